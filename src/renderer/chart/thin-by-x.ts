/**
 * Marks along a time axis thinned to what a chart can show, on paper or on screen: of marks closer
 * than `minGapPx` to the last one kept, only those `mustKeep` says are kept. A 5,000-waypoint
 * voyage drew 5,000 waypoint lines and 5,000 direction dots per element into a 700 px printed
 * chart (72,000 SVG elements, seconds of layout), and 15,000 direction dots into the screen's
 * meteogram (120 ms a drawing), where one per pixel looks the same.
 */
export function thinByX<T extends { x: number }>(marks: readonly T[], minGapPx: number, mustKeep: (mark: T) => boolean = () => false): T[] {
  const kept: T[] = [];
  let lastX = -Infinity;
  for (const mark of marks) {
    if (mark.x - lastX < minGapPx && !mustKeep(mark)) continue;
    kept.push(mark);
    lastX = mark.x;
  }
  return kept;
}
