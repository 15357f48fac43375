/**
 * A count with its noun, the one plural rule of every view, message and export: "1 leg",
 * "2 legs", "1,204 waypoints", "0 findings". Counts are grouped by thousands as the rest of the
 * app writes them; a noun whose plural is not its singular and an s passes it (`countWords(2,
 * 'storm class', 'storm classes')`).
 */
export function countWords(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? singular : plural}`;
}
