/**
 * Bisection over a list in order of some number (samples by time, legs by their end): the index
 * of the first item whose number is at or after `value`, or the list's length when none is.
 */
export function firstAtOrAfter<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = items[middle];
    if (item !== undefined && key(item) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
