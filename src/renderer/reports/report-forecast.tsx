import type { ExceedanceReport } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { ExceedanceList } from '../forecast/exceedance-list';
import { reportForecastTable } from './report-forecast-rows';

/**
 * The weather where the ship will be when she is there: the forecast at ETA at every waypoint
 * and at the chosen interval, then where it passes the vessel's limits (the Forecast tab's own
 * exceedance list, so screen and paper agree).
 */
export function ReportForecast({ series, intervalH, exceedances }: { series: RouteForecastSeries; intervalH: number; exceedances: ExceedanceReport }) {
  const table = reportForecastTable(series, intervalH);
  return (
    <section className="report-forecast">
      <h2>Forecast at the ship&apos;s position and time (every waypoint, and every {intervalH} h between)</h2>
      <table>
        <thead>
          <tr>
            <th>UTC</th>
            <th>Position</th>
            <th>Waypoint</th>
            {table.columns.map((column) => (
              <th key={column.heading} className="number">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.timeUtc}>
              <td className="time">{row.timeUtc}</td>
              <td className="position">{row.position}</td>
              <td>{row.waypoint}</td>
              {row.values.map((value, index) => (
                <td key={table.columns[index]?.heading ?? index} className="number">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.waypointsLeftOut > 0 && (
        <p className="report-note" data-testid="forecast-waypoints-left-out">
          {table.waypointsLeftOut.toLocaleString('en-GB')} waypoints less than an hour after the row before have no row of their own (the waypoint table above gives each one&apos;s ETA).
        </p>
      )}
      {table.missing.length > 0 && <p className="report-gap">Not served by the service: {table.missing.join('; ')}.</p>}
      <h2>Vessel limits along the route</h2>
      <ExceedanceList report={exceedances} series={series} />
    </section>
  );
}
