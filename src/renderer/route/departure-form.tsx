import type { Port } from '../../shared/service/ports';
import type { Departure } from '../../shared/voyage/voyage';
import { UtcFieldInput } from '../shell/utc-field-input';
import { useOpenVoyageSelector } from './open-voyage';
import { sameFields } from '../state/external-store';
import { localTimeWords } from './port-local-time';
import { CreditGateButton } from '../shell/credit-gate';
import { listWords } from '../../shared/format/list-words';
import type { PortZoneLookup, PortZones } from './use-port-zones';

/**
 * When the voyage is timed from: a departure (ETD) or a required arrival (planning backwards),
 * entered in UTC, with the local time of the departure or arrival port shown beside it.
 */
export function DepartureForm({
  departurePort,
  arrivalPort,
  zones,
  zoneLookup,
}: {
  departurePort: Port | null;
  arrivalPort: Port | null;
  zones: PortZones;
  /** The ports' zones that cost credits to look up: asked through the credit gate, cost first. */
  zoneLookup?: PortZoneLookup;
}) {
  // The timing and the timed end's longitude: a waypoint renamed or moved mid-route renders nothing here.
  const timing = useOpenVoyageSelector((open) => {
    const departure = open.voyage?.departure;
    const solved = open.plan?.ok ? open.plan.plan : null;
    const endWaypoint = departure?.mode === 'departAt' ? open.voyage?.waypoints[0] : open.voyage?.waypoints.at(-1);
    return { departure, endLon: endWaypoint?.lon, etdUtcMs: solved?.etdUtcMs, etaUtcMs: solved?.etaUtcMs, edit: open.edit };
  }, sameFields);
  const { departure, endLon, edit } = timing;
  if (departure === undefined) return null;
  const timeMs = departure.mode === 'departAt' ? departure.etdUtcMs : departure.etaUtcMs;
  const port = departure.mode === 'departAt' ? departurePort : arrivalPort;
  // Switching the mode keeps the route's times: the arrival it had becomes the one required.

  function setDeparture(next: Departure) {
    edit((current) => ({ ...current, departure: next }));
  }

  return (
    <fieldset className="departure-form">
      <legend>Timing</legend>
      <label>
        <input type="radio" name="timing" checked={departure.mode === 'departAt'} onChange={() => setDeparture({ mode: 'departAt', etdUtcMs: timing.etdUtcMs ?? timeMs })} /> Depart at
      </label>{' '}
      <label>
        <input type="radio" name="timing" checked={departure.mode === 'arriveBy'} onChange={() => setDeparture({ mode: 'arriveBy', etaUtcMs: timing.etaUtcMs ?? timeMs })} /> Arrive by
      </label>{' '}
      <span className="departure-time">
        {departure.mode === 'departAt' ? 'ETD' : 'Required ETA'}{' '}
        <UtcFieldInput
          key={departure.mode}
          label={departure.mode === 'departAt' ? 'Departure UTC' : 'Required arrival UTC'}
          timeUtcMs={timeMs}
          onCommit={(next) => setDeparture(departure.mode === 'departAt' ? { mode: 'departAt', etdUtcMs: next } : { mode: 'arriveBy', etaUtcMs: next })}
          localTime={endLon === undefined ? 'local: no waypoint yet' : `local ${localTimeWords(timeMs, endLon, port, zones)}`}
        />
      </span>
      {zoneLookup !== undefined && zoneLookup.unpaid.length > 0 && (
        <p className="port-zone-lookup">
          <CreditGateButton
            gate={zoneLookup.gate}
            label={`Look up the local time at ${listWords(zoneLookup.unpaid.map((each) => each.name))}`}
            busyLabel="Looking up…"
            title="The time zone of the departure and arrival ports, from the service's nearby places, asked once and then cached: the local time beside the ETD and ETA here, in the route table, the port weather and the printed plan"
            testId="look-up-port-zones"
          />
        </p>
      )}
    </fieldset>
  );
}
