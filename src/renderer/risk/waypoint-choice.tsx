import { useState } from 'react';
import { countWords } from '../../shared/format/count-words';
import { formatUtcShort } from '../../shared/time/time-format';

/**
 * A list of the voyage's waypoints up to this many; past it, the waypoint's number is typed. A list
 * of 1,000 options, each with its ETA, was most of what opening the Risk tab cost (made and laid
 * out at once), and no navigator scrolls through it.
 */
export const waypointListLimit = 200;

/** The ensemble at a point's "or waypoint" choice: `onChoose` gets the waypoint's index. */
export function WaypointChoice({ waypoints, etaUtcMs, onChoose }: { waypoints: readonly { id: string; name: string }[]; etaUtcMs: readonly number[] | null; onChoose: (index: number) => void }) {
  const [typed, setTyped] = useState('');
  if (waypoints.length <= waypointListLimit) {
    return (
      <label>
        or waypoint{' '}
        <select value="" onChange={(event) => event.target.value !== '' && onChoose(Number(event.target.value))} data-testid="plume-waypoint">
          <option value="">choose…</option>
          {waypoints.map((waypoint, index) => (
            <option key={waypoint.id} value={index}>
              {index + 1}. {waypoint.name}
              {etaUtcMs?.[index] === undefined ? '' : ` (ETA ${formatUtcShort(etaUtcMs[index])})`}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const number = Number(typed);
  const valid = /^\d+$/.test(typed.trim()) && number >= 1 && number <= waypoints.length;
  const choose = () => {
    if (valid) onChoose(number - 1);
  };
  return (
    <span className="waypoint-number-choice">
      <label>
        or waypoint no.{' '}
        <input
          type="number"
          min={1}
          max={waypoints.length}
          step={1}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && choose()}
          data-testid="plume-waypoint-number"
        />
      </label>{' '}
      of {countWords(waypoints.length, 'waypoint')}{' '}
      <button type="button" disabled={!valid} onClick={choose} data-testid="plume-waypoint-choose">
        Choose
      </button>
      {typed.trim() !== '' && !valid && (
        <span role="alert" className="risk-problem">
          {' '}
          A waypoint number from 1 to {waypoints.length.toLocaleString('en-GB')}.
        </span>
      )}
    </span>
  );
}
