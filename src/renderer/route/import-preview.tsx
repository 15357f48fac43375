import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatPosition } from '../../shared/geo';
import { DEFAULT_TRACK_TOLERANCE_NM, type RouteFileChoice, type RouteFileItem } from '../../shared/voyage/route-file';
import type { Voyage } from '../../shared/voyage/voyage';
import { useExternalStore } from '../state/external-store';
import { importPreviewStore, moveImportedWaypoint } from './import-preview-store';
import { countWords } from '../../shared/format/count-words';
import { formatFineDistanceNm, formatLegSpeed } from '../../shared/format/quantity-format';

/** The speed of the leg arriving at a waypoint; the first has none. */
function legSpeedCell(leg: { speedKn: number } | undefined): string {
  return leg === undefined ? '' : formatLegSpeed(leg.speedKn);
}

/** Rows the preview table shows; the chart shows every waypoint. */
const MAX_ROWS = 300;

const kindLabel: Record<RouteFileItem['kind'], string> = { route: 'Route', track: 'Track', waypoints: 'Waypoints' };

/**
 * A route file before it becomes a voyage: which route, track or waypoint list of the file,
 * a track's segments and tolerance, how the track was simplified, the waypoints and legs, and
 * every warning; Accept makes it a voyage, Cancel (or Escape: the preview takes the focus when it
 * appears) leaves nothing behind. The route
 * is drawn on the chart meanwhile (import-preview-layer.tsx). A waypoint list (loose GPX
 * waypoints, read in file order) can be reordered first: select a row, then Move up / Move down
 * or Alt+Up / Alt+Down (Up / Down move the selection).
 */
