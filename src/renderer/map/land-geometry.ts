import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

/**
 * Natural Earth land, made fit for a Mercator chart that can be centred anywhere, the 180th
 * meridian included. Some rings cross the antimeridian (Chukotka, Wrangel Island, Fiji,
 * Antarctica): their longitudes jump from 180 to -180, which drawn as they are smears a stripe
 * across the whole chart. So each ring is unwrapped (its longitude never jumps more than 180°),
 * a ring that goes round a pole is closed through that pole, and the land is repeated once per
 * world copy (the chart repeats one path, map/land-canvas.ts; the printed chart takes copies shifted
 * by -360°, 0 and +360°), so that whatever the chart shows east or west of 180° is there.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Rings of one polygon: the first is the outline, the others are holes (lakes, seas). */
export type LandPolygon = LatLng[][];

export const worldCopyShiftsDeg = [-360, 0, 360] as const;

/** Longitudes made continuous: each point moved by whole turns to within 180° of the last. */
export function unwrapRing(ring: readonly Position[]): LatLng[] {
  const unwrapped: LatLng[] = [];
  let previousLng: number | null = null;
  for (const position of ring) {
    const lng = position[0];
    const lat = position[1];
    if (lng === undefined || lat === undefined) continue;
    let continuous = lng;
    if (previousLng !== null) {
      while (continuous - previousLng > 180) continuous -= 360;
      while (continuous - previousLng < -180) continuous += 360;
    }
    unwrapped.push({ lat, lng: continuous });
    previousLng = continuous;
  }
  return unwrapped;
}

/**
 * A ring whose unwrapped ends lie a whole turn apart goes round a pole (Antarctica): close it
 * along the pole itself, which Mercator draws as the bottom (or top) edge of the chart.
 */
export function closeAroundPole(ring: LatLng[]): LatLng[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || Math.abs(last.lng - first.lng) < 180) return ring;
  const meanLat = ring.reduce((sum, point) => sum + point.lat, 0) / ring.length;
  const poleLat = meanLat < 0 ? -90 : 90;
  return [...ring, { lat: poleLat, lng: last.lng }, { lat: poleLat, lng: first.lng }];
}

/** topojson leaves a sliver along the pole itself as a ring of its own; it has no area. */
function liesOnPole(ring: readonly LatLng[]): boolean {
  return ring.every((point) => Math.abs(point.lat) > 89.99);
}

/** Moves a polygon by whole turns so that its westernmost point lies in [-180, 180). */
function normaliseLongitudes(polygon: LandPolygon): LandPolygon {
  const outline = polygon[0] ?? [];
  const westLng = outline.reduce((west, point) => Math.min(west, point.lng), Infinity);
  if (!Number.isFinite(westLng)) return polygon;
  const shiftDeg = -360 * Math.floor((westLng + 180) / 360);
  return shiftDeg === 0 ? polygon : shiftPolygon(polygon, shiftDeg);
}

function shiftPolygon(polygon: LandPolygon, shiftDeg: number): LandPolygon {
  return polygon.map((ring) => ring.map((point) => ({ lat: point.lat, lng: point.lng + shiftDeg })));
}

/** Polygons of one world, unwrapped and closed, from GeoJSON polygon coordinates. */
export function preparePolygons(polygons: readonly (readonly (readonly Position[])[])[]): LandPolygon[] {
  const prepared: LandPolygon[] = [];
  for (const rings of polygons) {
    const polygon = rings.map((ring) => closeAroundPole(unwrapRing(ring))).filter((ring) => ring.length >= 3 && !liesOnPole(ring));
    if (polygon.length > 0) prepared.push(normaliseLongitudes(polygon));
  }
  return prepared;
}

function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon':
      return [geometry.coordinates];
    case 'MultiPolygon':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(polygonsOf);
    default:
      return [];
  }
}

/** The land of one world, its polygons unwrapped and closed, each starting in [-180°, 180°). */
export function landWorld(land: FeatureCollection | Feature): LandPolygon[] {
  const features = land.type === 'FeatureCollection' ? land.features : [land];
  return preparePolygons(features.flatMap((each) => polygonsOf(each.geometry)));
}

/** One world's polygons once per world copy, in the order of `worldCopyShiftsDeg`. */
export function worldCopies(world: LandPolygon[]): LandPolygon[][] {
  return worldCopyShiftsDeg.map((shiftDeg) => (shiftDeg === 0 ? world : world.map((polygon) => shiftPolygon(polygon, shiftDeg))));
}

/** The land as one set of polygons per world copy, in the order of `worldCopyShiftsDeg`. */
export function landWorldCopies(land: FeatureCollection | Feature): LandPolygon[][] {
  return worldCopies(landWorld(land));
}
