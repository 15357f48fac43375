/**
 * Spreadsheets run a cell that starts with = + - @ (also after spaces, and their full-width forms,
 * which some spreadsheets fold) as a formula: a waypoint named `=HYPERLINK(...)` in a route file would become a live link or
 * worse when the navigator opens the CSV (OWASP "CSV injection"). Text cells that start so get a
 * leading apostrophe, which spreadsheets show as text and hide; so does text that already starts
 * with an apostrophe, so that reading strips exactly one and gives back what was written.
 */
const formulaStart = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r']/;

export function escapeSpreadsheetText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function unescapeSpreadsheetText(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}
