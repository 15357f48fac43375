import L from 'leaflet';

const canvases = new WeakMap<L.Map, L.Canvas>();

/**
 * The one canvas the chart's clickable symbols share (ports, route). Each Leaflet canvas is a
 * full-size element: a second one on top would swallow every click meant for the first, so
 * ports under a route could never be clicked. Land has its own, non-interactive canvas below.
 */
export function chartCanvas(map: L.Map): L.Canvas {
  let canvas = canvases.get(map);
  if (canvas === undefined) {
    canvas = L.canvas({ padding: 0.5, tolerance: 6 });
    canvases.set(map, canvas);
  }
  return canvas;
}
