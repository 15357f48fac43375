import { feature } from 'topojson-client';
import type { GeometryObject as AnyGeometryObject, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { landWorld, preparePolygons, worldCopies, type LandPolygon } from './land-geometry';

type GeometryObject = AnyGeometryObject<GeoJSON.GeoJsonProperties>;

/**
 * Natural Earth 1:50m land, shipped with the app (no tile server, works at sea), read once per
 * page: one world's polygons for the chart (map/land-canvas.ts makes them one path and repeats it),
 * the world copies for the printed report's chart.
 */
async function loadTopology(): Promise<{ topology: Topology; land: GeometryObject }> {
  const response = await fetch(landUrl);
  if (!response.ok) throw new Error(`the basemap could not be read (${response.status})`);
  const topology = (await response.json()) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error('the basemap has no land');
  return { topology, land };
}

/**
 * The land's polygons one at a time, each decoded from the topology only when asked for. The
 * whole world's points decoded at once (59,000 of them, as arrays, then as unwrapped LatLngs) all
 * lived until the path was built: about 20 MB that outlived the page's young-generation
 * collections, and made V8 grow the young generation to 64 MB, kept while the app was in use.
 */
export function* landPolygons(topology: Topology, land: GeometryObject): Generator<LandPolygon> {
  if (land.type === 'GeometryCollection') {
    for (const each of land.geometries) yield* landPolygons(topology, each);
    return;
  }
  const polygons = land.type === 'MultiPolygon' ? land.arcs : land.type === 'Polygon' ? [land.arcs] : [];
  for (const arcs of polygons) yield* preparePolygons([feature(topology, { type: 'Polygon', arcs }).geometry.coordinates]);
}

/** The chart's land, one world's polygons decoded as they are iterated (for land-canvas.ts's landPath). */
export async function loadLandWorld(): Promise<Iterable<LandPolygon>> {
  const { topology, land } = await loadTopology();
  return landPolygons(topology, land);
}

/** The land once per world copy (-360°, 0, +360°), as the printed report's chart draws it. */
export async function loadLand(): Promise<LandPolygon[][]> {
  const { topology, land } = await loadTopology();
  return worldCopies(landWorld(feature(topology, land)));
}
