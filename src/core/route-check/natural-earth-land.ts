import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { LandRing } from './coast-index';

/**
 * Natural Earth 1:10m land (public domain), as the `world-atlas` package ships it: read from the
 * installed package at run time, so the app carries one copy (world-atlas is a runtime dependency).
 */
export const naturalEarthLand = {
  name: 'Natural Earth land 4.1.0 (world-atlas 2.0.2, land-10m.json)',
  scale: '1:10,000,000 (coasts placed to about 1 km)',
  source: 'naturalearthdata.com, public domain',
} as const;

/** The installed land file, and the reader of its TopoJSON: what the land index is built from. */
export function naturalEarthLandFiles(): { land: string; topojsonReader: string } {
  const require = createRequire(import.meta.url);
  return { land: require.resolve('world-atlas/land-10m.json'), topojsonReader: require.resolve('topojson-client') };
}

export function readNaturalEarthLandRings(): LandRing[] {
  const file = naturalEarthLandFiles().land;
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology;
  const land = topology.objects.land;
  if (land === undefined) throw new Error(`${file} holds no land object`);
  const geometry = feature(topology, land);
  const features = 'features' in geometry ? geometry.features : [geometry];
  const rings: LandRing[] = [];
  for (const each of features) {
    const shape = each.geometry;
    if (shape.type === 'Polygon') rings.push(...(shape.coordinates as unknown as LandRing[]));
    else if (shape.type === 'MultiPolygon') for (const polygon of shape.coordinates) rings.push(...(polygon as unknown as LandRing[]));
  }
  return rings;
}
