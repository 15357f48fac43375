/**
 * Names said as a list in running text: "Rotterdam", "Rotterdam and New York City", "Leith,
 * Bergen and Oslo" (British English: no comma before "and").
 */
const conjunction = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

export function listWords(names: readonly string[]): string {
  return conjunction.format(names);
}
