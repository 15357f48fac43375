/**
 * CSV as RFC 4180 writes it: comma-separated cells, text cells in double quotes, a quote inside
 * doubled. Reading keeps the line each row starts on, so a refusal
 * can say where. No imports at run time: the parse worker loads this file as it is.
 */

export interface CsvRow {
  /** 1-based line of the file on which the row starts */
  line: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';' | '\t';

export type CsvCellsResult = { ok: true; delimiter: CsvDelimiter; rows: CsvRow[] } | { ok: false; message: string };

/**
 * Spreadsheets set to a decimal comma (most of Europe) save with semicolons, and some programs
 * with tabs: the first line tells which, by what it holds most of.
 */
function delimiterOf(firstLine: string): CsvDelimiter {
  const count = (character: string) => firstLine.split(character).length - 1;
  const candidates: CsvDelimiter[] = [',', ';', '\t'];
  return candidates.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best));
}

function tooManyRows(rows: CsvRow[], maxRows: number): CsvCellsResult {
  const waypoints = (maxRows - 1).toLocaleString('en-GB');
  return {
    ok: false,
    message: `line ${rows[maxRows]?.line ?? '?'}: the table has more than ${waypoints} rows after its header; a route takes at most ${waypoints} waypoints`,
  };
}

/**
 * Rows of cells; blank lines are skipped. A quote left open is an error naming its line, and so
 * is a row past `maxRows`: reading stops there, so a huge table costs no more than a full one.
 */
export function readCsvCells(text: string, maxRows = Number.POSITIVE_INFINITY): CsvCellsResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = delimiterOf(source.slice(0, source.search(/\r|\n|$/)));
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    if (rows.length > maxRows) return tooManyRows(rows, maxRows);
    const character = source[index];
    if (quoted) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (character === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += character;
    }
  }
  if (quoted) return { ok: false, message: `line ${quoteLine}: a quoted cell is never closed (a " is missing)` };
  endRow();
  if (rows.length > maxRows) return tooManyRows(rows, maxRows);
  return { ok: true, delimiter, rows };
}

/**
 * One cell as CSV: every cell but a plain number (or nothing) in double quotes. Quoting only where
 * a comma stands let a name like `x;=1+2` through bare, and a spreadsheet that splits on `;` or
 * TAB (most of Europe's, and Passage's own reader) made `=1+2` a cell of its own.
 */
export function csvCell(value: string): string {
  return /^(-?\d+(\.\d+)?)?$/.test(value) ? value : `"${value.replace(/"/g, '""')}"`;
}
