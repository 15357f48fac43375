import { formatQuantity } from '../../shared/format/quantity-format';
import { limitSeverityWords } from '../../shared/format/limit-words';
import { Fragment, useState, type ReactNode } from 'react';
import { countWords } from '../../shared/format/count-words';
import type { StormEncounter } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import { forecastEnd, forecastEndWords } from '../../shared/voyage/forecast-end';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { limitText, type ExceedanceReport } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { defaultVesselProfile, type VesselLimits } from '../../shared/voyage/vessel-profile';
import { legRiskRows, riskSummaryParts } from './leg-risk-text';

/**
 * The summary line, then by leg: every stretch of the forecast above a limit (from–to UTC, the
 * worst value), the ensemble's highest chance of passing each limit on the leg (once fetched in
 * the Risk tab), and each storm whose closest approach breaks the vessel profile's distance.
 */
export function ExceedanceList({
  report,
  series,
  risk = { limits: null, ensemble: null, encounters: null },
  beyondForecast = null,
  legsAtFirst = Infinity,
}: {
  report: ExceedanceReport;
  series: RouteForecastSeries;
  /** The ensemble (for this voyage) and the storms beside the forecast; the printed plan has neither yet. */
  risk?: { limits: VesselLimits | null; ensemble: EnsembleAlongRoute | null; encounters: readonly StormEncounter[] | null };
  /** Past the forecast's end: the climate's rows (forecast/climate-beyond-forecast-rows.tsx), apart from the forecast's. */
  beyondForecast?: ReactNode;
  /**
   * The legs listed at once; the rest wait for the navigator's click. An ocean crossing's
   * hundreds of rows (3,500 elements for 1,000 waypoints over the Pacific) held the window for a
   * third of a second and more as its forecast came in, to lay out rows far below the fold.
   * The printed plan lists them all.
   */
  legsAtFirst?: number;
}) {
  // Per answer: a new forecast lists its first legs again.
  const [allLegsOf, setAllLegsOf] = useState<RouteForecastSeries | null>(null);
  const { encounters } = risk;
  const limits = risk.limits ?? defaultVesselProfile.limits;
  // Without the profile's limits the ensemble's figures could not be named right: left out.
  const ensemble = risk.limits === null ? null : risk.ensemble;
  const legName = (legIndex: number) => `${series.waypoints[legIndex]?.name ?? '?'} → ${series.waypoints[legIndex + 1]?.name ?? '?'}`;
  const rows = legRiskRows(report, ensemble, encounters, limits);
  const shownRows = allLegsOf === series ? rows : rows.slice(0, legsAtFirst);
  const riskParts = riskSummaryParts(ensemble, encounters, limits);
  const hardStorm = rows.some((row) => row.storms.some((storm) => storm.severity === 'hard'));
  const softStorm = rows.some((row) => row.storms.length > 0);
  const end = forecastEnd(series);
  const tone = report.hardCount > 0 || hardStorm ? ' exceedance-hard' : report.softCount > 0 || softStorm ? ' exceedance-soft' : '';
  return (
    <section className="exceedances" data-testid="exceedances" aria-label="Vessel limits">
      <p className={`exceedance-summary${tone}`}>
        {/* The forecast's own line apart: the printed plan carries it word for word. */}
        <span data-testid="exceedance-summary">{report.summary}</span>
        {riskParts.length > 0 && <span data-testid="risk-summary">; {riskParts.join('; ')}</span>}
      </p>
      {end !== null && (
        <p className="exceedance-forecast-end" data-testid="forecast-end">
          {forecastEndWords(end)}
        </p>
      )}
      {rows.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Limit</th>
              <th scope="col">When (UTC)</th>
              <th scope="col" className="number">Worst</th>
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row) => (
              <Fragment key={row.legIndex}>
                <tr className="exceedance-leg" data-leg={row.legIndex}>
                  <th scope="rowgroup" colSpan={3}>
                    {row.legIndex + 1}. {legName(row.legIndex)}
                  </th>
                </tr>
                {row.exceedances.map((index) => {
                  const each = report.exceedances[index];
                  if (each === undefined) return null;
                  return (
                    <tr key={`f-${index}`} data-severity={each.severity} data-limit={each.limit} data-leg={row.legIndex} data-kind="forecast">
                      <td>
                        {limitText(each.limit, each.limitValue, each.what)} <span className={`severity-${each.severity}`}>{limitSeverityWords[each.severity]}</span>
                      </td>
                      <td className="exceedance-when">
                        {/* Each time whole: the cell breaks between them, never inside one. */}
                        <span>{formatUtcShort(each.fromUtcMs)} –</span> <span>{formatUtcShort(each.toUtcMs)}</span>
                      </td>
                      <td className="number">
                        {formatQuantity(each.peakValue, each.unit)}
                      </td>
                    </tr>
                  );
                })}
                {row.ensemble.length > 0 && (
                  <tr data-kind="ensemble" data-leg={row.legIndex}>
                    <td colSpan={3}>
                      Ensemble chance:{' '}
                      {row.ensemble.map((figure, index) => (
                        <span key={figure.limit} className="exceedance-ensemble" data-limit={figure.limit} data-probability={figure.probability ?? ''}>
                          {index > 0 && '; '}
                          {figure.words}: {figure.figure}
                        </span>
                      ))}
                    </td>
                  </tr>
                )}
                {row.storms.map((storm) => (
                  <tr key={`s-${storm.stormId}`} data-severity={storm.severity} data-kind="storm" data-leg={row.legIndex}>
                    <td colSpan={3}>
                      <span className={`severity-${storm.severity}`}>{storm.words}</span>, {storm.when}
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {shownRows.length < rows.length && (
        <p>
          <button type="button" data-testid="exceedances-show-all" onClick={() => setAllLegsOf(series)}>
            List the other {countWords(rows.length - shownRows.length, 'leg')} with limits passed
          </button>
        </p>
      )}
      {end !== null && beyondForecast}
    </section>
  );
}
