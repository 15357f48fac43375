import { findingsInOrder, isAcknowledged, routeCheckSourceText, type RouteCheckResult, type RouteFinding } from '../../shared/voyage/route-check';

/**
 * The route check's findings in words (warnings first, then the pilotage notes) and the one
 * sentence naming the data, its scale and the disclaimer: what the Route and Forecast tabs'
 * list and the printed plan's section both show. `onChooseLeg` makes each finding select its leg;
 * `onAcknowledge` gives a finding the navigator may acknowledge (a pilotage stretch over land,
 * checked on official charts) its button; an acknowledged one is shown as such.
 */
export function RouteFindings({
  result,
  onChooseLeg,
  onAcknowledge,
  sourceClassName,
}: {
  result: RouteCheckResult;
  onChooseLeg?: (legIndex: number) => void;
  onAcknowledge?: (key: string) => void;
  sourceClassName: string;
}) {
  const findings = findingsInOrder(result);
  return (
    <>
      {findings.length > 0 && (
        <ul>
          {findings.map((finding) => (
            <li
              key={`${finding.kind}:${finding.legIndex}:${finding.alongLegNm}`}
              className={`route-finding ${finding.kind} ${finding.severity}${isAcknowledged(finding) ? ' acknowledged' : ''}`}
              data-testid="route-finding"
              data-kind={finding.kind}
              data-acknowledged={finding.acknowledgement ? String(isAcknowledged(finding)) : undefined}
            >
              {onChooseLeg ? (
                <button type="button" className="link-button" onClick={() => onChooseLeg(finding.legIndex)} title="Select the leg's waypoint">
                  <FindingText finding={finding} />
                </button>
              ) : (
                <FindingText finding={finding} />
              )}
              {onAcknowledge && finding.acknowledgement && !isAcknowledged(finding) && (
                <>
                  {' '}
                  <button type="button" className="acknowledge-button" onClick={() => onAcknowledge(finding.acknowledgement!.key)} title="Checked on official charts: acknowledge (kept with the voyage when saved; an edit of these legs asks again)">
                    Acknowledge
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={sourceClassName}>{routeCheckSourceText(result)}</p>
    </>
  );
}

/** A finding's words, an acknowledged one marked with a tick in the same line. */
function FindingText({ finding }: { finding: RouteFinding }) {
  return (
    <>
      {isAcknowledged(finding) && (
        <span className="acknowledged-mark" aria-hidden="true">
          ✓{' '}
        </span>
      )}
      {finding.text}
    </>
  );
}
