import { formatLatitude, formatLongitude } from '../../shared/geo';
import type { DataSource } from '../../shared/service/answer-provenance';
import { costWords } from '../../shared/format/credit-words';
import { routingQuantityNames } from '../../shared/format/routing-words';
import { formatUtcShort } from '../../shared/time/time-format';
import type { WeatherRoutingEstimate } from '../../shared/voyage/weather-routing';

/** "0.5°, every 6 h" */
function resolutionWords(resolutionDeg: number, stepHours: number): string {
  return `${resolutionDeg}°, every ${stepHours} h`;
}

/**
 * Before routing: which fields the router will read, from which model, at what resolution in
 * space and time, and what each costs (a cached one costs nothing and says so); the region and
 * the span they cover; what the router goes without.
 */
export function RoutingFields({ estimate, dataSource }: { estimate: WeatherRoutingEstimate; dataSource: DataSource }) {
  const { box } = estimate;
  return (
    <section className="routing-fields" aria-labelledby="routing-fields-heading" data-testid="routing-fields">
      <h3 id="routing-fields-heading">
        {estimate.fieldSource === 'layers' ? "Fields for routing, from the service's map layers (read back by their palette)" : "Fields for routing, from the models' timeseries at grid points"}
      </h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Model</th>
            <th scope="col">Resolution</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          {estimate.fields.map((field) => (
            <tr key={field.quantity} data-testid="routing-field" data-cached={field.cached}>
              <th scope="row">{routingQuantityNames[field.quantity]}</th>
              <td>{field.modelName}</td>
              <td>{resolutionWords(field.resolutionDeg, field.stepHours)}</td>
              <td>{field.sharedWith !== null ? `with ${routingQuantityNames[field.sharedWith].toLowerCase()}` : field.cached ? 'cached, no credits' : costWords(field.creditsToSpend, dataSource)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Storms (the Risk tab's)</th>
            <td>service</td>
            <td>tracks and forecasts</td>
            <td>{estimate.stormCredits === 0 ? 'cached, no credits' : costWords(estimate.stormCredits, dataSource)}</td>
          </tr>
        </tbody>
      </table>
      <p className="routing-note" data-testid="routing-region">
        {[
          `Over ${formatLatitude(box.south)} to ${formatLatitude(box.north)}, ${formatLongitude(box.west)} to ${formatLongitude(box.east)}, from ${formatUtcShort(estimate.fromUtcMs)} to ${formatUtcShort(estimate.toUtcMs)}.`,
          estimate.fieldSource === 'layers' ? 'The images themselves cost no credits; each time of each field is one image.' : null,
          estimate.catalogueCredits > 0 ? `Choosing the models read the catalogues (${costWords(estimate.catalogueCredits, dataSource)}).` : null,
        ]
          .filter((sentence) => sentence !== null)
          .join(' ')}
      </p>
      {estimate.notes.map((note) => (
        <p key={note} className="routing-note">
          {note}
        </p>
      ))}
    </section>
  );
}
