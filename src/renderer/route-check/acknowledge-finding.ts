import type { RouteCheckResult } from '../../shared/voyage/route-check';
import type { Voyage } from '../../shared/voyage/voyage';

/**
 * The voyage with a route check finding acknowledged (an edit like any other: undone by Ctrl+Z,
 * kept by Save). The acknowledgements the check no longer finds (their legs were edited since)
 * are dropped at the same time, so the voyage keeps only those that still mean something.
 */
export function acknowledgeFinding(voyage: Voyage, key: string, nowUtcMs: number, result: RouteCheckResult | null): Voyage {
  const current = new Set((result?.findings ?? []).flatMap((finding) => (finding.acknowledgement ? [finding.acknowledgement.key] : [])));
  const kept = (voyage.routeCheckAcknowledgements ?? []).filter((each) => each.key !== key && current.has(each.key));
  return { ...voyage, routeCheckAcknowledgements: [...kept, { key, acknowledgedUtcMs: Math.round(nowUtcMs) }] };
}
