import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
// Natural Earth 1:50m land (public domain), as the world-atlas package ships it and the build reads it.
import landText from 'world-atlas/land-50m.json?raw';
import { landRings } from './land-detail';
import { decodeLandRings, encodeLandRings, landRingsFileFromTopology } from './land-rings-file';
import { landPolygons } from './land-topology';

const topology = JSON.parse(landText) as Topology;

describe("the chart's land file the build writes", () => {
  it('reads back the very rings the page worked out from the topology: every point, ring end and tolerance', () => {
    const worked = landRings(landPolygons(topology, topology.objects.land!));
    const bytes = landRingsFileFromTopology(topology);
    // Handed over as fetch() gives it: an ArrayBuffer of its own.
    const read = decodeLandRings(bytes.slice().buffer);
    expect(read.xy.length).toBeGreaterThan(100_000);
    expect(read.xy).toEqual(worked.xy);
    expect(read.ringEnds).toEqual(worked.ringEnds);
    expect(read.keptBelow).toEqual(worked.keptBelow);
    expect(read.westPx).toBe(worked.westPx);
    expect(read.eastPx).toBe(worked.eastPx);
  });

  it('says what is wrong with a file that is not one, rather than drawing garbage', () => {
    const island = landRings([[[{ lat: 10, lng: 10 }, { lat: 10.5, lng: 10 }, { lat: 10.5, lng: 10.7 }, { lat: 10, lng: 10 }]]]);
    const bytes = encodeLandRings(island);
    expect(decodeLandRings(bytes.slice().buffer).xy).toEqual(island.xy);
    expect(() => decodeLandRings(bytes.slice(0, 20).buffer)).toThrow("the chart's land file is damaged: 20 bytes, shorter than its 32-byte header");
    expect(() => decodeLandRings(bytes.slice(0, bytes.length - 4).buffer)).toThrow(/: \d+ bytes where 4 points and 1 rings take \d+;/);
    const html = new TextEncoder().encode('<!doctype html><title>Not found</title>'.padEnd(64));
    expect(() => decodeLandRings(html.buffer)).toThrow('it starts "<!do", not "PLR1"');
  });
});
