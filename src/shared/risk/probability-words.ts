/**
 * An ensemble's chance as every view prints it: a whole percent. One rounding for the Risk tab,
 * the exceedance list, the meteogram's strip, the chart's leg colours and the printed plan, so a
 * leg shown as "10 %" in one is never "11 %" or coloured as over 10 % in another.
 */
export function wholePercent(probability: number): number {
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) throw new RangeError(`a probability is between 0 and 1, not ${probability}`);
  return Math.round(probability * 100);
}

/** "35 %" */
export function percentWords(probability: number): string {
  return `${wholePercent(probability)} %`;
}
