/**
 * CSV as RFC 4180 writes it: comma-separated cells, cells with commas, quotes or line breaks in
 * double quotes, a quote inside doubled. Reading keeps the line each row starts on, so a refusal
 * can say where. No imports at run time: the parse worker loads this file as it is.
 */

export interface CsvRow {
  /** 1-based line of the file on which the row starts */
  line: number;
  cells: string[];
}

export type CsvCellsResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

/** Rows of cells; blank lines are skipped. A quote left open is an error naming its line. */
export function readCsvCells(text: string): CsvCellsResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
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
    } else if (character === ',') {
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
  return { ok: true, rows };
}

/** One cell as CSV: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
