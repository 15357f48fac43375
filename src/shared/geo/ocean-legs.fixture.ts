/**
 * Test data only (imported by the *.test.ts files here): ocean legs that exercise the geometry
 * where it is hardest: long crossings, 180°, high latitudes, meridians, the equator, parallels.
 */
import * as geographiclibModule from 'geographiclib-geodesic';
import type { LatLon } from './lat-lon';

type GeographicLib = typeof geographiclibModule;
const geographiclib: GeographicLib =
  (geographiclibModule as unknown as { default?: GeographicLib }).default ?? geographiclibModule;

/** GeographicLib's WGS84 solver, used directly as the reference the tests compare with. */
export const referenceWgs84 = geographiclib.Geodesic.WGS84;

/** Geodesic distance in metres by GeographicLib itself. */
export function metresBetween(a: LatLon, b: LatLon): number {
  return referenceWgs84.Inverse(a.lat, a.lon, b.lat, b.lon).s12 ?? NaN;
}

export interface OceanLeg {
  name: string;
  from: LatLon;
  to: LatLon;
}

const rotterdam = { lat: 51.95, lon: 4.05 };

/** Singapore to Rotterdam via Malacca, Dondra Head, Bab-el-Mandeb, Suez and Gibraltar. */
export const singaporeToRotterdamViaSuez: readonly (LatLon & { name: string })[] = [
  { name: 'Singapore Strait', lat: 1.2, lon: 103.8 },
  { name: 'Malacca Strait N', lat: 5.9, lon: 95.3 },
  { name: 'Dondra Head', lat: 5.7, lon: 80.6 },
  { name: 'Socotra S', lat: 12.0, lon: 53.0 },
  { name: 'Bab-el-Mandeb', lat: 12.6, lon: 43.4 },
  { name: 'Suez', lat: 29.9, lon: 32.55 },
  { name: 'Port Said', lat: 31.3, lon: 32.3 },
  { name: 'Cape Bon', lat: 37.3, lon: 11.1 },
  { name: 'Gibraltar', lat: 35.95, lon: -5.5 },
  { name: 'Cape St Vincent', lat: 36.9, lon: -9.3 },
  { name: 'Finisterre', lat: 43.2, lon: -9.8 },
  { name: 'Ushant', lat: 48.5, lon: -5.5 },
  { name: 'Dover Strait', lat: 51.0, lon: 1.5 },
  { name: 'Rotterdam', ...rotterdam },
];

const suezLegs: OceanLeg[] = singaporeToRotterdamViaSuez.slice(1).map((to, index) => {
  const from = singaporeToRotterdamViaSuez[index] ?? to;
  return { name: `${from.name} to ${to.name}`, from: { lat: from.lat, lon: from.lon }, to: { lat: to.lat, lon: to.lon } };
});

export const oceanLegs: readonly OceanLeg[] = [
  { name: 'Rotterdam to New York', from: rotterdam, to: { lat: 40.5, lon: -73.9 } },
  { name: 'New York to Rotterdam', from: { lat: 40.5, lon: -73.9 }, to: rotterdam },
  ...suezLegs,
  { name: 'Yokohama to Vancouver (across 180°)', from: { lat: 35.4, lon: 139.7 }, to: { lat: 48.4, lon: -124.8 } },
  { name: 'Yokohama to San Francisco (across 180°)', from: { lat: 35.4, lon: 139.7 }, to: { lat: 37.8, lon: -122.5 } },
  { name: 'San Francisco to Yokohama (across 180°)', from: { lat: 37.8, lon: -122.5 }, to: { lat: 35.4, lon: 139.7 } },
  { name: 'Fiji to Samoa (across 180°, south)', from: { lat: -18.1, lon: 178.4 }, to: { lat: -13.8, lon: -171.8 } },
  { name: 'Barents Sea near 75N', from: { lat: 74.5, lon: 19.0 }, to: { lat: 75.8, lon: 58.0 } },
  { name: 'Along 75N westbound', from: { lat: 75.0, lon: 60.0 }, to: { lat: 75.0, lon: 20.0 } },
  { name: 'Along 75N across 180°', from: { lat: 75.0, lon: 170.0 }, to: { lat: 75.0, lon: -170.0 } },
  { name: 'Along 45N eastbound', from: { lat: 45.0, lon: -40.0 }, to: { lat: 45.0, lon: -10.0 } },
  { name: 'Meridian 30W northbound', from: { lat: 10.0, lon: -30.0 }, to: { lat: 50.0, lon: -30.0 } },
  { name: 'Meridian 180 southbound, across the equator', from: { lat: 20.0, lon: 180.0 }, to: { lat: -20.0, lon: 180.0 } },
  { name: 'Equator westbound', from: { lat: 0, lon: -10.0 }, to: { lat: 0, lon: -40.0 } },
  { name: 'Equator across 180°', from: { lat: 0, lon: 170.0 }, to: { lat: 0, lon: -170.0 } },
  { name: 'Nearly east, slight drift north', from: { lat: 30.0, lon: -60.0 }, to: { lat: 30.0000001, lon: -20.0 } },
];
