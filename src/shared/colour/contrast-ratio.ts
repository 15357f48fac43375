/**
 * WCAG 2 contrast between two colours, as CSS computes them ("#a04418", "rgb(160, 68, 24)",
 * "rgba(0, 0, 0, 0.3)"): the palettes' tests hold text and lines to it, and the end-to-end check
 * reads the colours the browser computed for every text on screen and holds them to it too.
 */

export interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** A hex or rgb()/rgba() colour; null for anything else ("transparent" is rgba with alpha 0). */
export function parseColour(css: string): Rgba | null {
  const text = css.trim().toLowerCase();
  if (text === 'transparent') return { red: 0, green: 0, blue: 0, alpha: 0 };
  const hex = /^#([\da-f]{6})$/.exec(text);
  if (hex !== null) {
    const value = Number.parseInt(hex[1]!, 16);
    return { red: (value >> 16) & 0xff, green: (value >> 8) & 0xff, blue: value & 0xff, alpha: 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb === null) return null;
  const alphaText = rgb[4];
  const alpha = alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number.parseFloat(alphaText) / 100 : Number(alphaText);
  return { red: Number(rgb[1]), green: Number(rgb[2]), blue: Number(rgb[3]), alpha };
}

/** `top` laid over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.alpha + b * (1 - top.alpha);
  return { red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: 1 };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ red, green, blue }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio, 1 to 21, of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Contrast of two CSS colours, the first laid over the second (which must be opaque). */
export function cssContrast(foreground: string, background: string): number {
  const back = parseColour(background);
  const front = parseColour(foreground);
  if (back === null || front === null) throw new RangeError(`not a colour Passage reads: ${front === null ? foreground : background}`);
  return contrastRatio(over(front, back), back);
}

/** What text must reach in each palette: WCAG AA in day and dusk; at night 3:1, dimmed on purpose to keep the watch's night vision. */
export const textContrastMinimum = { day: 4.5, dusk: 4.5, night: 3 } as const;
