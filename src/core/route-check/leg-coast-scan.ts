import { legTrack, normalizeLongitude, type LatLon, type LegGeometry } from '../../shared/geo';
import { isOnLand, type CoastIndex } from './coast-index';
import type { CoastQuery } from './track-coast-query';

/**
 * One leg followed along its true track (rhumb or great circle, on the ellipsoid) in pieces of at
 * most PIECE_NM, each a straight line on a local plane: the true track strays from such a piece
 * by far less than the 1:10m data's own ~1 km, so no coast of the data is passed unseen. What each
 * piece meets is kept; pilotage and findings are read from it by route-findings.ts.
 */
export const PIECE_NM = 1;

export interface LegScan {
  lengthNm: number;
  /** Piece boundaries: n + 1 distances along the leg and their positions (lon -180..180). */
  boundsNm: Float64Array;
  boundLat: Float64Array;
  boundLon: Float64Array;
  /** Per piece: where along the leg land begins within it (its start when it starts on land), NaN when at sea throughout. */
  landFromNm: Float64Array;
  /** Per piece: least distance to the coast in nm, Infinity beyond the search radius. */
  coastNm: Float64Array;
}

export function scanLeg(index: CoastIndex, query: CoastQuery, from: LatLon, to: LatLon, geometry: LegGeometry, radiusNm: number): LegScan {
  const track = legTrack(from, to, geometry);
  const points = track.trackPoints(PIECE_NM);
  const pieces = points.length - 1;
  const boundsNm = new Float64Array(points.length);
  const boundLat = new Float64Array(points.length);
  const boundLon = new Float64Array(points.length);
  // trackPoints spaces its points evenly along the leg.
  points.forEach((point, k) => {
    boundsNm[k] = pieces === 0 ? 0 : (track.distanceNm * k) / pieces;
    boundLat[k] = point.lat;
    boundLon[k] = normalizeLongitude(point.lon);
  });
  const landFromNm = new Float64Array(Math.max(0, pieces)).fill(Number.NaN);
  const coastNm = new Float64Array(Math.max(0, pieces)).fill(Infinity);
  let onLand = isOnLand(index, from.lat, normalizeLongitude(from.lon));
  // Longitudes stay continuous from the leg's start, so a piece across 180° is one piece.
  const startShift = normalizeLongitude(points[0]!.lon) - points[0]!.lon;
  for (let k = 0; k < pieces; k += 1) {
    const a = points[k]!;
    const b = points[k + 1]!;
    const met = query.piece(a.lat, a.lon + startShift, b.lat, b.lon + startShift, radiusNm);
    coastNm[k] = met.nearestNm;
    const pieceNm = boundsNm[k + 1]! - boundsNm[k]!;
    if (onLand) landFromNm[k] = boundsNm[k]!;
    else if (met.crossingCount > 0) landFromNm[k] = boundsNm[k]! + met.firstCrossing * pieceNm;
    if (met.crossingCount % 2 === 1) onLand = !onLand;
  }
  return { lengthNm: track.distanceNm, boundsNm, boundLat, boundLon, landFromNm, coastNm };
}

/** The position `alongNm` along the leg, for a finding's first position. */
export function positionOnLeg(from: LatLon, to: LatLon, geometry: LegGeometry, alongNm: number): LatLon {
  const position = legTrack(from, to, geometry).positionAtNm(alongNm);
  return { lat: position.lat, lon: normalizeLongitude(position.lon) };
}
