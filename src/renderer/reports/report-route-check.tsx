import { routeCheckWarnings, type RouteCheckResult } from '../../shared/voyage/route-check';
import { RouteFindings } from '../route-check/route-findings';

/** The route check on paper: the findings as the Route tab lists them, under a sentence that counts them. */
export function ReportRouteCheck({ result }: { result: RouteCheckResult }) {
  const warnings = routeCheckWarnings(result).length;
  return (
    <section className="report-route-check" data-testid="report-route-check">
      <h2>Route check</h2>
      <p>
        {warnings === 0
          ? `No leg crosses land or comes within ${result.safetyDistanceNm} nm of the coast.`
          : `${warnings} ${warnings === 1 ? 'warning' : 'warnings'} (safety distance ${result.safetyDistanceNm} nm from the coast):`}
      </p>
      <RouteFindings result={result} sourceClassName="report-note" />
    </section>
  );
}
