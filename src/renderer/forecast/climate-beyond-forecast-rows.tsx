import './climate-beyond-forecast.css';
import { temperatureWords, windKnWords } from '../../shared/format/weather-units';
import { formatUtcShort } from '../../shared/time/time-format';
import { noClimateDataWords } from '../../shared/service/climate-coverage';
import { climateCheckWords, climateLimitChecks, limitsClimateCannotCheck } from '../../shared/voyage/climate-against-limits';
import type { ClimateStretch } from '../../shared/voyage/climate-along-route';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { CreditGateButton } from '../shell/credit-gate';
import type { ClimateBeyondForecast } from './use-climate-beyond-forecast';

/**
 * The exceedance list past the forecast's end: per stretch the climate's typical values (ten-year
 * means for the period of the ETA) against the vessel's limits, marked as climate, and the limits
 * the climate cannot speak to. Never counted among the forecast's exceedances.
 */
function typicalWords(stretch: Extract<ClimateStretch, { status: 'typical' }>): string {
  return `mean wind ${windKnWords(stretch.windKn)}, mean gust ${windKnWords(stretch.gustKn)}, air ${temperatureWords(stretch.temperatureLowC)} to ${temperatureWords(stretch.temperatureHighC)}`;
}

function StretchWords({ stretch, limits }: { stretch: ClimateStretch; limits: VesselLimits }) {
  if (stretch.status === 'not asked') return <>not asked yet</>;
  if (stretch.status === 'no data') return <>{noClimateDataWords} (outside the climate's coverage; asked once and kept)</>;
  if (stretch.status === 'failed') return <>climate not had: {stretch.reason}</>;
  const checks = climateLimitChecks(stretch, limits);
  return (
    <>
      {typicalWords(stretch)}
      {checks.map((check) => (
        <span key={check.limit} className={check.passed ? `climate-check severity-${check.severity}` : 'climate-check'} data-limit={check.limit} data-passed={check.passed ? 'true' : 'false'}>
          ; {climateCheckWords(check)}
        </span>
      ))}
    </>
  );
}

export function ClimateBeyondForecastRows({ climate, limits }: { climate: ClimateBeyondForecast; limits: VesselLimits }) {
  const { stretches, gate, status, placeCount } = climate;
  if (stretches.length === 0) return null;
  const notCovered = limitsClimateCannotCheck(limits);
  const answered = stretches.some((stretch) => stretch.status !== 'not asked');
  return (
    <div className="climate-beyond-forecast" data-testid="climate-beyond-forecast">
      <p className="climate-beyond-title">
        <span className="climate-tag">CLIMATE</span> Beyond the forecast: typical values of the past ten years at the waypoints, not a forecast.{' '}
        {!answered && (
          <CreditGateButton gate={gate} label="Climate beyond the forecast" busyLabel="Fetching climate…" busy={status.status === 'fetching'} detail={`, ${placeCount} ${placeCount === 1 ? 'place' : 'places'}`} testId="fetch-route-climate" />
        )}
      </p>
      {status.status === 'failed' && <p role="alert">The climate could not be fetched: {status.error.message}</p>}
      {answered && (
        <table className="data-table climate-table">
          <thead>
            <tr>
              <th scope="col">Climate at</th>
              <th scope="col">When (UTC)</th>
              <th scope="col">Typical for the period, against the limits</th>
            </tr>
          </thead>
          <tbody>
            {stretches.map((stretch) => (
              <tr key={stretch.waypointIndex} data-kind="climate" data-leg={stretch.legIndex} data-status={stretch.status}>
                <td>
                  {stretch.name} <span className="climate-tag">Climate ({stretch.periodWords})</span>
                </td>
                <td>
                  {formatUtcShort(stretch.fromUtcMs)} – {formatUtcShort(stretch.toUtcMs)}
                </td>
                <td>
                  <StretchWords stretch={stretch} limits={limits} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {answered && notCovered.length > 0 && <p className="climate-not-covered">The climate gives no {notCovered.join(', ')}: those limits are not checked beyond the forecast.</p>}
    </div>
  );
}
