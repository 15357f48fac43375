import L from 'leaflet';
import { detailZoom, forEachKeptRing, toleranceAtZoom0, type LandRings } from './land-detail';
import { destroyCanvasContainer, setCanvasTransform, updateCanvasLazily, type CanvasToSize } from './chart-canvas';
import { WORLD_PX_AT_ZOOM_0, worldCopiesInView } from './land-projection';

/**
 * The land drawn from one path for the whole world, on a canvas of its own below the chart's
 * layers. Leaflet polygons kept every point three times over (one copy per world, -360°, 0,
 * +360°) as LatLngs and again as projected points, about 25 MB of the page's heap for the 1:50m
 * land, and projected and simplified all of it again at every zoom (most of what opening a long
 * voyage waited for, as the chart fits it). Here the land is one Path2D in Leaflet's zoom-0 world
 * pixels (EPSG:3857, 256 px round the world) per detail zoom (map/land-detail.ts), each made once;
 * each redraw only sets the canvas's transform to the zoom and the view and fills it once per
 * world copy in sight.
 */

/** The land's path at each detail zoom, made when first drawn (or prepared beforehand). */
export interface LandPaths {
  rings: LandRings;
  at(zoom: number): Path2D;
}

export function landPaths(rings: LandRings): LandPaths {
  const made = new Map<number, Path2D>();
  return {
    rings,
    at(zoom) {
      const detail = detailZoom(zoom);
      const known = made.get(detail);
      if (known !== undefined) return known;
      const path = new Path2D();
      forEachKeptRing(rings, toleranceAtZoom0(detail), (points) => {
        points.forEach((point, index) => {
          const x = rings.xy[2 * point]!;
          const y = rings.xy[2 * point + 1]!;
          if (index === 0) path.moveTo(x, y);
          else path.lineTo(x, y);
        });
        // Closed by a line back to the first point, not closePath(): in this Chromium each
        // closePath() costs as much as the whole path so far, and the world's 1,421 rings took
        // about 100 ms to close against 5 to 12 ms for the lines (a fill closes a ring anyway).
        const first = points[0]!;
        const last = points.at(-1)!;
        if (rings.xy[2 * first] !== rings.xy[2 * last] || rings.xy[2 * first + 1] !== rings.xy[2 * last + 1]) path.lineTo(rings.xy[2 * first]!, rings.xy[2 * first + 1]!);
      });
      made.set(detail, path);
      return path;
    },
  };
}

export interface LandStyle {
  fill: string;
  coast: string;
  coastWidthPx: number;
}

export interface LandCanvas extends L.Canvas {
  setLand(land: LandPaths | null, style: LandStyle): void;
}

/**
 * A Leaflet canvas renderer that draws the land itself: it keeps Leaflet's sizing, panning and
 * zoom animation of the canvas, and replaces drawing its (absent) layers with the land's path.
 */
export function landCanvas(options: L.RendererOptions): LandCanvas {
  let land: LandPaths | null = null;
  let style: LandStyle = { fill: 'transparent', coast: 'transparent', coastWidthPx: 0 };
  type LandInside = L.Canvas & CanvasToSize & { _postponeUpdatePaths?: boolean; _redrawRequest?: number | null };
  function drawLand(canvas: LandInside): void {
    const { _ctx: ctx, _map: map, _bounds: bounds } = canvas;
    if (ctx === undefined || map === undefined || bounds?.min === undefined || bounds.max === undefined) return;
    const { min, max } = bounds;
    setCanvasTransform(canvas);
    ctx.save();
    ctx.clearRect(min.x, min.y, max.x - min.x, max.y - min.y);
    if (land !== null) {
      const zoom = map.getZoom();
      const scale = map.getZoomScale(zoom, 0);
      const worldPx = WORLD_PX_AT_ZOOM_0 * scale;
      const origin = map.getPixelOrigin();
      ctx.fillStyle = style.fill;
      ctx.strokeStyle = style.coast;
      ctx.lineWidth = style.coastWidthPx / scale;
      ctx.lineJoin = 'round';
      const path = land.at(zoom);
      for (const copy of worldCopiesInView(min.x + origin.x, max.x + origin.x, worldPx, land.rings)) {
        ctx.save();
        ctx.translate(copy * worldPx - origin.x, -origin.y);
        ctx.scale(scale, scale);
        ctx.fill(path, 'evenodd');
        if (style.coastWidthPx > 0) ctx.stroke(path);
        ctx.restore();
      }
    }
    ctx.restore();
  }
  const LandRenderer = L.Canvas.extend({
    _update: updateCanvasLazily,
    _destroyContainer: destroyCanvasContainer,
    // Drawn in the next animation frame, before its paint, as the symbols' canvas is (map/chart-canvas.ts):
    // a view change only moves the canvas. Its removal cancels the request (destroyCanvasContainer).
    _updatePaths(this: LandInside) {
      if (this._postponeUpdatePaths || this._map === undefined) return;
      this._redrawRequest ??= L.Util.requestAnimFrame(() => {
        this._redrawRequest = null;
        drawLand(this);
      });
    },
  });
  const Renderer = LandRenderer as unknown as new (options: L.RendererOptions) => LandCanvas & { _updatePaths(): void; _map?: L.Map };
  const renderer = new Renderer(options);
  renderer.setLand = (paths, next) => {
    land = paths;
    style = next;
    if (renderer._map !== undefined) renderer._updatePaths();
  };
  return renderer;
}
