import { describe, expect, it } from 'vitest';
import { worldCopiesInView, worldPixelAtZoom0 } from './land-projection';

describe('the land in world pixels', () => {
  it("puts positions where Leaflet's Web Mercator does at zoom 0", () => {
    // Leaflet: x = R·λ, y = R·ln(tan(π/4 + φ/2)), then scaled by 0.5 / (π R) about (0.5, 0.5), times 256.
    const leaflet = (lat: number, lng: number) => {
      const R = 6378137;
      const scale = 0.5 / (Math.PI * R);
      const phi = (lat * Math.PI) / 180;
      return { x: 256 * (0.5 + scale * R * ((lng * Math.PI) / 180)), y: 256 * (0.5 - scale * R * Math.log(Math.tan(Math.PI / 4 + phi / 2))) };
    };
    for (const [lat, lng] of [[0, 0], [51.9, 4.05], [-33.9, 151.2], [64.2, -170.5], [-77.8, 166.7]] as const) {
      const ours = worldPixelAtZoom0(lat, lng);
      const theirs = leaflet(lat, lng);
      expect(ours.x).toBeCloseTo(theirs.x, 9);
      expect(ours.y).toBeCloseTo(theirs.y, 9);
    }
    // Unwrapped longitudes beyond 180° continue east (Chukotka's rings), and the poles stop at the chart's edge.
    expect(worldPixelAtZoom0(0, 190).x).toBeCloseTo(256 * (0.5 + 190 / 360), 9);
    expect(worldPixelAtZoom0(-90, 0).y).toBeCloseTo(256, 6);
    expect(worldPixelAtZoom0(90, 0).y).toBeCloseTo(0, 6);
  });

  it('draws the copies whose land reaches into the view, and no other', () => {
    const world = { westPx: 0, eastPx: 256 };
    // Rings unwrapped across 180° (Chukotka to 190°E) reach into the next world east.
    const pastTheDateLine = { westPx: 0, eastPx: worldPixelAtZoom0(66, 190).x };
    // A view inside the first world, one astride its eastern edge, and one three worlds wide (zoom 2: 1,024 px a world).
    expect(worldCopiesInView(100, 900, 1024, world)).toEqual([0]);
    expect(worldCopiesInView(900, 1100, 1024, world)).toEqual([0, 1]);
    expect(worldCopiesInView(-1500, 1600, 1024, world)).toEqual([-2, -1, 0, 1]);
    // The copy to the west is drawn only where its land reaches past 180° into the view.
    expect(worldCopiesInView(0, 900, 1024, pastTheDateLine)).toEqual([-1, 0]);
    expect(worldCopiesInView(100, 900, 1024, pastTheDateLine)).toEqual([0]);
  });
});
