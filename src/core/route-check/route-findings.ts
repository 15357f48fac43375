import { formatPosition, type LatLon, type LegGeometry } from '../../shared/geo';
import type { RouteFinding } from '../../shared/voyage/route-check';
import { positionOnLeg, type LegScan } from './leg-coast-scan';

/**
 * A berth lies inside the 1:10m land or within the safety distance of its coast (Rotterdam's is on
 * the Nieuwe Maas): from the first and last waypoint the stretch until the track is clear of land
 * and the safety distance is pilotage, named as such and not called land, up to this length.
 * Beyond it the leg is judged like any other.
 */
export const PILOTAGE_MAX_NM = 30;

export interface CheckedLeg {
  legIndex: number;
  from: LatLon & { name: string };
  to: LatLon & { name: string };
  geometry: LegGeometry;
  scan: LegScan;
}

const nm = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function legName(leg: CheckedLeg): string {
  const name = (waypoint: { name: string }, number: number) => waypoint.name.trim() || `WP ${number}`;
  return `Leg ${leg.legIndex + 1} (${name(leg.from, leg.legIndex + 1)} → ${name(leg.to, leg.legIndex + 2)})`;
}

function isFoul(scan: LegScan, piece: number, safetyNm: number): boolean {
  return !Number.isNaN(scan.landFromNm[piece]!) || scan.coastNm[piece]! < safetyNm;
}

/**
 * Pieces from the start (or back from the end) foul of land or the safety distance, within the
 * pilotage length: the land the berth lies in (a river port's delta at 1:10m), then the water
 * near the coast on the way out. Only a route end at a port of the index has one.
 */
function pilotagePieces(scan: LegScan, safetyNm: number, fromEnd: boolean): number {
  const pieces = scan.coastNm.length;
  let count = 0;
  while (count < pieces) {
    const piece = fromEnd ? pieces - 1 - count : count;
    if (!isFoul(scan, piece, safetyNm)) break;
    const reachNm = fromEnd ? scan.lengthNm - scan.boundsNm[piece]! : scan.boundsNm[piece + 1]!;
    if (reachNm > PILOTAGE_MAX_NM) break;
    count += 1;
  }
  return count;
}

export function legFindings(leg: CheckedLeg, safetyNm: number, berths: { atStart: boolean; atEnd: boolean }): RouteFinding[] {
  const { scan } = leg;
  const pieces = scan.coastNm.length;
  const findings: RouteFinding[] = [];
  const head = berths.atStart ? pilotagePieces(scan, safetyNm, false) : 0;
  const tail = berths.atEnd ? Math.min(pieces - head, pilotagePieces(scan, safetyNm, true)) : 0;
  const at = (alongNm: number) => positionOnLeg(leg.from, leg.to, leg.geometry, alongNm);
  // Still foul where the stretch stops: it was cut at PILOTAGE_MAX_NM, not at open water.
  const headCut = head < pieces && isFoul(scan, head, safetyNm);
  const tailCut = tail > 0 && pieces - tail - 1 >= 0 && isFoul(scan, pieces - tail - 1, safetyNm);
  const water = (cut: boolean) => (cut ? `the end of the ${PILOTAGE_MAX_NM} nm this check grants pilotage, still foul,` : 'open water');
  if (head > 0) {
    const end = at(scan.boundsNm[head]!);
    const stretch = scan.boundsNm[head]!;
    findings.push({
      kind: 'pilotage',
      legIndex: leg.legIndex,
      lat: leg.from.lat,
      lon: leg.from.lon,
      alongLegNm: 0,
      distanceNm: stretch,
      text: `${legName(leg)}: pilotage from ${leg.from.name.trim() || 'the berth'} for ${nm(stretch)} nm to ${water(headCut)} at ${formatPosition(end.lat, end.lon)}; the harbour's own chart and pilot apply there.`,
      severity: 'note',
    });
  }
  let landAt = Number.NaN;
  let nearAt = Number.NaN;
  let nearestNm = Infinity;
  for (let piece = head; piece < pieces - tail; piece += 1) {
    const landFrom = scan.landFromNm[piece]!;
    if (Number.isNaN(landAt) && !Number.isNaN(landFrom)) landAt = landFrom;
    const coast = scan.coastNm[piece]!;
    if (coast < safetyNm) {
      if (Number.isNaN(nearAt)) nearAt = scan.boundsNm[piece]!;
      nearestNm = Math.min(nearestNm, coast);
    }
  }
  if (!Number.isNaN(landAt)) {
    const position = at(landAt);
    findings.push({
      kind: 'land',
      legIndex: leg.legIndex,
      ...position,
      alongLegNm: landAt,
      distanceNm: null,
      text: `${legName(leg)} crosses land at ${formatPosition(position.lat, position.lon)}, ${nm(landAt)} nm along the leg.`,
      severity: 'warning',
    });
  } else if (!Number.isNaN(nearAt)) {
    const position = at(nearAt);
    findings.push({
      kind: 'nearCoast',
      legIndex: leg.legIndex,
      ...position,
      alongLegNm: nearAt,
      distanceNm: nearestNm,
      text: `${legName(leg)} comes within ${nm(nearestNm)} nm of the coast (safety distance ${nm(safetyNm)} nm) from ${formatPosition(position.lat, position.lon)}, ${nm(nearAt)} nm along the leg.`,
      severity: 'warning',
    });
  }
  if (tail > 0) {
    const startNm = scan.boundsNm[pieces - tail]!;
    const start = at(startNm);
    findings.push({
      kind: 'pilotage',
      legIndex: leg.legIndex,
      ...start,
      alongLegNm: startNm,
      distanceNm: scan.lengthNm - startNm,
      text: `${legName(leg)}: pilotage from ${water(tailCut)} at ${formatPosition(start.lat, start.lon)} for ${nm(scan.lengthNm - startNm)} nm to ${leg.to.name.trim() || 'the berth'}; the harbour's own chart and pilot apply there.`,
      severity: 'note',
    });
  }
  return findings;
}
