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

export function readNaturalEarthLandRings(): LandRing[] {
  const file = createRequire(import.meta.url).resolve('world-atlas/land-10m.json');
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
