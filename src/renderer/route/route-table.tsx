import type { Port } from '../../shared/service/ports';
import { formatDuration, formatUtcShort } from '../../shared/time/time-format';
import { useOpenVoyage } from './open-voyage';
import { localTimeWords } from './port-local-time';
import { useRouteEditing } from './route-editing';
import { RouteRow } from './route-row';
import type { PortZones } from './use-port-zones';

/**
 * The route as a table, one row per waypoint with the leg that arrives at it (the RTZ habit):
 * name, position (latitude over longitude, so the ETA column keeps its room in a 720 px panel),
 * leg type, distance, course, speed, ETA in UTC and local (the port's in its approaches, else
 * the nautical zone; the cell names which), then the totals. It edits the same open voyage as
 * the chart; each row is a memoised RouteRow.
 */
export function RouteTable({ nearest, zones }: { nearest: readonly (Port | null)[]; zones: PortZones }) {
  const { voyage, plan, edit } = useOpenVoyage();
  const { selected, select } = useRouteEditing();
  const waypoints = voyage?.waypoints;

  if (voyage === null || waypoints === undefined) return null;
  if (waypoints.length === 0) return <p className="route-hint">No waypoints yet: press E (or “Edit route”) and click the chart to lay the route.</p>;
  const solved = plan?.ok ? plan.plan : null;

  return (
    <div className="route-table-wrap">
      {plan && !plan.ok && <p role="alert">{plan.message}</p>}
      <table className="data-table route-table" aria-label="Route">
        <thead>
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
        <tbody>
          {waypoints.map((waypoint, index) => {
            const solvedLeg = index > 0 ? solved?.route.legs[index - 1] : undefined;
            const etaUtcMs = solved?.schedule.waypointEtaUtcMs[index];
            return (
              <RouteRow
                key={waypoint.id}
                index={index}
                waypoint={waypoint}
                leg={index > 0 ? voyage.legs[index - 1] : undefined}
                distanceNm={solvedLeg?.distanceNm}
                initialCourseDeg={solvedLeg?.initialCourseDeg}
                etaUtcMs={etaUtcMs}
                localTime={etaUtcMs === undefined ? '' : localTimeWords(etaUtcMs, waypoint.lon, nearest[index] ?? null, zones)}
                selected={selected === index}
                edit={edit}
                select={select}
              />
            );
          })}
        </tbody>
      </table>
      {solved && (
        <dl className="route-totals" data-testid="route-totals">
          <dt>Distance</dt>
          <dd>{solved.route.totalDistanceNm.toFixed(1)} nm</dd>
          <dt>Time at sea</dt>
          <dd>{formatDuration(solved.etaUtcMs - solved.etdUtcMs)}</dd>
          <dt>Departure</dt>
          <dd>{formatUtcShort(solved.etdUtcMs)}</dd>
          <dt>Arrival</dt>
          <dd data-testid="arrival-utc">{formatUtcShort(solved.etaUtcMs)}</dd>
        </dl>
      )}
    </div>
  );
}
