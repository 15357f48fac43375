import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { landWorld, worldCopies, type LandPolygon } from './land-geometry';
import type { LandRings } from './land-detail';
import { decodeLandRings } from './land-rings-file';

/**
 * Natural Earth 1:50m land, shipped with the app (no tile server, works at sea), read once per
 * page: the chart's rings as the build made them (map/land-rings-file.ts; map/land-canvas.ts makes
 * them one path and repeats it), the world copies for the printed report's chart.
 */

/** One of the basemap's files beside the page; a failed read says so with its HTTP status. */
async function fetchBasemap(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the basemap could not be read (${response.status})`);
  return response;
}

/** The chart's land: the file the build wrote beside the page (electron.vite.config.ts, landRingsFile), preloaded with it. */
export async function loadLandRings(): Promise<LandRings> {
  return decodeLandRings(await (await fetchBasemap(__LAND_RINGS_URL__)).arrayBuffer());
}

/** The land once per world copy (-360°, 0, +360°), as the printed report's chart draws it. */
export async function loadLand(): Promise<LandPolygon[][]> {
  const topology = (await (await fetchBasemap(landUrl)).json()) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error('the basemap has no land');
  return worldCopies(landWorld(feature(topology, land)));
}
