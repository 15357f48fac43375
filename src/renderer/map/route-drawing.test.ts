import { describe, expect, it } from 'vitest';
import { computeRoute } from '../../shared/geo';
import { besideLongitude, legPoints, routeDrawing } from './route-drawing';

const wp = (lat: number, lon: number) => ({ lat, lon, name: '' });

describe('route drawing', () => {
  it('keeps longitudes continuous across 180° over several legs', () => {
    const route = computeRoute({
      waypoints: [wp(35, 140), wp(45, 175), wp(50, -170), wp(48, -130)],
      legs: [
        { geometry: 'greatCircle', speedKn: 14 },
        { geometry: 'rhumb', speedKn: 14 },
        { geometry: 'greatCircle', speedKn: 14 },
      ],
    });
    const drawing = routeDrawing(route);
    expect(drawing.waypoints.map((each) => Math.round(each.lon))).toEqual([140, 175, 190, 230]);
    const all = drawing.legs.flat();
    for (let i = 1; i < all.length; i += 1) expect(Math.abs((all[i]?.lon ?? 0) - (all[i - 1]?.lon ?? 0))).toBeLessThan(5);
    drawing.legs.forEach((leg, index) => {
      expect(leg[0]?.lon).toBeCloseTo(drawing.waypoints[index]?.lon ?? NaN, 6);
      expect(leg.at(-1)?.lon).toBeCloseTo(drawing.waypoints[index + 1]?.lon ?? NaN, 6);
    });
  });

  it('draws a rhumb straight in Mercator and a great circle poleward of it', () => {
    const rhumb = legPoints({ lat: 40, lon: -70 }, { lat: 50, lon: -5 }, 'rhumb', -70);
    const greatCircle = legPoints({ lat: 40, lon: -70 }, { lat: 50, lon: -5 }, 'greatCircle', -70);
    const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
    const first = rhumb[0];
    const last = rhumb.at(-1);
    if (!first || !last) throw new Error('no points');
    const slope = (mercatorY(last.lat) - mercatorY(first.lat)) / (last.lon - first.lon);
    for (const point of rhumb) expect(mercatorY(point.lat)).toBeCloseTo(mercatorY(first.lat) + slope * (point.lon - first.lon), 2);
    const middle = greatCircle[Math.floor(greatCircle.length / 2)];
    const rhumbMiddle = rhumb[Math.floor(rhumb.length / 2)];
    expect((middle?.lat ?? 0) - (rhumbMiddle?.lat ?? 0)).toBeGreaterThan(3);
  });

  it('brings a dragged position beside its neighbour', () => {
    expect(besideLongitude(-175, 178)).toBe(185);
    expect(besideLongitude(10, 5)).toBe(10);
  });
});
