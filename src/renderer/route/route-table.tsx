import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import type { Port } from '../../shared/service/ports';
import { formatDuration, formatUtcShort } from '../../shared/time/time-format';
import { useOpenVoyage } from './open-voyage';
import { useRouteEditing } from './route-editing';
import { RouteRow } from './route-row';
import { useLegWarnings } from '../route-check/route-check-state';
import { rowStep } from './route-table-keys';
import type { PortZones } from './use-port-zones';
import { rowInView, useVirtualTableRows } from '../shell/virtual-table-rows';
import { formatRouteDistanceNm } from '../../shared/format/quantity-format';

/** A row's height before it is measured: latitude over longitude, UTC over a local time in two lines. */
const estimatedRowPx = 52;
/**
 * Rows kept above and below the visible ones, so Tab and a quick scroll find rows laid out. Few:
 * every row is styled and laid out with the table, and its five controls are among those Chromium's
 * autofill reads after each keystroke. Eight a side read 2 to 4 ms more a keystroke, run
 * alternately six times each (route-table bench).
 */
const overscanRows = 3;
/**
 * A route this short is laid out whole: as many rows as the eight a side held anyway, so no edit
 * pays more than it did, and the browser's find and a screen reader reach every waypoint of it.
 */
const wholeTableUpTo = 24;

/**
 * The route as a table, one row per waypoint with the leg that arrives at it (the RTZ habit):
 * name, position (latitude over longitude, so the ETA column keeps its room in a 720 px panel),
 * leg type, distance, course, speed, ETA in UTC and local (the port's in its approaches, else
 * the nautical zone; the cell names which), then the totals. It edits the same open voyage as
 * the chart; each row is a memoised RouteRow.
 *
 * Only the rows in view (and a few either side) are in the page (shell/virtual-table-rows.tsx).
 * The row holding the focus and the selected row stay in the page wherever the table is
 * scrolled, so a half-typed entry is never dropped; a waypoint chosen on the chart is scrolled
 * into view; ↑ and ↓ move to the same cell of the next row.
 */
export function RouteTable({ nearest, zones }: { nearest: readonly (Port | null)[]; zones: PortZones }) {
  const { voyage, plan, edit } = useOpenVoyage();
  const { selected, select } = useRouteEditing();
  const waypoints = voyage?.waypoints;
  const legWarnings = useLegWarnings();
  const focusedRow = useRef<number | null>(null);
  const keptRows = useRef<{ selected: number | null }>({ selected });
  keptRows.current.selected = selected;
  // Rows are keyed by waypoint id; the key function must keep its identity across edits, or the
  // virtualiser measures every row again on each keystroke.
  const waypointsNow = useRef(waypoints);
  waypointsNow.current = waypoints;
  const rowKey = useCallback((index: number) => waypointsNow.current?.[index]?.id ?? index, []);
  const keptRowIndexes = useCallback(() => [focusedRow.current, keptRows.current.selected], []);
  const { rows, scrollBox, measureHeader, headerPx, laidOut } = useVirtualTableRows({
    count: waypoints?.length ?? 0,
    estimatedRowPx,
    overscanRows: (waypoints?.length ?? 0) <= wholeTableUpTo ? wholeTableUpTo : overscanRows,
    rowKey,
    keptRows: keptRowIndexes,
    columns: 8,
  });

  useEffect(
    function showSelectedRow() {
      if (selected === null || selected >= (waypoints?.length ?? 0)) return undefined;
      // A row already in view stays where it is (a click in the table); any other comes to the
      // middle, with rows around it. Rows scrolled past were estimated, not measured: once the
      // row is laid out, it is looked at once more.
      const bringIntoView = () => {
        if (!rowInView(scrollBox.current, selected, headerPx)) rows.scrollToIndex(selected, { align: 'center' });
      };
      bringIntoView();
      const again = requestAnimationFrame(bringIntoView);
      return function stopScrolling() {
        cancelAnimationFrame(again);
      };
    },
    // Only when the selection changes: an edit of the selected row must not pull the table back to it.
    [selected],
  );

  if (voyage === null || waypoints === undefined) return null;
  if (waypoints.length === 0) return <p className="route-hint">No waypoints yet: press E (or “Edit route”) and click the chart to lay the route.</p>;
  const solved = plan?.ok ? plan.plan : null;

  function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
    const step = rowStep(event.key, event.target);
    if (step === null || waypoints === undefined) return;
    const target = Math.min(waypoints.length - 1, Math.max(0, step.rowIndex + step.by));
    if (target === step.rowIndex) return;
    event.preventDefault();
    rows.scrollToIndex(target, { align: 'auto' });
    // The row may be laid out only after the scroll: focus it in the first frame that has it.
    const focusWhenShown = (framesLeft: number) => {
      const cell = scrollBox.current?.querySelector(`tr[data-index="${target}"]`)?.children[step.cell];
      const control = cell?.querySelectorAll<HTMLElement>('input, select')[step.control];
      if (control) control.focus();
      else if (framesLeft > 0) requestAnimationFrame(() => focusWhenShown(framesLeft - 1));
    };
    focusWhenShown(10);
  }

  return (
    <>
      {plan && !plan.ok && <p role="alert">{plan.message}</p>}
      <div className="route-table-wrap" ref={scrollBox}>
      <table className="data-table route-table" aria-label="Route" aria-rowcount={waypoints.length + 1}>
        <thead ref={measureHeader}>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Position</th>
            <th scope="col">Leg</th>
            <th scope="col" className="number">Dist nm</th>
            <th scope="col" className="number">Course °T</th>
            <th scope="col" className="number">Speed kn</th>
            <th scope="col">ETA UTC / local</th>
          </tr>
        </thead>
        <tbody
          onKeyDown={moveBetweenRows}
          onFocus={(event) => (focusedRow.current = rowIndexOf(event.target))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
          }}
        >
          {laidOut((item) => {
            const index = item.index;
            const waypoint = waypoints[index];
            if (waypoint === undefined) return null;
            const solvedLeg = index > 0 ? solved?.route.legs[index - 1] : undefined;
            const etaUtcMs = solved?.schedule.waypointEtaUtcMs[index];
            return (
              <RouteRow
                key={item.key}
                index={index}
                waypoint={waypoint}
                leg={index > 0 ? voyage.legs[index - 1] : undefined}
                distanceNm={solvedLeg?.distanceNm}
                initialCourseDeg={solvedLeg?.initialCourseDeg}
                etaUtcMs={etaUtcMs}
                port={nearest[index] ?? null}
                zones={zones}
                checkWarning={index > 0 ? legWarnings.get(index - 1) : undefined}
                selected={selected === index}
                edit={edit}
                select={select}
                measure={rows.measureElement}
              />
            );
          })}
        </tbody>
      </table>
      </div>
      {solved && (
        <dl className="route-totals" data-testid="route-totals">
          <dt>Distance</dt>
          <dd>{formatRouteDistanceNm(solved.route.totalDistanceNm)}</dd>
          <dt>Time at sea</dt>
          <dd>{formatDuration(solved.etaUtcMs - solved.etdUtcMs)}</dd>
          <dt>Departure</dt>
          <dd>{formatUtcShort(solved.etdUtcMs)}</dd>
          <dt>Arrival</dt>
          <dd data-testid="arrival-utc">{formatUtcShort(solved.etaUtcMs)}</dd>
        </dl>
      )}
    </>
  );
}

function rowIndexOf(target: EventTarget | null): number | null {
  const row = (target as HTMLElement | null)?.closest?.('tr[data-index]');
  const index = Number(row?.getAttribute('data-index'));
  return row && Number.isInteger(index) ? index : null;
}
