import { useEffect, useRef, useState } from 'react';
import { formatPosition } from '../../shared/geo/position-format';
import { useExternalStore, useVoyageStore } from '../state/external-store';
import { closeDrawing, deleteArea, noGoAreas, noGoDrawing, noGoDrawRequest, removeLastCorner, renameArea, startDrawing, stopDrawing } from '../state/no-go-areas';
import { EntryCell } from '../shell/entry-cell';
import { useOpenVoyageId } from './open-voyage';
import { useRouteEditing } from './route-editing';

/**
 * The open voyage's no-go areas in the Route tab (issue 24): each named (renamed in place) and
 * deleted here; a new one named, then drawn on the chart (map/no-go-areas-layer.tsx) by clicks
 * or from the keyboard. Saved with the voyage; the weather router never sails into one.
 */
export function NoGoAreasPanel() {
  const voyageId = useOpenVoyageId();
  const { areas, problem } = useVoyageStore(noGoAreas, voyageId);
  const drawing = useVoyageStore(noGoDrawing, voyageId);
  const drawRequest = useExternalStore(noGoDrawRequest);
  const routeEditing = useRouteEditing();
  const [name, setName] = useState('');
  const details = useRef<HTMLDetailsElement>(null);
  const nameField = useRef<HTMLInputElement>(null);

  // Alt+Shift+N from anywhere: the panel opens with the new area's name to type.
  useEffect(
    function answerDrawRequest() {
      if (drawRequest === 0) return;
      if (details.current) details.current.open = true;
      nameField.current?.focus();
    },
    [drawRequest],
  );
  if (voyageId === null) return null;

  function draw() {
    if (voyageId === null) return;
    // One mode at a time on the chart: a click adds a corner, not a waypoint.
    routeEditing.setEditing(false);
    startDrawing(voyageId, name.trim() === '' ? 'No-go area' : name.trim());
    setName('');
    // The chart takes the keys (arrows pan, A adds a corner at its centre).
    document.querySelector<HTMLElement>('.leaflet-container')?.focus();
  }

  return (
    <details className="no-go-areas" ref={details} data-testid="no-go-areas">
      <summary>No-go areas: {areas.length === 0 ? 'none' : areas.length}</summary>
      {areas.length > 0 && (
        <ul className="no-go-list">
          {areas.map((area) => (
            <li key={area.id}>
              <EntryCell
                label={`Name of no-go area ${area.name}`}
                shown={area.name}
                parse={(text) => (text.trim() === '' ? { ok: false, message: 'An area needs a name, such as "TSS Dover" or "ice limit".' } : { ok: true, value: text.trim() })}
                onCommit={(next) => void renameArea(voyageId, area, next)}
                size={18}
              />{' '}
              <span className="route-hint">
                {area.corners.length} corners from {formatPosition(area.corners[0]!.lat, area.corners[0]!.lon)}
              </span>{' '}
              <button type="button" onClick={() => void deleteArea(voyageId, area.id)} aria-label={`Delete no-go area ${area.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {drawing === null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            draw();
          }}
        >
          <label>
            Name <input ref={nameField} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} placeholder="TSS Dover, ice limit, high-risk area" size={28} />
          </label>{' '}
          <button type="submit">
            Draw no-go area <kbd>Alt+Shift+N</kbd>
          </button>
        </form>
      ) : (
        <div className="no-go-drawing-status" role="status">
          <p>
            Drawing “{drawing.name}”: {drawing.corners.length} {drawing.corners.length === 1 ? 'corner' : 'corners'}. Click the chart to add a corner, or press <kbd>A</kbd> for one at the chart's centre (the arrow keys pan);{' '}
            <kbd>Enter</kbd> closes the area (3 corners or more), <kbd>Backspace</kbd> takes back the last corner, <kbd>Escape</kbd> stops.
          </p>
          <button type="button" onClick={() => void closeDrawing(voyageId)} disabled={drawing.corners.length < 3}>
            Close area
          </button>{' '}
          <button type="button" onClick={() => removeLastCorner(voyageId)} disabled={drawing.corners.length === 0}>
            Take back a corner
          </button>{' '}
          <button type="button" onClick={() => stopDrawing(voyageId)}>
            Stop drawing
          </button>
        </div>
      )}
      {problem && <p role="alert">{problem}</p>}
    </details>
  );
}
