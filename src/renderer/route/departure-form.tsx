import { useState } from 'react';
import type { Port } from '../../shared/service/ports';
import type { Departure } from '../../shared/voyage/voyage';
import { utcFieldValue, parseUtcFieldValue } from '../shell/utc-field';
import { useOpenVoyage } from './open-voyage';
import { portLocalTime } from './port-local-time';
import type { PortZones } from './use-port-zones';

/**
 * When the voyage is timed from: a departure (ETD) or a required arrival (planning backwards),
 * entered in UTC, with the local time of the departure or arrival port shown beside it.
 */
export function DepartureForm({ departurePort, arrivalPort, zones }: { departurePort: Port | null; arrivalPort: Port | null; zones: PortZones }) {
  const { voyage, edit } = useOpenVoyage();
  const [problem, setProblem] = useState<string | null>(null);
  if (voyage === null) return null;
  const departure = voyage.departure;
  const timeMs = departure.mode === 'departAt' ? departure.etdUtcMs : departure.etaUtcMs;
  const port = departure.mode === 'departAt' ? departurePort : arrivalPort;

  function setDeparture(next: Departure) {
    edit((current) => ({ ...current, departure: next }));
  }

  return (
    <fieldset className="departure-form">
      <legend>Timing</legend>
      <label>
        <input type="radio" name="timing" checked={departure.mode === 'departAt'} onChange={() => setDeparture({ mode: 'departAt', etdUtcMs: timeMs })} /> Depart at
      </label>{' '}
      <label>
        <input type="radio" name="timing" checked={departure.mode === 'arriveBy'} onChange={() => setDeparture({ mode: 'arriveBy', etaUtcMs: timeMs })} /> Arrive by
      </label>{' '}
      <label>
        <input
          type="datetime-local"
          aria-label={departure.mode === 'departAt' ? 'Departure UTC' : 'Required arrival UTC'}
          value={utcFieldValue(timeMs)}
          onChange={(event) => {
            const next = parseUtcFieldValue(event.target.value);
            if (next === null) {
              setProblem('Give a whole date and time, in UTC (YYYY-MM-DD hh:mm).');
              return;
            }
            setProblem(null);
            setDeparture(departure.mode === 'departAt' ? { mode: 'departAt', etdUtcMs: next } : { mode: 'arriveBy', etaUtcMs: next });
          }}
        />{' '}
        UTC
      </label>
      <div className="departure-local">{port || voyage.waypoints.length > 0 ? `Local: ${portLocalTime(timeMs, port, zones)}` : 'Local: no waypoint yet'}</div>
      {problem && <p role="alert">{problem}</p>}
    </fieldset>
  );
}
