import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A long table with only the rows in view (and a few either side) in the page: the route table
 * (5,000 waypoints built 105k elements and a second of style and layout) and the Risk tab's
 * ensemble legs. The table sits in its own scroll box with a sticky header; rows not in the page
 * are stood for by spacer rows of their height, so the scroll bar is the whole table's. A row
 * must carry `data-index` and may pass `measure` as its ref to be measured once laid out.
 */
export interface VirtualTableRows {
  rows: Virtualizer<HTMLDivElement, Element>;
  /** the ref of the scroll box around the table */
  scrollBox: React.RefObject<HTMLDivElement | null>;
  /** the ref of the table's <thead>: rows start below it and it covers a row scrolled to the top */
  measureHeader(head: HTMLTableSectionElement | null): void;
  /** the header's height, px */
  headerPx: number;
  /** the rows in view, each drawn by `row`, with the spacers between and after them */
  laidOut(row: (item: VirtualItem) => ReactNode): ReactNode[];
  /**
   * For a table that is only read: ↑ ↓ a row, Page Up/Down a boxful, Home and End to the first and
   * last row, on the focused scroll box. Done here rather than left to the browser, whose own
   * scrolling by keys depends on which element it thinks has the focus.
   */
  scrollByKey(event: KeyboardEvent<HTMLElement>): void;
}

export interface VirtualTableOptions {
  count: number;
  /** a row's height before it is measured */
  estimatedRowPx: number;
  /** rows kept above and below the visible ones, so Tab and a quick scroll find rows laid out */
  overscanRows: number;
  /** a row's key; keep its identity across renders, or every row is measured again */
  rowKey?: (index: number) => string | number;
  /** rows that stay in the page wherever the table is scrolled (the focused one, the selected one) */
  keptRows?: () => readonly (number | null)[];
  /** columns a spacer row spans */
  columns: number;
}

export function useVirtualTableRows({ count, estimatedRowPx, overscanRows, rowKey, keptRows, columns }: VirtualTableOptions): VirtualTableRows {
  const scrollBox = useRef<HTMLDivElement>(null);
  const keptNow = useRef(keptRows);
  keptNow.current = keptRows;
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = new Set(defaultRangeExtractor(range));
    for (const kept of keptNow.current?.() ?? []) if (kept !== null && kept < range.count) indexes.add(kept);
    return [...indexes].sort((a, b) => a - b);
  }, []);
  const [headerPx, setHeaderPx] = useState(0);
  const measureHeader = useCallback((head: HTMLTableSectionElement | null) => {
    if (head !== null) setHeaderPx(head.offsetHeight);
  }, []);
  const rows = useVirtualizer({
    count,
    scrollMargin: headerPx,
    scrollPaddingStart: headerPx,
    getScrollElement: () => scrollBox.current,
    estimateSize: () => estimatedRowPx,
    overscan: overscanRows,
    rangeExtractor,
    ...(rowKey === undefined ? {} : { getItemKey: rowKey }),
  });
  const laidOut = (row: (item: VirtualItem) => ReactNode): ReactNode[] => {
    const out: ReactNode[] = [];
    let laidOutToPx = headerPx;
    for (const item of rows.getVirtualItems()) {
      const gapPx = item.start - laidOutToPx;
      if (gapPx > 0) out.push(<Spacer key={`gap-${item.key}`} heightPx={gapPx} columns={columns} />);
      laidOutToPx = item.end;
      out.push(row(item));
    }
    const restPx = headerPx + rows.getTotalSize() - laidOutToPx;
    if (restPx > 0) out.push(<Spacer key="rest" heightPx={restPx} columns={columns} />);
    return out;
  };
  const scrollByKey = (event: KeyboardEvent<HTMLElement>) => {
    const box = scrollBox.current;
    if (box === null || count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const pagePx = Math.max(estimatedRowPx, box.clientHeight - headerPx - estimatedRowPx);
    const moves: Record<string, () => void> = {
      Home: () => rows.scrollToIndex(0, { align: 'start' }),
      // Rows scrolled past were estimated: once the last ones are measured, to the end once more.
      End: () => {
        rows.scrollToIndex(count - 1, { align: 'end' });
        requestAnimationFrame(() => rows.scrollToIndex(count - 1, { align: 'end' }));
      },
      PageDown: () => box.scrollBy({ top: pagePx }),
      PageUp: () => box.scrollBy({ top: -pagePx }),
      ArrowDown: () => box.scrollBy({ top: estimatedRowPx }),
      ArrowUp: () => box.scrollBy({ top: -estimatedRowPx }),
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    move();
  };
  return { rows, scrollBox, measureHeader, headerPx, laidOut, scrollByKey };
}

function Spacer({ heightPx, columns }: { heightPx: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="virtual-table-spacer">
      <td colSpan={columns} style={{ height: heightPx, padding: 0, border: 'none' }} />
    </tr>
  );
}

/** Whether row `index` is wholly inside the scroll box, below its sticky header. */
export function rowInView(box: HTMLElement | null, index: number, headerPx: number): boolean {
  const row = box?.querySelector(`tr[data-index="${index}"]`);
  if (!box || !row) return false;
  const seen = box.getBoundingClientRect();
  const shown = row.getBoundingClientRect();
  return shown.top >= seen.top + headerPx - 1 && shown.bottom <= seen.bottom + 1;
}
