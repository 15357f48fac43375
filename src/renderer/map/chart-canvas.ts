import L from 'leaflet';

const canvases = new WeakMap<L.Map, L.Canvas>();

/**
 * The one canvas the chart's clickable symbols share (ports, route). Each Leaflet canvas is a
 * full-size element: a second one on top would swallow every click meant for the first, so
 * ports under a route could never be clicked. Land has its own, non-interactive canvas below.
 *
 * Its margin beyond the view is Leaflet's default tenth: the margin only shows while the chart is
 * dragged (the canvas is drawn again when it stops, and waypoint symbols are drawn in view only),
 * and its pixels are paid four times over. The half of the view it had each side made the canvas
 * four times the view's area, 11 MB at the benchmark's 1280 × 900 window, and Chromium keeps two
 * or three more copies of every canvas for its compositor (memory-infra, docs/platform-facts.md):
 * about 44 MB of the renderer for this one canvas, now about 16.
 */
export function chartCanvas(map: L.Map): L.Canvas {
  let canvas = canvases.get(map);
  if (canvas === undefined) {
    canvas = L.canvas({ padding: 0.1, tolerance: 6 });
    canvases.set(map, canvas);
  }
  return canvas;
}
