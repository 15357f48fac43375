import type { Port } from '../../shared/service/ports';
import { formatDuration, formatUtcShort } from '../../shared/time/time-format';
import type { LegGeometry } from '../../shared/voyage/voyage';
import { useOpenVoyage } from './open-voyage';
import { localTimeWords } from './port-local-time';
import { PositionCell } from './position-cell';
import { updateLeg, updateWaypoint } from './route-edits';
import { useRouteEditing } from './route-editing';
import { SpeedCell } from './speed-cell';
import type { PortZones } from './use-port-zones';

const degrees = (value: number) => `${value.toFixed(1).padStart(5, '0')}°`;

/**
 * The route as a table, one row per waypoint with the leg that arrives at it (the RTZ habit):
 * name, position (latitude over longitude, so the ETA column keeps its room in a 720 px panel), leg type, distance, course, speed, ETA in UTC and local (the port's in its
 * approaches, else the nautical zone; the cell names which), then the totals. It edits the same open voyage as the chart.
 */
export function RouteTable({ nearest, zones }: { nearest: readonly (Port | null)[]; zones: PortZones }) {
  const { voyage, plan, edit } = useOpenVoyage();
  const { selected, select } = useRouteEditing();
  const waypoints = voyage?.waypoints;

  if (voyage === null || waypoints === undefined) return null;
  if (waypoints.length === 0) return <p className="route-hint">No waypoints yet: press E (or “Edit route”) and click the chart to lay the route.</p>;
  const solved = plan?.ok ? plan.plan : null;

  const localTime = (index: number, timeMs: number | undefined) => (timeMs === undefined ? '' : localTimeWords(timeMs, waypoints[index]?.lon ?? 0, nearest[index] ?? null, zones));

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
            const leg = index > 0 ? voyage.legs[index - 1] : undefined;
            const solvedLeg = index > 0 ? solved?.route.legs[index - 1] : undefined;
            const etaUtcMs = solved?.schedule.waypointEtaUtcMs[index];
            const rowLabel = waypoint.name || `waypoint ${index + 1}`;
            const legLabel = `leg ${index} to ${rowLabel}`;
            return (
              <tr key={waypoint.id} className={selected === index ? 'selected' : undefined} onClick={() => select(index)} data-testid="route-row">
                <td className="number">{index + 1}</td>
                <td>
                  <input
                    aria-label={`Name of waypoint ${index + 1}`}
                    value={waypoint.name}
                    size={9}
                    maxLength={200}
                    onChange={(event) => edit((current) => updateWaypoint(current, index, (each) => ({ ...each, name: event.target.value })))}
                  />
                </td>
                <td className="position">
                  <PositionCell axis="lat" valueDeg={waypoint.lat} rowLabel={rowLabel} onChange={(lat) => edit((current) => updateWaypoint(current, index, (each) => ({ ...each, lat })))} />
                  <PositionCell axis="lon" valueDeg={waypoint.lon} rowLabel={rowLabel} onChange={(lon) => edit((current) => updateWaypoint(current, index, (each) => ({ ...each, lon })))} />
                </td>
                <td>
                  {leg && (
                    <select aria-label={`Type of ${legLabel}`} value={leg.geometry} onChange={(event) => edit((current) => updateLeg(current, index - 1, { geometry: event.target.value as LegGeometry }))}>
                      <option value="rhumb" title="Rhumb line: constant course">RL</option>
                      <option value="greatCircle" title="Great circle: shortest way">GC</option>
                    </select>
                  )}
                </td>
                <td className="number">{solvedLeg?.distanceNm.toFixed(1)}</td>
                <td className="number">{solvedLeg && degrees(solvedLeg.initialCourseDeg)}</td>
                <td>{leg && <SpeedCell speedKn={leg.speedKn} legLabel={legLabel} onChange={(speedKn) => edit((current) => updateLeg(current, index - 1, { speedKn }))} />}</td>
                <td className="eta">
                  <span data-testid="eta-utc">{etaUtcMs === undefined ? '' : formatUtcShort(etaUtcMs)}</span>
                  <span className="local-time">{localTime(index, etaUtcMs)}</span>
                </td>
              </tr>
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
