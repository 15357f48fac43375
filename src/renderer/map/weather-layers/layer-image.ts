/**
 * A layer's or radar frame's image as it comes through the contract (base64 bytes) made into
 * something the chart shows: a Blob of the compressed bytes, which the overlay makes a URL of while
 * it shows it (the browser decodes it then, and may drop the pixels once the URL is let go), and
 * for the radar, which reads every frame's pixels at once, a URL and the pixels.
 */

export function imageBlob(imageBase64: string, mediaType: string): Blob {
  const bytes = Uint8Array.from(atob(imageBase64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: mediaType });
}

/** The pixels of an image the page holds at its own size (an <img>'s natural size, not as drawn), drawn once on a canvas. */
export function pixelsOf(image: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no 2D canvas to read the layer image');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** A blob URL and the pixels, for views that read every image they hold (the radar's words per frame). */
export async function decode(imageBase64: string, mediaType: string): Promise<{ url: string; pixels: ImageData }> {
  const blob = imageBlob(imageBase64, mediaType);
  const bitmap = await createImageBitmap(blob);
  try {
    return { url: URL.createObjectURL(blob), pixels: pixelsOf(bitmap, bitmap.width, bitmap.height) };
  } finally {
    bitmap.close();
  }
}