export function ImportPreview({ bridge, onAccepted }: { bridge: PassageBridge; onAccepted: (message: string, warnings: readonly string[], voyage: Voyage) => void }) {
  const preview = useExternalStore(importPreviewStore);
  const [problem, setProblem] = useState<string | null>(null);
  const [toleranceText, setToleranceText] = useState(String(DEFAULT_TRACK_TOLERANCE_NM));
  const [selected, setSelected] = useState<number | null>(null);
  const rowsRef = useRef<HTMLTableSectionElement>(null);
  // After a keyboard move the moved row keeps the focus, so Alt+Up can be pressed again.
  const focusSelected = useRef(false);
  useEffect(() => {
    if (!focusSelected.current || selected === null) return;
    focusSelected.current = false;
    (rowsRef.current?.children[selected] as HTMLElement | undefined)?.focus();
  });
  // A preview that appears takes the focus (it is what the navigator acts on next): Escape then
  // cancels it at once, wherever the file was chosen from. Not when a new choice re-reads it.
  const sectionRef = useRef<HTMLElement>(null);
  const shown = preview !== null;
  useEffect(
    function focusNewPreview() {
      const section = sectionRef.current;
      if (shown && section && !section.contains(document.activeElement)) section.focus();
    },
    [shown],
  );
  if (!preview) return null;
  const { route, input } = preview;
  const choice: RouteFileChoice = route.contents?.choice ?? { item: 0, segment: 'all' };
  const item = route.contents?.items[choice.item];
  const reorderable = item?.kind === 'waypoints';
  const shownRows = Math.min(route.waypoints.length, MAX_ROWS);

  function move(from: number, to: number, keepFocus: boolean) {
    if (!preview || to < 0 || to >= shownRows) return;
    importPreviewStore.set({ ...preview, route: moveImportedWaypoint(preview.route, from, to) });
    focusSelected.current = keepFocus;
    setSelected(to);
  }

  function select(index: number) {
    if (index < 0 || index >= shownRows) return;
    focusSelected.current = true;
    setSelected(index);
  }

  async function readAgain(next: { choice?: RouteFileChoice; toleranceNm?: number }) {
    const again = { ...input, ...next };
    const result = await bridge.importRoute(again);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setProblem(null);
    setSelected(null);
    importPreviewStore.set({ input: again, route: result.value });
  }

  function applyTolerance() {
    const toleranceNm = Number(toleranceText.replace(',', '.'));
    if (!Number.isFinite(toleranceNm) || toleranceNm < 0.001 || toleranceNm > 10) {
      setProblem(`Tolerance "${toleranceText}" is not a distance from 0.001 to 10 nm.`);
      return;
    }
    void readAgain({ toleranceNm });
  }

  async function accept() {
    if (!preview) return;
    const { name, waypoints, legs, departure, warnings } = route;
    const created = await bridge.createVoyage({ name, waypoints, legs, ...(departure ? { departure } : {}) });
    if (!created.ok) {
      setProblem(`Not saved as a voyage: ${created.error.message}`);
      return;
    }
    importPreviewStore.set(null);
    setSelected(null);
    const count = warnings.length;
    onAccepted(`Imported ${input.fileName} as “${name}”${count > 0 ? `, with ${countWords(count, 'warning')}:` : '.'}`, warnings, created.value);
  }

  const simplification = route.simplification;
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className="import-preview"
      aria-label="Import preview"
      onKeyDown={(event) => {
        if (event.key === 'Escape') importPreviewStore.set(null);
      }}
    >
      <h3>
        Preview of {input.fileName}: “{route.name}”
      </h3>
      {route.contents && route.contents.items.length > 1 && (
        <label>
          Read{' '}
          <select value={choice.item} onChange={(event) => void readAgain({ choice: { item: Number(event.target.value), segment: 'all' } })}>
            {route.contents.items.map((each, index) => (
              <option key={index} value={index}>
                {kindLabel[each.kind]} {index + 1}: {each.name} ({each.points} points)
              </option>
            ))}
          </select>
        </label>
      )}
      {item?.kind === 'track' && (
        <div className="inline-form">
          {item.segments > 1 && (
            <label>
              Segments{' '}
              <select
                value={String(choice.segment)}
                onChange={(event) => void readAgain({ choice: { item: choice.item, segment: event.target.value === 'all' ? 'all' : Number(event.target.value) } })}
              >
                <option value="all">All {item.segments} joined</option>
                {Array.from({ length: item.segments }, (_, index) => (
                  <option key={index} value={index}>
                    Segment {index + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Cross-track tolerance (nm){' '}
            <input
              size={6}
              value={toleranceText}
              onChange={(event) => setToleranceText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyTolerance();
              }}
            />
          </label>
          <button type="button" onClick={applyTolerance}>
            Simplify again
          </button>
        </div>
      )}
      {simplification && (
        <p className="import-simplification">
          {simplification.trackPoints.toLocaleString('en-GB')} points → {simplification.waypoints.toLocaleString('en-GB')} waypoints within {simplification.toleranceNm} nm;
          largest deviation {formatFineDistanceNm(simplification.maxDeviationNm)}; {simplification.timedLegs} of {route.legs.length} leg speeds from the track's times.
        </p>
      )}
      {route.attachments && route.attachments.length > 0 && (
        <p>Attachments (not opened): {route.attachments.map((attachment) => attachment.name).join(', ')}</p>
      )}
      {route.warnings.length > 0 && (
        <ul className="import-warnings" aria-label="Import warnings">
          {route.warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      )}
      {reorderable && (
        <div className="inline-form" aria-label="Waypoint order">
          <span>Waypoints in file order; select one to move it (Alt+Up / Alt+Down).</span>
          <button type="button" disabled={selected === null || selected === 0} onClick={() => selected !== null && move(selected, selected - 1, false)}>
            Move up
          </button>
          <button type="button" disabled={selected === null || selected >= shownRows - 1} onClick={() => selected !== null && move(selected, selected + 1, false)}>
            Move down
          </button>
        </div>
      )}
      <table className="import-table" aria-label="Waypoints to import">
        <thead>
          <tr>
            <th>#</th>
            <th>Waypoint</th>
            <th>Position</th>
            <th>Leg speed kn</th>
          </tr>
        </thead>
        <tbody ref={rowsRef}>
          {route.waypoints.slice(0, MAX_ROWS).map((waypoint, index) => (
            <tr
              key={waypoint.id}
              {...(reorderable
                ? {
                    tabIndex: 0,
                    'aria-selected': selected === index,
                    className: selected === index ? 'selected' : undefined,
                    onClick: () => setSelected(index),
                    onKeyDown: (event: KeyboardEvent) => {
                      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                      event.preventDefault();
                      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
                      if (event.altKey) move(index, to, true);
                      else select(to);
                    },
                  }
                : {})}
            >
              <td>{index + 1}</td>
              <td>{waypoint.name}</td>
              <td>{formatPosition(waypoint.lat, waypoint.lon)}</td>
              <td>{legSpeedCell(route.legs[index - 1])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {route.waypoints.length > MAX_ROWS && <p>… and {route.waypoints.length - MAX_ROWS} more waypoints, all drawn on the chart.</p>}
      {problem && <p role="alert">{problem}</p>}
      <div className="inline-form">
        <button type="button" onClick={() => void accept()}>
          Accept as voyage
        </button>
        <button type="button" onClick={() => importPreviewStore.set(null)}>
          Cancel
        </button>
      </div>
    </section>
  );
}
