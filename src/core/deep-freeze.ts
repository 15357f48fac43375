/**
 * Freezes an object and everything it holds, for values the core keeps and hands to every caller
 * (the store's voyages, the requests made of them): a caller that tried to change one would
 * change it for the next, so the change throws instead (ES modules run in strict mode).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const each of Object.values(value)) deepFreeze(each);
  }
  return value;
}
