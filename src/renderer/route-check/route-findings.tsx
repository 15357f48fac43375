import { findingsInOrder, routeCheckSourceText, type RouteCheckResult } from '../../shared/voyage/route-check';

/**
 * The route check's findings in words (warnings first, then the pilotage notes) and the one
 * sentence naming the data, its scale and the disclaimer: what the Route and Forecast tabs'
 * list and the printed plan's section both show. `onChooseLeg` makes each finding select its leg.
 */
export function RouteFindings({ result, onChooseLeg, sourceClassName }: { result: RouteCheckResult; onChooseLeg?: (legIndex: number) => void; sourceClassName: string }) {
  const findings = findingsInOrder(result);
  return (
    <>
      {findings.length > 0 && (
        <ul>
          {findings.map((finding) => (
            <li key={`${finding.kind}:${finding.legIndex}:${finding.alongLegNm}`} className={`route-finding ${finding.kind} ${finding.severity}`} data-testid="route-finding" data-kind={finding.kind}>
              {onChooseLeg ? (
                <button type="button" className="link-button" onClick={() => onChooseLeg(finding.legIndex)} title="Select the leg's waypoint">
                  {finding.text}
                </button>
              ) : (
                finding.text
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={sourceClassName}>{routeCheckSourceText(result)}</p>
    </>
  );
}
