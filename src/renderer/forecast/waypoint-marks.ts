/**
 * Which waypoint marks a chart can show. A 5,000-waypoint voyage puts thousands of waypoint lines
 * on a meteogram a few hundred pixels wide: drawn as they are they are one grey smear, and
 * printing them writes thousands of lines per chart. A mark is drawn where it stands at least
 * `minGapPx` from the last one drawn (the first and the last waypoint always), so the chart shows
 * what a chart can, and the route table and the printed waypoint table keep every waypoint.
 */
export function spacedMarkIndexes(xs: readonly number[], minGapPx: number): number[] {
  const kept: number[] = [];
  let lastX = -Infinity;
  xs.forEach((x, index) => {
    if (x - lastX >= minGapPx) {
      kept.push(index);
      lastX = x;
    }
  });
  const lastIndex = xs.length - 1;
  if (lastIndex > 0 && kept.at(-1) !== lastIndex) {
    // The arrival is always shown; the mark before it gives way if the two are too close.
    if ((xs[lastIndex] ?? 0) - (xs[kept.at(-1) ?? 0] ?? 0) < minGapPx && kept.length > 1) kept.pop();
    kept.push(lastIndex);
  }
  return kept;
}
