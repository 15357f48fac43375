import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { formatAge, formatUtcDateTime, formatUtcShort } from '../../shared/time/time-format';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/**
 * Where the forecast came from: each model and its run, when it was fetched and how old it is,
 * what it cost; a banner when it was served offline or a newer run is due.
 */
export function ForecastProvenance({ provenance, series, workingOffline }: { provenance: AnswerProvenance; series: RouteForecastSeries; workingOffline: boolean }) {
  // A fresh cached answer shown while Passage is offline is still a cache answer the navigator cannot refresh.
  const offline = provenance.source === 'offline-cache' || (workingOffline && provenance.source !== 'live');
  return (
    <div className="forecast-provenance" data-testid="forecast-provenance">
      {(offline || provenance.stale) && (
        <p className="forecast-banner" role="status" data-testid="forecast-banner">
          {offline ? 'Offline: shown from the cache. ' : ''}
          {provenance.stale ? 'Older than the newest model run: fetch again when online.' : ''}
        </p>
      )}
      <p>
        {provenance.dataSource === 'demo' && <span className="forecast-demo">Demo data</span>}{' '}
        Models:{' '}
        {series.models.map((model, index) => (
          <span key={model.key}>
            {index > 0 && '; '}
            {model.key} {model.error === null ? `run ${model.runUtcMs === null ? 'unknown' : formatUtcShort(model.runUtcMs)}` : `unavailable (${model.error})`}
          </span>
        ))}
        . Fetched {formatUtcDateTime(provenance.fetchedAtMs)} (age {formatAge(provenance.ageMs)}),{' '}
        {provenance.source === 'live' ? `${provenance.credits} credit${provenance.credits === 1 ? '' : 's'}` : `from the cache (it cost ${provenance.credits} credit${provenance.credits === 1 ? '' : 's'} when fetched)`}.
      </p>
    </div>
  );
}
