import type { RoutingQuantity } from '../../shared/voyage/weather-routing';
import { griddedField, type GriddedField, type GridSpec } from './gridded-field';
import type { PointPlanes } from './point-field-fetch';

/** The router's field from point timeseries already on its grid (point-field-fetch.ts): each node read where it stands. */
export function pointField(grid: GridSpec, planes: PointPlanes): GriddedField {
  const nodes = grid.rows * grid.columns;
  let timeIndex = -1;
  let lastTime = Number.NaN;
  const read = (quantity: RoutingQuantity, node: number): number | null => {
    const value = planes[quantity]?.[timeIndex * nodes + node];
    return value === undefined || Number.isNaN(value) ? null : value;
  };
  return griddedField(grid, (lat, lon, timeUtcMs) => {
    if (timeUtcMs !== lastTime) {
      lastTime = timeUtcMs;
      timeIndex = grid.timesUtcMs.indexOf(timeUtcMs);
    }
    const node = Math.round((lat - grid.southLat) / grid.stepDeg) * grid.columns + Math.round((lon - grid.westLon) / grid.stepDeg);
    return {
      windKn: read('windSpeed', node),
      windFromDeg: read('windDirection', node),
      significantWaveHeightM: read('waveHeight', node),
      waveFromDeg: read('waveDirection', node),
      currentKn: read('currentSpeed', node),
      currentToDeg: read('currentDirection', node),
    };
  });
}
