import './route-check.css';
import { routeCheckWarnings } from '../../shared/voyage/route-check';
import { useRouteCheck } from './route-check-state';
import { RouteFindings } from './route-findings';

/**
 * The route check of the route on screen, with a headline count: shown in the Route tab under the
 * table and in the Forecast tab before a forecast is bought.
 */
export function RouteCheckList({ onChooseLeg }: { onChooseLeg?: (legIndex: number) => void }) {
  const { result, problem } = useRouteCheck();
  if (problem) return <p role="alert">{problem}</p>;
  if (result === null) return null;
  const warnings = routeCheckWarnings(result).length;
  return (
    <section className="route-check" data-testid="route-check" aria-label="Route check" data-warnings={warnings}>
      <h3>
        Route check{' '}
        <span className={warnings > 0 ? 'route-check-count alarm' : 'route-check-count'}>
          {warnings === 0 ? `clear of land and ${result.safetyDistanceNm} nm from the coast` : `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`}
        </span>
      </h3>
      <RouteFindings result={result} sourceClassName="route-check-source" {...(onChooseLeg ? { onChooseLeg } : {})} />
    </section>
  );
}
