import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { nearestCities } from '../data/places';
import { palettes } from '../elements/palettes';
import { airAt } from '../fields/atmosphere';
import { systemsAt, windAt } from '../fields/wind';
import { renderFieldPng } from '../images/field-image';
import { imagePaths } from '../images/image-paths';
import { ok, round, type Answer, type ServiceState } from '../service-state';
import { forecastContext } from './forecast-location';

/**
 * Radar nowcast: 25 frames five minutes apart over a box of the asked radius; each frame is a PNG
 * of precipitation intensity served by the demo service itself. Radar reaches only so far from
 * land: a point farther than this from any of the demo's cities is answered with the box and no
 * frames, as a client must expect where coverage ends.
 */

const frames = 25;
export const radarReachM = 250_000;

export function radarBox(lat: number, lon: number, radiusKm: number) {
  const dLat = radiusKm / 111.2;
  const dLon = radiusKm / (111.2 * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
  return {
    north: round(Math.min(90, lat + dLat), 4),
    south: round(Math.max(-90, lat - dLat), 4),
    east: round(((lon + dLon + 540) % 360) - 180, 4),
    west: round(((lon - dLon + 540) % 360) - 180, 4),
  };
}

export function weatherRadar(query: ParsedOperationQuery<'weatherRadar'>, state: ServiceState): Answer {
  const startSec = Math.floor(state.nowMs() / 300_000) * 300;
  const box = radarBox(query.lat, query.lon, query.radius);
  const zoom = Math.max(0, Math.min(14, Math.round(Math.log2((40_075 * Math.cos((query.lat * Math.PI) / 180)) / (2 * query.radius)))));
  const covered = (nearestCities(query.lat, query.lon, 1)[0]?.distanceM ?? Infinity) <= radarReachM;
  return ok({
    bbox: { ...box, zoom },
    layers: !covered ? [] : Array.from({ length: frames }, (_, index) => {
      const time = startSec + index * 300;
      const url = `${state.origin}${imagePaths.radar}?lat=${query.lat}&lon=${query.lon}&radius=${query.radius}&time=${time}`;
      return { time, type: 'forecast', image: { url, format: 'png' }, offset: index * 5 };
    }),
  });
}

export function radarPng(params: URLSearchParams, state: ServiceState): Buffer | string {
  const lat = Number(params.get('lat'));
  const lon = Number(params.get('lon'));
  const radius = Number(params.get('radius') ?? '10');
  const time = Number(params.get('time'));
  if (![lat, lon, radius, time].every(Number.isFinite) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || radius <= 0) {
    return 'lat, lon, radius and time must be numbers in range';
  }
  const context = forecastContext(state.world, state.nowMs());
  const systems = systemsAt(time, context);
  return renderFieldPng(radarBox(lat, lon, radius), (pointLat, pointLon) => {
    const wind = windAt(pointLat, pointLon, time, context, systems);
    return airAt(pointLat, pointLon, time, context, wind, systems).precipMmH;
  }, palettes.precipitation);
}
