import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { landWorldCopies, type LandPolygon } from './land-geometry';

/**
 * Natural Earth 1:50m land, shipped with the app (no tile server, works at sea), read once per
 * page and prepared as world copies. The chart's land layer and the printed report's chart share it.
 */
export async function loadLand(): Promise<LandPolygon[][]> {
  const response = await fetch(landUrl);
  if (!response.ok) throw new Error(`the basemap could not be read (${response.status})`);
  const topology = (await response.json()) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error('the basemap has no land');
  return landWorldCopies(feature(topology, land));
}
