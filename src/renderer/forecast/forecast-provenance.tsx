import { creditWords } from '../../shared/format/credit-words';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { formatAge, formatUtcShort } from '../../shared/time/time-format';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { modelRunWords } from './model-run-words';

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
            {modelRunWords(model)}
          </span>
        ))}
        . Fetched {formatUtcShort(provenance.fetchedAtMs)} (age {formatAge(provenance.ageMs)}),{' '}
        {provenance.source === 'live' ? creditWords(provenance.credits, provenance.dataSource) : `from the cache (it cost ${creditWords(provenance.credits, provenance.dataSource)} when fetched)`}.
      </p>
      {provenance.readWarnings !== undefined && provenance.readWarnings.length > 0 && (
        <ul className="forecast-banner" role="status" aria-label="Parts of the answer left out" data-testid="forecast-read-warnings">
          {provenance.readWarnings.map((warning) => (
            <li key={warning}>Left out, could not be read: {warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
