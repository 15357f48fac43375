import { describe, expect, it } from 'vitest';
import { layerBoxForView, snapLayerBox } from './layer-box';

describe('the box a layer is asked over', () => {
  const biscay = { north: 50, south: 42, west: -12, east: -2 };

  it('snaps the view outward to the zoom tile grid with a tile to spare', () => {
    const box = snapLayerBox(biscay, 5);
    // 11.25° tiles at zoom 5.
    expect(box).toMatchObject({ zoom: 5, north: 67.5, south: 22.5, west: -33.75, east: 11.25, placeWest: -33.75, placeEast: 11.25 });
  });

  it('keeps the box while small pans stay inside it, asks again for a big pan or another zoom', () => {
    const box = layerBoxForView(biscay, 5, null);
    const nudged = layerBoxForView({ north: 50.4, south: 42.4, west: -11.5, east: -1.5 }, 5, box);
    expect(nudged).toBe(box);
    expect(layerBoxForView({ north: 50, south: 42, west: 5, east: 15 }, 5, box)).not.toBe(box);
    expect(layerBoxForView(biscay, 6, box).zoom).toBe(6);
  });

  it('across 180°: placed unwrapped on the chart, asked with west east of east', () => {
    const box = snapLayerBox({ north: 0, south: -30, west: 170, east: 195 }, 4);
    expect(box.placeWest).toBe(135);
    expect(box.placeEast).toBe(225);
    expect(box.west).toBe(135);
    expect(box.east).toBe(-135);
  });

  it('a view wider than the world asks for the whole world once', () => {
    const box = snapLayerBox({ north: 80, south: -80, west: -250, east: 200 }, 2);
    expect(box).toMatchObject({ west: -180, east: 180, north: 85, south: -85 });
    expect(box.placeEast - box.placeWest).toBe(360);
  });
});
