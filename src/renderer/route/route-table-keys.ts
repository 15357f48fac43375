/**
 * ↑ and ↓ in the route table: from a text cell to the same cell of the row above or below, as in
 * a spreadsheet (Tab still goes across). A leg-type list keeps its own arrows (they choose RL or
 * GC). Leaving a cell commits its entry, or keeps a bad one marked, as Tab does.
 */
export interface RowStep {
  /** The row the key was pressed in (its waypoint index). */
  rowIndex: number;
  /** Which cell of the row, and which control within it (latitude 0, longitude 1). */
  cell: number;
  control: number;
  by: -1 | 1;
}

interface ControlLike {
  tagName: string;
  closest(selector: string): (ControlLike & { getAttribute(name: string): string | null; cellIndex?: number; querySelectorAll(selector: string): ArrayLike<unknown> }) | null;
}

export function rowStep(key: string, target: EventTarget | null): RowStep | null {
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return null;
  const control = target as ControlLike | null;
  if (control?.tagName !== 'INPUT') return null;
  const row = control.closest('tr[data-index]');
  const cell = control.closest('td');
  const rowIndex = Number(row?.getAttribute('data-index'));
  if (row === null || cell === null || cell.cellIndex === undefined || !Number.isInteger(rowIndex)) return null;
  const controls = Array.from(cell.querySelectorAll('input, select'));
  return { rowIndex, cell: cell.cellIndex, control: Math.max(0, controls.indexOf(control)), by: key === 'ArrowUp' ? -1 : 1 };
}
