import { formatUtcShort } from '../../shared/time/time-format';
import type { ExceedanceReport } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/** The summary line, then every stretch above a limit by leg: from–to (UTC), the worst value and the limit. */
export function ExceedanceList({ report, series }: { report: ExceedanceReport; series: RouteForecastSeries }) {
  const legName = (legIndex: number) => `${series.waypoints[legIndex]?.name ?? '?'} → ${series.waypoints[legIndex + 1]?.name ?? '?'}`;
  return (
    <section className="exceedances" data-testid="exceedances" aria-label="Vessel limits">
      <p className={`exceedance-summary${report.hardCount > 0 ? ' exceedance-hard' : report.softCount > 0 ? ' exceedance-soft' : ''}`} data-testid="exceedance-summary">
        {report.summary}
      </p>
      {report.exceedances.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Leg</th>
              <th scope="col">Limit</th>
              <th scope="col">From – to (UTC)</th>
              <th scope="col" className="number">Peak</th>
            </tr>
          </thead>
          <tbody>
            {report.exceedances.map((each) => (
              <tr key={`${each.limit}-${each.legIndex}-${each.fromUtcMs}`} data-severity={each.severity} data-limit={each.limit}>
                <td>
                  {each.legIndex + 1}. {legName(each.legIndex)}
                </td>
                <td>
                  {each.what} {each.limit === 'visibilityNm' ? '<' : '>'} {each.limitValue} {each.unit} <span className={`severity-${each.severity}`}>{each.severity}</span>
                </td>
                <td>
                  {formatUtcShort(each.fromUtcMs)} – {formatUtcShort(each.toUtcMs)}
                </td>
                <td className="number">
                  {each.peakValue.toFixed(1)} {each.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
