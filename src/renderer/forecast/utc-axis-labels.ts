/**
 * Time axis labels in UTC as navigators write them: "24 Nov" at midnight (or when the ticks are
 * a day or more apart), "06Z" between. The same rule as the meteogram's axis, so charts stacked
 * under it read alike.
 */

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function utcAxisLabel(seconds: number, tickSpacingSeconds: number): string {
  const date = new Date(seconds * 1000);
  const hours = date.getUTCHours();
  if (hours === 0 || tickSpacingSeconds >= 86_400) return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]}`;
  return `${String(hours).padStart(2, '0')}Z`;
}
