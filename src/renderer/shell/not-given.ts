/**
 * How every view shows a value the service did not give (reading policy, src/shared/service/README):
 * in words, never as 0, never as an empty cell, never a crash. One place, so the words are the same
 * everywhere and the format module can take it over whole.
 */
export const notGiven = 'not given';

/** The value shown by `show`, or "not given" when it is missing (null, undefined, NaN). */
export function orNotGiven<T>(value: T | null | undefined, show: (given: T) => string): string {
  if (value === null || value === undefined) return notGiven;
  if (typeof value === 'number' && !Number.isFinite(value)) return notGiven;
  return show(value);
}

/** "51 members", or "members not given". */
export function countOrNotGiven(count: number | null | undefined, unitPlural: string): string {
  return count === null || count === undefined || !Number.isFinite(count) ? `${unitPlural} ${notGiven}` : `${count} ${unitPlural}`;
}

/** The text, or "reason not given" (with `what` named) where the service sent none or only blanks. */
export function textOrNotGiven(text: string | null | undefined, what: string): string {
  return text === null || text === undefined || text.trim() === '' ? `${what} ${notGiven}` : text;
}
