import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { landWorld, worldCopies, type LandPolygon } from './land-geometry';

/**
 * Natural Earth 1:50m land, shipped with the app (no tile server, works at sea), read once per
 * page: one world's polygons for the chart (map/land-canvas.ts draws it once and repeats it), the
 * world copies for the printed report's chart.
 */
export async function loadLandWorld(): Promise<LandPolygon[]> {
  const response = await fetch(landUrl);
  if (!response.ok) throw new Error(`the basemap could not be read (${response.status})`);
  const topology = (await response.json()) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error('the basemap has no land');
  return landWorld(feature(topology, land));
}

/** The land once per world copy (-360°, 0, +360°), as the printed report's chart draws it. */
export async function loadLand(): Promise<LandPolygon[][]> {
  return worldCopies(await loadLandWorld());
}
