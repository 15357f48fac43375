/**
 * Golden-section search: the minimum of a function that falls then rises on an interval, found
 * with one new evaluation per step (the interval shrinks by 0.618 each time). Used where a
 * distance along a track is least: the CPA in time, the deepest point of a moving circle.
 */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** The lowest value seen, and where, after `steps` steps on [low, high]. */
export function goldenSectionMinimum(objective: (x: number) => number, low: number, high: number, steps: number): { x: number; value: number } {
  let best = { x: low, value: Infinity };
  const evaluate = (x: number): number => {
    const value = objective(x);
    if (value < best.value) best = { x, value };
    return value;
  };
  let left = high - GOLDEN * (high - low);
  let right = low + GOLDEN * (high - low);
  let leftValue = evaluate(left);
  let rightValue = evaluate(right);
  for (let step = 0; step < steps; step += 1) {
    if (leftValue <= rightValue) {
      high = right;
      right = left;
      rightValue = leftValue;
      left = high - GOLDEN * (high - low);
      leftValue = evaluate(left);
    } else {
      low = left;
      left = right;
      leftValue = rightValue;
      right = low + GOLDEN * (high - low);
      rightValue = evaluate(right);
    }
  }
  return best;
}
