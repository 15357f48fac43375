import { describe, expect, it } from 'vitest';
import type { Port, PortSize } from '../../shared/service/ports';
import { placePorts, portAt, portSymbols, type LayerView } from './port-symbols';

// Four ports of the World Port Index (NGA Pub. 150, resources/world-port-index/ports.csv), as the
// demo serves them: their names, harbour sizes and positions.
const ports: Port[] = [
  { id: 31140, name: 'Rotterdam', size: 'large', country: 'Netherlands', latitude: 51.9, longitude: 4.483333 },
  { id: 31040, name: 'Ijmuiden', size: 'small', country: 'Netherlands', latitude: 52.466667, longitude: 4.583333 },
  { id: 31085, name: 'Europoort', size: 'medium', country: 'Netherlands', latitude: 51.95, longitude: 4.116667 },
  { id: 31120, name: 'Vlaardingen', size: 'very_small', country: 'Netherlands', latitude: 51.9, longitude: 4.35 },
];
const all = new Set<PortSize>(['large', 'medium', 'small', 'very_small']);

/** Leaflet's EPSG:3857 projection at a zoom, rounded as latLngToLayerPoint rounds it. */
function leafletPixel(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: Math.round(scale * (0.5 + lon / 360)), y: Math.round(scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))) };
}

function view(zoom: number, centre: Port, half = 400): LayerView {
  const at = leafletPixel(centre.latitude, centre.longitude, zoom);
  const originX = at.x - half;
  const originY = at.y - half;
  return { zoom, originX, originY, minX: 0, minY: 0, maxX: 2 * half, maxY: 2 * half };
}

describe('port symbols', () => {
  it('orders the ports smallest first and places each where Leaflet would, in layer pixels', () => {
    const symbols = portSymbols(ports);
    expect(symbols.ports.map((port) => port.name)).toEqual(['Vlaardingen', 'Ijmuiden', 'Europoort', 'Rotterdam']);
    expect(symbols.rangeOfSize).toEqual({ very_small: [0, 1], small: [1, 2], medium: [2, 3], large: [3, 4] });
    for (const zoom of [2, 7, 12]) {
      const shown = view(zoom, ports[0]!);
      const placed = placePorts(symbols, all, shown);
      for (let at = 0; at < placed.count; at += 1) {
        const port = symbols.ports[placed.indices[at]!]!;
        const expected = leafletPixel(port.latitude, port.longitude, zoom);
        expect([placed.x[at], placed.y[at]]).toEqual([expected.x - shown.originX, expected.y - shown.originY]);
      }
      expect(placed.count).toBe(zoom === 12 ? 2 : 4);
    }
  });

  it('places only the sizes shown, and leaves out a port whose symbol cannot reach the view', () => {
    const symbols = portSymbols(ports);
    const shown = view(12, ports[0]!, 100);
    // At zoom 12 Rotterdam's neighbours lie hundreds of pixels away: only it is in a 200 px view.
    const near = placePorts(symbols, all, shown);
    expect(Array.from(near.indices.subarray(0, near.count))).toEqual([3]);
    expect(placePorts(symbols, new Set(['small']), view(7, ports[0]!)).count).toBe(1);
    expect(placePorts(symbols, new Set(), view(7, ports[0]!)).count).toBe(0);
    // A symbol half in the view is kept: Rotterdam 3 px left of the view's west edge, its radius 5.
    const edge = { ...shown, minX: shown.maxX / 2 + 3, maxX: shown.maxX / 2 + 50 };
    expect(placePorts(symbols, all, edge).count).toBe(1);
    expect(placePorts(symbols, all, { ...edge, minX: edge.minX + 4 }).count).toBe(0);
  });

  it('finds the port under a pointer within its symbol and the tolerance, the nearest where two could be meant', () => {
    const symbols = portSymbols(ports);
    const shown = view(10, ports[0]!);
    const placed = placePorts(symbols, all, shown);
    const rotterdam = leafletPixel(51.9, 4.483333, 10);
    const x = rotterdam.x - shown.originX;
    const y = rotterdam.y - shown.originY;
    expect(portAt(symbols, placed, x, y, 6)?.name).toBe('Rotterdam');
    // Radius 5 and tolerance 6: 11 px away still, 12 not.
    expect(portAt(symbols, placed, x + 11, y, 6)?.name).toBe('Rotterdam');
    expect(portAt(symbols, placed, x + 12, y, 6)).toBeNull();
    // Vlaardingen (very small, radius 2.5) lies about 97 px west at zoom 10; a point near it is its.
    const vlaardingen = leafletPixel(51.9, 4.35, 10);
    expect(portAt(symbols, placed, vlaardingen.x - shown.originX + 2, vlaardingen.y - shown.originY, 6)?.name).toBe('Vlaardingen');
    // Two ports at one pixel: the one drawn on top, the larger, is the one clicked.
    const twins = portSymbols([ports[0]!, { ...ports[0]!, id: 9, name: 'Rotterdam small harbour', size: 'small' }]);
    const both = placePorts(twins, all, shown);
    expect(portAt(twins, both, x, y, 6)?.name).toBe('Rotterdam');
  });
});
