import './route-check.css';
import { countWords } from '../../shared/format/count-words';
import { isAcknowledged, routeCheckWarnings, type RouteCheckResult } from '../../shared/voyage/route-check';
import { openVoyage } from '../route/open-voyage';
import { useStoreSnapshot } from '../state/external-store';
import { useAfterPaint } from '../shell/use-after-paint';
import { useRouteCheck } from './route-check-state';
import { RouteFindings } from './route-findings';

/**
 * The route check of the route on screen, with a headline count: shown in the Route tab under the
 * table and in the Forecast tab before a forecast is bought.
 */
export function RouteCheckList({ onChooseLeg, onAcknowledge }: { onChooseLeg?: (legIndex: number) => void; onAcknowledge?: (key: string, result: RouteCheckResult) => void }) {
  // The list comes a frame after the table and the chart: a voyage opened with its last check kept
  // (898 findings on the 5,000-waypoint bench voyage) laid the whole list out before they painted.
  const { result, problem, forWaypoints } = useAfterPaint(useRouteCheck());
  // A check answers a moment after the last edit: until then the list is a step behind the route.
  const onScreen = useStoreSnapshot(openVoyage.store.subscribe, waypointsOnScreen);
  const current = forWaypoints === onScreen;
  if (problem) return <p role="alert">{problem}</p>;
  if (result === null) return null;
  const warnings = routeCheckWarnings(result).length;
  const acknowledged = result.findings.filter(isAcknowledged).length;
  return (
    <section className="route-check" data-testid="route-check" aria-label="Route check" data-warnings={warnings} aria-busy={!current} data-for-route-on-screen={current}>
      <h3>
        Route check{' '}
        <span className={warnings > 0 ? 'route-check-count alarm' : 'route-check-count'}>
          {warnings > 0 ? countWords(warnings, 'warning') : acknowledged > 0 ? 'no warning left' : `clear of land and ${result.safetyDistanceNm} nm from the coast`}
        </span>
        {acknowledged > 0 && <span className="route-check-acknowledged"> · {acknowledged} acknowledged</span>}
      </h3>
      <RouteFindings result={result} sourceClassName="route-check-source" {...(onChooseLeg ? { onChooseLeg } : {})} {...(onAcknowledge ? { onAcknowledge: (key: string) => onAcknowledge(key, result) } : {})} />
    </section>
  );
}

function waypointsOnScreen(): unknown {
  return openVoyage.store.get().history?.current.waypoints;
}
