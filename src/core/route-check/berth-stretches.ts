import type { LegScan } from './leg-coast-scan';

/**
 * The stretch from a berth to open water, followed along the route (across waypoints: a fairway
 * is often laid with several) from a route end at a port of the World Port Index. Ports lie inside
 * the 1:10m land (Rotterdam's index position is on the Nieuwe Maas, 19 nm of 1:10m land from the
 * sea), so the stretch has two parts:
 * - the run of land the berth lies in: up to BERTH_APPROACH_NM it is the berth's own approach
 *   (about what 1:10m's coast, placed to a kilometre, cannot resolve: quays, basins, a harbour
 *   mouth); longer, it is a fairway the data cannot see, which the navigator must check on
 *   official charts (route-findings.ts names it and it can be acknowledged);
 * - then the water within the safety distance of the coast on the way out, up to
 *   PILOTAGE_WATER_MAX_NM.
 * It ends at open water (clear of land and of the safety distance), at land met again after water
 * (judged as any leg's land: a warning at the first land crossed), or where the water part is
 * used up (the rest of that leg is judged as any other).
 */
export const BERTH_APPROACH_NM = 3;
export const PILOTAGE_WATER_MAX_NM = 30;

export type BerthEnd = 'departure' | 'arrival';

export interface LegPoint {
  legIndex: number;
  alongLegNm: number;
}

export interface BerthStretch {
  end: BerthEnd;
  /** Pieces of each leg inside the stretch: a departure's from the leg's start, an arrival's back from its end. */
  piecesByLeg: Map<number, number>;
  /** The legs it covers, in route order. */
  firstLeg: number;
  lastLeg: number;
  /** Along the route from the berth: the run of land, and the whole stretch. */
  landNm: number;
  lengthNm: number;
  /** Where the run of land meets water (the berth itself when it lies in water). */
  landEdge: LegPoint;
  /** Where the stretch ends, seen from the berth. */
  edge: LegPoint;
  stop: 'openWater' | 'land' | 'coastalWaterUsedUp' | 'otherEnd';
}

const isLand = (scan: LegScan, piece: number) => !Number.isNaN(scan.landFromNm[piece]!);

/**
 * The stretch from one end. `taken` holds pieces of the other end's stretch (by leg, counted from
 * that end): the walk stops there, so no piece belongs to both.
 */
export function berthStretch(scans: readonly LegScan[], end: BerthEnd, safetyNm: number, taken?: BerthStretch): BerthStretch | null {
  const forward = end === 'departure';
  const legCount = scans.length;
  if (legCount === 0) return null;
  const piecesByLeg = new Map<number, number>();
  const start: LegPoint = forward ? { legIndex: 0, alongLegNm: 0 } : { legIndex: legCount - 1, alongLegNm: scans[legCount - 1]!.lengthNm };
  let landEdge = start;
  let edge = start;
  let walkedNm = 0;
  let landNm = 0;
  let onLand = true;
  let waterFromNm = 0;
  let stop: BerthStretch['stop'] = 'otherEnd';
  let lastLeg = start.legIndex;
  walk: for (let step = 0; step < legCount; step += 1) {
    const legIndex = forward ? step : legCount - 1 - step;
    const scan = scans[legIndex]!;
    const pieces = scan.coastNm.length;
    const free = pieces - (taken?.piecesByLeg.get(legIndex) ?? 0);
    for (let count = 0; count < pieces; count += 1) {
      const piece = forward ? count : pieces - 1 - count;
      const entry = { legIndex, alongLegNm: scan.boundsNm[forward ? piece : piece + 1]! };
      const exit = { legIndex, alongLegNm: scan.boundsNm[forward ? piece + 1 : piece]! };
      if (count >= free) {
        edge = entry;
        break walk;
      }
      const land = isLand(scan, piece);
      if (onLand && !land) {
        onLand = false;
        waterFromNm = walkedNm;
      }
      if (!onLand) {
        const reason = land ? 'land' : scan.coastNm[piece]! >= safetyNm ? 'openWater' : walkedNm - waterFromNm >= PILOTAGE_WATER_MAX_NM ? 'coastalWaterUsedUp' : null;
        if (reason !== null) {
          stop = reason;
          edge = entry;
          break walk;
        }
      }
      walkedNm += scan.boundsNm[piece + 1]! - scan.boundsNm[piece]!;
      piecesByLeg.set(legIndex, count + 1);
      lastLeg = legIndex;
      edge = exit;
      if (onLand) {
        landNm = walkedNm;
        landEdge = exit;
      }
    }
  }
  if (walkedNm === 0) return null;
  const [firstLeg, finalLeg] = forward ? [start.legIndex, lastLeg] : [lastLeg, start.legIndex];
  return { end, piecesByLeg, firstLeg, lastLeg: finalLeg, landNm, lengthNm: walkedNm, landEdge, edge, stop };
}
