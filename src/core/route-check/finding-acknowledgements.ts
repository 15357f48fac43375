import { formatUtcDateTime } from '../../shared/time/time-format';
import type { RouteFinding } from '../../shared/voyage/route-check';
import type { RouteCheckAcknowledgement } from '../../shared/voyage/voyage';
import type { BerthStretch } from './berth-stretches';
import type { NamedRoute } from './route-findings';

/**
 * Acknowledged findings, as an ECDIS route check's alarms are acknowledged: the navigator has
 * checked a pilotage stretch over land on official charts. The acknowledgement is stored with the
 * voyage under a key made of the finding's kind, its end and every leg of the stretch (both
 * waypoints' positions and the geometry), so any edit of those legs makes a new key: the finding
 * is a warning again until acknowledged again.
 */

/** FNV-1a, 32 bits: two of them (other offsets) make a key short enough to store and compare. */
function fnv1a(text: string, offset: number): string {
  let hash = offset >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function stretchKey(stretch: BerthStretch, route: NamedRoute): string {
  const parts: string[] = [stretch.end];
  for (let legIndex = stretch.firstLeg; legIndex <= stretch.lastLeg; legIndex += 1) {
    const from = route.waypoints[legIndex]!;
    const to = route.waypoints[legIndex + 1]!;
    parts.push(`${from.lat},${from.lon};${to.lat},${to.lon};${route.legs[legIndex]!.geometry}`);
  }
  const text = parts.join('|');
  return `pilotageOverLand:${stretch.end}:legs ${stretch.firstLeg + 1}-${stretch.lastLeg + 1}:${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01234567)}`;
}

/** The finding marked acknowledgeable under `key`, and acknowledged (a note saying when) if the voyage holds that key. */
export function withAcknowledgement(finding: RouteFinding, key: string, acknowledgements: readonly RouteCheckAcknowledgement[] | undefined): RouteFinding {
  const stored = acknowledgements?.find((each) => each.key === key);
  if (!stored) return { ...finding, acknowledgement: { key, acknowledgedUtcMs: null } };
  return {
    ...finding,
    text: `${finding.text} Acknowledged ${formatUtcDateTime(stored.acknowledgedUtcMs)}.`,
    severity: 'note',
    acknowledgement: { key, acknowledgedUtcMs: stored.acknowledgedUtcMs },
  };
}
