import { creditWords } from '../../shared/format/credit-words';
import { modelName } from '../../shared/format/service-names';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { formatAge, formatUtcShort } from '../../shared/time/time-format';
import type { RouteForecastModel } from '../../shared/voyage/route-forecast-series';

export interface ReportSource {
  /** What the user would call it: "ports", "route forecast". */
  label: string;
  provenance: AnswerProvenance;
}

const sourceWords: Record<AnswerProvenance['source'], string> = {
  live: 'fetched for this report',
  cache: 'from the cache',
  'offline-cache': 'from the cache, service not reachable',
};

/**
 * Where every figure came from, as the master will ask: which service answer, which model run,
 * when it was fetched, how old it was when printed, and what it cost.
 */
export function ReportProvenance({
  sources,
  models,
  printedAtMs,
  voyageRevision,
  notes,
}: {
  sources: readonly ReportSource[];
  /** The models the forecast along the route came from, each with its run. */
  models: readonly RouteForecastModel[];
  printedAtMs: number;
  voyageRevision: number;
  notes: readonly string[];
}) {
  const credits = sources.reduce((sum, each) => sum + each.provenance.credits, 0);
  return (
    <section className="report-provenance">
      <h2>Where the figures come from</h2>
      <p>
        Route, distances, courses and times: computed by Passage on the WGS84 ellipsoid (rhumb lines and geodesics) from the saved voyage, revision{' '}
        {voyageRevision}.
      </p>
      {sources.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Data</th>
              <th>Service</th>
              <th>How</th>
              <th>Model run</th>
              <th>Fetched UTC</th>
              <th>Age at printing</th>
              <th>Credits</th>
            </tr>
          </thead>
          <tbody>
            {sources.map(({ label, provenance }) => (
              <tr key={label}>
                <td className="source-label">{label}</td>
                <td>{provenance.dataSource === 'demo' ? 'DEMO (simulated)' : 'live service'}</td>
                <td>{sourceWords[provenance.source] + (provenance.stale ? ', past its freshness' : '')}</td>
                <td>{provenance.modelRunMs === null ? 'none (not a model product)' : formatUtcShort(provenance.modelRunMs)}</td>
                <td>{formatUtcShort(provenance.fetchedAtMs)}</td>
                <td>{formatAge(printedAtMs - provenance.fetchedAtMs)}</td>
                <td className="number">{provenance.credits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {models.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Forecast model</th>
              <th>Run (UTC)</th>
              <th>Run age at printing</th>
              <th>Covers (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {models.map((model) => (
              <tr key={model.key}>
                <td className="source-label">{modelName(model.key)}</td>
                <td>{model.runUtcMs === null ? 'not given' : formatUtcShort(model.runUtcMs)}</td>
                <td>{model.runUtcMs === null ? '' : formatAge(printedAtMs - model.runUtcMs)}</td>
                <td>
                  {model.error ?? (model.fromUtcMs === null || model.toUtcMs === null ? 'not given' : `${formatUtcShort(model.fromUtcMs)} to ${formatUtcShort(model.toUtcMs)}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>Credits spent when this data was fetched: {creditWords(credits, sources.some((each) => each.provenance.dataSource === 'demo') ? 'demo' : 'live')}.</p>
      {notes.map((note) => (
        <p key={note} className="report-gap">
          {note}
        </p>
      ))}
    </section>
  );
}
