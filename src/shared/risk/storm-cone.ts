/**
 * The service's forecast cone of a storm: polygons of [longitude, latitude] pairs, as drawn on the
 * chart. Containment is decided in the same plane the chart draws them in (degrees), trying the
 * point's longitude one turn either way so a cone whose ring runs past 180° still holds it.
 */
import type { LatLon } from '../geo';
import type { Storm } from '../service/storms';

export interface StormCone {
  stormId: string;
  /** rings as sent (closed or not), [longitude, latitude] */
  polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  contains(point: LatLon): boolean;
}

function ringContains(ring: ReadonlyArray<readonly [number, number]>, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [lonI, latI] = ring[i] ?? [0, 0];
    const [lonJ, latJ] = ring[j] ?? [0, 0];
    if (latI > lat !== latJ > lat && lon < ((lonJ - lonI) * (lat - latI)) / (latJ - latI) + lonI) inside = !inside;
  }
  return inside;
}

interface Bounds {
  ring: ReadonlyArray<readonly [number, number]>;
  minLon: number;
  maxLon: number;
  minLat: number;
  maxLat: number;
}

/** The cone of one storm; a storm without a cone (or with an empty one) contains nothing. */
export function stormCone(storm: Storm): StormCone {
  const polygons = (storm.cone ?? []).filter((ring) => ring.length >= 3);
  const bounds: Bounds[] = polygons.map((ring) => ({
    ring,
    minLon: Math.min(...ring.map(([lon]) => lon)),
    maxLon: Math.max(...ring.map(([lon]) => lon)),
    minLat: Math.min(...ring.map(([, lat]) => lat)),
    maxLat: Math.max(...ring.map(([, lat]) => lat)),
  }));
  return {
    stormId: storm.id,
    polygons,
    contains(point) {
      return bounds.some(({ ring, minLon, maxLon, minLat, maxLat }) => {
        if (point.lat < minLat || point.lat > maxLat) return false;
        return [point.lon, point.lon - 360, point.lon + 360].some(
          (lon) => lon >= minLon && lon <= maxLon && ringContains(ring, lon, point.lat),
        );
      });
    },
  };
}
