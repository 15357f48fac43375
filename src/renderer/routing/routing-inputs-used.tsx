import { routingGroundsWords, routingPenaltyWords } from '../../shared/format/weather-routing-words';
import type { RoutingInputsUsed } from '../../shared/voyage/weather-routing';

/**
 * What a proposal rests on besides the weather, so the navigator can judge it: the ship's speed
 * in a seaway (her profile's speed-loss table, or her service speed in any sea), the voyage's
 * no-go areas kept out of, the storms weighed against the profile's distances, and the weights
 * that turned soft limits and storms into hours.
 */
export function RoutingInputsUsedList({ inputs }: { inputs: RoutingInputsUsed }) {
  const grounds = routingGroundsWords(inputs);
  return (
    <section className="routing-inputs" aria-labelledby="routing-inputs-heading" data-testid="routing-inputs">
      <h4 id="routing-inputs-heading">What the routing weighed besides the weather</h4>
      <ul>
        <li data-testid="routing-speed-loss">{grounds.speed}</li>
        <li data-testid="routing-no-go">{grounds.noGoAreas}</li>
        <li data-testid="routing-storms">{grounds.storms}</li>
      </ul>
      <h4>Penalties, in hours added to the arrival</h4>
      <ul data-testid="routing-penalties">
        {routingPenaltyWords(inputs.penalties).map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
    </section>
  );
}
