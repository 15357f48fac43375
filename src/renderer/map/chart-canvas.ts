import L from 'leaflet';

const canvases = new WeakMap<L.Map, L.Canvas>();

/** What FrameCanvas uses of Leaflet's canvas beyond its typings (leaflet-src.js, Canvas). */
interface CanvasInside {
  _layers: Record<string, { _update(): void }>;
  _postponeUpdatePaths?: boolean;
  _redrawBounds: L.Bounds | null;
  _redrawRequest: number | null;
  /** Set when the next drawing must be of the whole canvas (it was resized, which clears it). */
  _wholeRedraw?: boolean;
  _redraw(): void;
}

const leafletCanvas = L.Canvas.prototype as unknown as { _redraw(this: CanvasInside): void; _destroyContainer(this: unknown): void };
const leafletRenderer = L.Renderer.prototype as unknown as { _update(this: unknown): void };

/** What sizing a canvas uses of Leaflet's canvas renderer beyond its typings (leaflet-src.js, Canvas._update). */
export interface CanvasToSize {
  _map: L.Map & { _animatingZoom?: boolean };
  _bounds?: L.Bounds;
  _container: HTMLCanvasElement;
  _ctx: CanvasRenderingContext2D;
  /** The view's corner the drawing's transform is still to be set to, when it was not at once. */
  _cornerToSet?: L.Point | undefined;
  fire(type: string): void;
}

/**
 * Leaflet's Canvas._update (leaflet 1.9.4), leaving the canvas's transform to its drawing in the
 * next animation frame (before that frame's paint) and no longer giving it the size it already
 * has (which clears it: every drawing clears what it draws over). A view change then only moves
 * the canvas; the land's path was filled in the move's own task as well. Run alternately, six times
 * each, a 1,000-waypoint voyage opened in 92, 116, 130, 143, 92 and 102 ms against 118, 123, 154,
 * 141, 116 and 141 for Leaflet's own (window bench, longest frame; both with the chart's size
 * followed, map/chart-resize.tsx).
 */
export function updateCanvasLazily(this: CanvasToSize): void {
  if (this._map._animatingZoom && this._bounds) return;
  leafletRenderer._update.call(this);
  const bounds = this._bounds;
  if (bounds?.min === undefined) return;
  const size = bounds.getSize();
  const scale = L.Browser.retina ? 2 : 1;
  const container = this._container;
  L.DomUtil.setPosition(container, bounds.min);
  this._cornerToSet = bounds.min;
  if (container.width !== scale * size.x || container.height !== scale * size.y) {
    container.width = scale * size.x;
    container.height = scale * size.y;
    container.style.width = `${size.x}px`;
    container.style.height = `${size.y}px`;
    // Sizing resets the transform, and a canvas being added is drawn at once (Canvas.onAdd).
    setCanvasTransform(this);
  }
  this.fire('update');
}

/**
 * Leaflet's Canvas._destroyContainer (leaflet 1.9.4), forgetting the drawing it cancels: Leaflet
 * keeps the cancelled request's number, and a canvas drawn only in the next frame, put back on the
 * chart (React's development mode mounts every effect twice), waited for it and was never drawn.
 */
export function destroyCanvasContainer(this: { _redrawRequest?: number | null }): void {
  leafletCanvas._destroyContainer.call(this);
  this._redrawRequest = null;
}

/** The transform a view change left to set: drawing is in layer points, the canvas's corner at the bounds' minimum. */
export function setCanvasTransform(canvas: CanvasToSize): void {
  const corner = canvas._cornerToSet;
  if (corner === undefined) return;
  const scale = L.Browser.retina ? 2 : 1;
  canvas._ctx.setTransform(scale, 0, 0, scale, -scale * corner.x, -scale * corner.y);
  canvas._cornerToSet = undefined;
}

/**
 * Leaflet's canvas, drawn in the next animation frame rather than at once when the view changes.
 * A view change (a fit, a pan's end) drew every symbol on the spot, and the symbols added or moved
 * in the same task were drawn again in the frame: opening a voyage drew the ports and the route
 * twice before the first paint (up to 13 ms at 1,000 waypoints in a profile). The frame's drawing
 * comes before its paint, so no frame shows the canvas cleared.
 */
const FrameCanvas = L.Canvas.extend({
  _update: updateCanvasLazily,
  _destroyContainer: destroyCanvasContainer,
  _updatePaths(this: CanvasInside) {
    if (this._postponeUpdatePaths) return;
    for (const id in this._layers) this._layers[id]?._update();
    this._wholeRedraw = true;
    this._redrawRequest ??= L.Util.requestAnimFrame(() => this._redraw());
  },
  _redraw(this: CanvasInside & CanvasToSize) {
    setCanvasTransform(this);
    if (this._wholeRedraw) this._redrawBounds = null;
    this._wholeRedraw = false;
    leafletCanvas._redraw.call(this);
  },
}) as unknown as new (options: L.RendererOptions) => L.Canvas;

/** The chart's canvases' margin beyond the view, a fraction of it each side (symbols and land alike: why below). */
export const chartCanvasPadding = 0.1;

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
    canvas = new FrameCanvas({ padding: chartCanvasPadding, tolerance: 6 });
    canvases.set(map, canvas);
  }
  return canvas;
}
