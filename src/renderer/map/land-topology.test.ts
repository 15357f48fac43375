import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import landText from 'world-atlas/land-50m.json?raw';
import { landWorld } from './land-geometry';
import { landPolygons } from './land-topology';

describe('the land read one polygon at a time', () => {
  it('is the same land, ring for ring and point for point, as the whole world read at once (the printed chart\'s)', () => {
    const topology = JSON.parse(landText) as Topology;
    const land = topology.objects.land!;
    const streamed = [...landPolygons(topology, land)];
    expect(streamed.length).toBeGreaterThan(1000);
    expect(streamed).toEqual(landWorld(feature(topology, land)));
  });
});
