import { useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { localTimeWords } from '../../shared/format/local-time';
import { formatUtcShort } from '../../shared/time/time-format';
import { useOpenVoyage } from '../route/open-voyage';
import { usePorts } from '../route/use-ports';
import { useWaypointClocks } from '../route/use-waypoint-clocks';
import { UtcFieldInput } from '../shell/utc-field-input';

/**
 * The departure (UTC) of the open voyage, to try another sailing time against the storms: the
 * CPA follows at once, being worked out from the plan. An edit like any other, saved with the
 * voyage. A voyage timed by its arrival shows its computed departure, read-only. Beside it the
 * local time at the first waypoint by the one rule (the port's zone in port, else the nautical
 * zone), so it says what the Route tab and the printed plan say.
 */
export function DepartureField({ bridge }: { bridge: PassageBridge }) {
  const { voyage, plan, edit } = useOpenVoyage();
  const { ports } = usePorts(bridge);
  const waypoints = voyage?.waypoints;
  const departureWaypoint = useMemo(() => waypoints?.slice(0, 1), [waypoints]);
  const { clocks } = useWaypointClocks(bridge, departureWaypoint, ports);
  if (voyage === null) return null;
  if (voyage.departure.mode !== 'departAt') {
    const etd = plan?.ok === true ? formatUtcShort(plan.plan.etdUtcMs) : 'not known';
    return <p className="risk-note">Timed by arrival; departure {etd}.</p>;
  }
  const first = voyage.waypoints[0];
  const etdUtcMs = voyage.departure.etdUtcMs;
  return (
    <label className="departure-field">
      Departure (UTC){' '}
      <UtcFieldInput
        label="Departure UTC"
        name="departure-utc"
        timeUtcMs={etdUtcMs}
        localTime={first ? `local ${localTimeWords(etdUtcMs, first.lon, clocks[0] ?? null)}` : undefined}
        onCommit={(etdUtcMs) => edit((current) => ({ ...current, departure: { mode: 'departAt', etdUtcMs } }))}
      />
    </label>
  );
}
