/**
 * Which leg a click on the chart meant, worked out in screen pixels. The route layer asks this
 * itself instead of relying on Leaflet's canvas hit test, which now and then let a click on a
 * leg fall through to the chart (appending a waypoint at the end instead of inserting one).
 */

export interface PixelPoint {
  x: number;
  y: number;
}

/** Distance in pixels from `p` to the segment a-b. */
export function pixelsToSegment(p: PixelPoint, a: PixelPoint, b: PixelPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The index of the leg nearest the pointer within `tolerancePx`, or null (a click on open water). */
export function nearestLegIndex(legs: readonly (readonly PixelPoint[])[], pointer: PixelPoint, tolerancePx: number): number | null {
  let best: number | null = null;
  let bestDistance = tolerancePx;
  legs.forEach((points, legIndex) => {
    for (let i = 1; i < points.length; i += 1) {
      const a = points[i - 1];
      const b = points[i];
      if (a === undefined || b === undefined) continue;
      const distance = pixelsToSegment(pointer, a, b);
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = legIndex;
      }
    }
  });
  return best;
}

/**
 * The position a pointer over a line of positions means: the nearer end of the stretch nearest
 * the pointer (the forecast route's hover, map/forecast-route-layer.tsx).
 */
export function hoveredPointIndex(pixels: readonly PixelPoint[], pointer: PixelPoint): number | null {
  let nearest: number | null = null;
  let nearestPx = Infinity;
  for (let index = 1; index < pixels.length; index++) {
    const a = pixels[index - 1]!;
    const b = pixels[index]!;
    const px = pixelsToSegment(pointer, a, b);
    if (px < nearestPx) {
      nearestPx = px;
      nearest = Math.hypot(a.x - pointer.x, a.y - pointer.y) <= Math.hypot(b.x - pointer.x, b.y - pointer.y) ? index - 1 : index;
    }
  }
  return nearest;
}
