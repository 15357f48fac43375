import type { ReportWaypointRow } from './route-report-model';

/**
 * The waypoint table. Its header repeats on every printed page and no row is split between two
 * pages (route-report.css); each row describes the leg that arrives at its waypoint, as RTZ does.
 */
export function ReportWaypointTable({ rows }: { rows: readonly ReportWaypointRow[] }) {
  return (
    <section className="report-waypoints">
      <h2>Waypoints and schedule</h2>
      <table>
        <thead>
          <tr>
            <th>No.</th>
            <th className="name">Waypoint</th>
            <th>Latitude</th>
            <th>Longitude</th>
            <th>Leg</th>
            <th>Course °T</th>
            <th>Leg nm</th>
            <th>Total nm</th>
            <th>Speed kn</th>
            <th>ETA UTC</th>
            <th>ETA local</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} data-waypoint={row.number}>
              <td className="number">{row.number}</td>
              <td className="name">{row.name}</td>
              <td className="position">{row.latitude}</td>
              <td className="position">{row.longitude}</td>
              <td>{row.legType}</td>
              <td className="number">{row.courseDeg}</td>
              <td className="number">{row.legDistanceNm}</td>
              <td className="number">{row.totalDistanceNm}</td>
              <td className="number">{row.speedKn}</td>
              <td className="time">{row.etaUtc}</td>
              <td className="time">{row.etaLocal}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
