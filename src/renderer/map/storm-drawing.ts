/**
 * What the chart draws of one storm, worked out from the storm answer and its analysis
 * (src/shared/risk): past and forecast track, the fixes with class and time, the service's cone,
 * the 1-2-3 danger area and the current position with intensity and movement. Pure, so the
 * antimeridian handling is unit-tested without a map.
 */
import { unwrapLongitudes, type LatLon } from '../../shared/geo';
import { dangerAreaOutline, windKnOf, type AnalysedStorm, type StormClass } from '../../shared/risk';
import type { Storm } from '../../shared/service/storms';

export type LatLngPair = [lat: number, lon: number];

export interface StormFix {
  lat: number;
  lon: number;
  timeUtcMs: number;
  stormClass: StormClass;
  category: string;
  windKn: number | null;
  isForecast: boolean;
}

export interface StormNow {
  lat: number;
  lon: number;
  timeUtcMs: number;
  stormClass: StormClass;
  windKn: number | null;
  gustKn: number | null;
  pressureHpa: number | null;
  /** where the storm is heading, degrees true; null when the service did not say */
  movementDeg: number | null;
  movementKn: number | null;
}

export interface StormDrawing {
  id: string;
  name: string;
  category: string;
  /** fixes up to and including the analysis (drawn solid) */
  pastTrack: LatLngPair[];
  /** from the analysis onwards (drawn dashed) */
  forecastTrack: LatLngPair[];
  fixes: StormFix[];
  cone: LatLngPair[][];
  dangerArea: LatLngPair[];
  now: StormNow | null;
}

/** Shifts `lon` by whole turns to lie within 180° of `referenceLon`. */
export function nearLongitude(lon: number, referenceLon: number): number {
  return lon + 360 * Math.round((referenceLon - lon) / 360);
}

/**
 * A ring with continuous longitudes (no jump of ~360° between neighbours), then shifted as a whole
 * next to `referenceLon`, so a ring that runs past 180° is one polygon and not a band around the
 * world.
 */
function continuousRing(points: readonly LatLon[], referenceLon: number): LatLngPair[] {
  const lons = unwrapLongitudes(points.map((point) => point.lon));
  const shift = nearLongitude(lons[0] ?? 0, referenceLon) - (lons[0] ?? 0);
  return points.map((point, index) => [point.lat, (lons[index] ?? point.lon) + shift]);
}

const pressureHpaOf = (pressure: Storm['current']['pressure']): number | null =>
  pressure.mb ?? (pressure.in === null ? null : pressure.in * 33.8639);

/**
 * The drawing of one storm. Longitudes are continuous along the track, starting within ±180°
 * at the current position (or the first fix), and the cone and danger area are placed beside it;
 * the layer draws every shape again one turn east and west so it shows wherever the chart is
 * centred.
 */
export function stormDrawing(storm: Storm, analysed: AnalysedStorm): StormDrawing {
  const { track } = analysed;
  const analysis = track.points.find((point) => point.timeUtcMs === track.analysisUtcMs) ?? null;
  const anchor = analysis ?? track.points[0];
  const trackShift = anchor === undefined ? 0 : nearLongitude(anchor.lon, 0) - anchor.lon;
  const fixes: StormFix[] = track.points.map((point) => ({
    lat: point.lat,
    lon: point.lon + trackShift,
    timeUtcMs: point.timeUtcMs,
    stormClass: point.stormClass,
    category: point.category,
    windKn: point.windKn,
    isForecast: point.isForecast,
  }));
  const referenceLon = (anchor?.lon ?? 0) + trackShift;
  const pair = (fix: StormFix): LatLngPair => [fix.lat, fix.lon];
  const past = fixes.filter((fix) => !fix.isForecast);
  const lastPast = past.at(-1);
  const forecast = fixes.filter((fix) => fix.isForecast);
  const { current } = storm;
  return {
    id: storm.id,
    name: storm.name,
    category: storm.category,
    pastTrack: past.map(pair),
    // The dashed forecast leads on from the analysis fix, with no gap between the two.
    forecastTrack: forecast.length === 0 ? [] : [...(lastPast === undefined ? [] : [pair(lastPast)]), ...forecast.map(pair)],
    fixes,
    cone: analysed.cone.polygons.map((ring) => continuousRing(ring.map(([lon, lat]) => ({ lat, lon })), referenceLon)),
    dangerArea: continuousRing(dangerAreaOutline(analysed.dangerArea), referenceLon),
    now:
      analysis === null
        ? null
        : {
            lat: analysis.lat,
            lon: analysis.lon + trackShift,
            timeUtcMs: analysis.timeUtcMs,
            stormClass: analysis.stormClass,
            windKn: windKnOf(current.windSpeed) ?? analysis.windKn,
            gustKn: windKnOf(current.gustSpeed),
            pressureHpa: pressureHpaOf(current.pressure) ?? analysis.pressureHpa,
            movementDeg: current.movementDirection.degrees,
            movementKn: windKnOf(current.movementSpeed),
          },
  };
}

/** The world copies a shape is drawn at, so it shows whichever way the chart has been panned. */
export const WORLD_COPY_SHIFTS_DEG = [-360, 0, 360] as const;

export function shiftedPairs(pairs: readonly LatLngPair[], shiftDeg: number): LatLngPair[] {
  return pairs.map(([lat, lon]) => [lat, lon + shiftDeg]);
}
