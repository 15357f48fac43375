import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The one table of the weather at a place (forecast blocks, climate periods, the second opinion):
 * a caption, a header row, a row per time or period with its cells; the rows around the ETD/ETA
 * marked, and the box (app's port-weather.css: a few rows high) scrolled to the first of them.
 */
export interface PlaceTableColumn<Row> {
  header: ReactNode;
  cell(row: Row): ReactNode;
}

export function PlaceTable<Row>({
  rows,
  columns,
  caption,
  rowKey,
  testId,
  marked = () => false,
  rowClass,
}: {
  rows: readonly Row[];
  columns: readonly PlaceTableColumn<Row>[];
  caption: string;
  rowKey(row: Row): string | number;
  testId?: string;
  marked?: (row: Row) => boolean;
  /** A class besides `marked` (the second opinion's hours that differ). */
  rowClass?: (row: Row) => string | undefined;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const firstMarked = rows.findIndex(marked);
  useEffect(
    function scrollToMarkedRow() {
      const box = scroller.current;
      if (box === null || firstMarked < 0) return;
      const target = box.querySelectorAll('tbody tr')[firstMarked] as HTMLElement | undefined;
      if (target !== undefined) box.scrollTop = Math.max(0, target.offsetTop - 40);
    },
    [firstMarked, rows],
  );
  if (rows.length === 0) return null;
  return (
    <div className="port-weather-table" ref={scroller} data-testid={testId}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isMarked = marked(row);
            const className = [isMarked ? 'marked' : undefined, rowClass?.(row)].filter((each) => each !== undefined).join(' ');
            return (
              <tr key={rowKey(row)} className={className === '' ? undefined : className} data-marked={isMarked ? 'true' : undefined}>
                {columns.map((column, index) => (
                  <td key={index}>{column.cell(row)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
