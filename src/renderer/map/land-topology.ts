import { feature } from 'topojson-client';
import type { GeometryObject as AnyGeometryObject, Topology } from 'topojson-specification';
import { preparePolygons, type LandPolygon } from './land-geometry';

export type GeometryObject = AnyGeometryObject<GeoJSON.GeoJsonProperties>;

/**
 * The land's polygons one at a time, each decoded from the topology only when asked for. The
 * whole world's points decoded at once (59,000 of them, as arrays, then as unwrapped LatLngs) all
 * lived until the path was built: about 20 MB that outlived the page's young-generation
 * collections, and made V8 grow the young generation to 64 MB, kept while the app was in use.
 * Apart from load-land.ts (which asks for the file by the page's URL) so that the build can run it.
 */
export function* landPolygons(topology: Topology, land: GeometryObject): Generator<LandPolygon> {
  if (land.type === 'GeometryCollection') {
    for (const each of land.geometries) yield* landPolygons(topology, each);
    return;
  }
  const polygons = land.type === 'MultiPolygon' ? land.arcs : land.type === 'Polygon' ? [land.arcs] : [];
  for (const arcs of polygons) yield* preparePolygons([feature(topology, { type: 'Polygon', arcs }).geometry.coordinates]);
}
