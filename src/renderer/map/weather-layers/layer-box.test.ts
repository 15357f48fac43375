import { describe, expect, it } from 'vitest';
import { layerBoxForView, placeServiceBox, serviceView, snapLayerBox } from './layer-box';

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

describe('a box in the service form placed on the chart', () => {
  it('wraps the view to the service form, across 180° and for the whole world', () => {
    expect(serviceView({ north: 50, south: 40, west: -20, east: 10 })).toEqual({ north: 50, south: 40, west: -20, east: 10 });
    expect(serviceView({ north: 10, south: -10, west: 170, east: 190 })).toEqual({ north: 10, south: -10, west: 170, east: -170 });
    expect(serviceView({ north: 89, south: -89, west: -200, east: 200 })).toEqual({ north: 85, south: -85, west: -180, east: 180 });
  });

  it("places a wider box in the world copy that meets the view, across 180° as well", () => {
    expect(placeServiceBox({ north: 60, south: 30, west: -40, east: 10 }, { north: 50, south: 40, west: -20, east: 0 })).toEqual({ north: 60, south: 30, placeWest: -40, placeEast: 10 });
    // A pack across 180° (160°E to 160°W) seen from a view centred at 180°, then from one at 190°E.
    expect(placeServiceBox({ north: 10, south: -10, west: 160, east: -160 }, { north: 5, south: -5, west: 170, east: 190 })).toEqual({ north: 10, south: -10, placeWest: 160, placeEast: 200 });
    expect(placeServiceBox({ north: 10, south: -10, west: -175, east: -160 }, { north: 5, south: -5, west: 180, east: 200 })).toEqual({ north: 10, south: -10, placeWest: 185, placeEast: 200 });
  });
});
