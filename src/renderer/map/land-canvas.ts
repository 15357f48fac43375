import L from 'leaflet';
import type { LandPolygon } from './land-geometry';
import { WORLD_PX_AT_ZOOM_0, worldCopiesInView, worldPixelAtZoom0 } from './land-projection';

/**
 * The land drawn from one path for the whole world, on a canvas of its own below the chart's
 * layers. Leaflet polygons kept every point three times over (one copy per world, -360°, 0,
 * +360°) as LatLngs and again as projected points, about 25 MB of the page's heap for the 1:50m
 * land, and projected and simplified all of it again at every zoom (most of what opening a long
 * voyage waited for, as the chart fits it). Here the land is one Path2D in Leaflet's zoom-0 world
 * pixels (EPSG:3857, 256 px round the world), built once; each redraw only sets the canvas's
 * transform to the zoom and the view and fills it once per world copy in sight.
 */

/**
 * The land's rings as one path (holes filled away by the even-odd rule), in zoom-0 world pixels;
 * the polygons may come one at a time (load-land.ts), each let go once it is in the path.
 */
export function landPath(world: Iterable<LandPolygon>): Path2D {
  const path = new Path2D();
  for (const polygon of world) {
    for (const ring of polygon) {
      ring.forEach((point, index) => {
        const { x, y } = worldPixelAtZoom0(point.lat, point.lng);
        if (index === 0) path.moveTo(x, y);
        else path.lineTo(x, y);
      });
      path.closePath();
    }
  }
  return path;
}

export interface LandStyle {
  fill: string;
  coast: string;
  coastWidthPx: number;
}

export interface LandCanvas extends L.Canvas {
  setLand(path: Path2D | null, style: LandStyle): void;
}

/**
 * A Leaflet canvas renderer that draws the land itself: it keeps Leaflet's sizing, panning and
 * zoom animation of the canvas, and replaces drawing its (absent) layers with the land's path.
 */
export function landCanvas(options: L.RendererOptions): LandCanvas {
  let land: Path2D | null = null;
  let style: LandStyle = { fill: 'transparent', coast: 'transparent', coastWidthPx: 0 };
  const LandRenderer = L.Canvas.extend({
    _updatePaths(this: L.Canvas & { _ctx?: CanvasRenderingContext2D; _map?: L.Map; _bounds?: L.Bounds; _postponeUpdatePaths?: boolean }) {
      const ctx = this._ctx;
      const map = this._map;
      const bounds = this._bounds;
      if (this._postponeUpdatePaths || ctx === undefined || map === undefined || bounds === undefined) return;
      const { min, max } = bounds;
      if (min === undefined || max === undefined) return;
      ctx.save();
      // Canvas._update left the context translated so that layer points draw in place.
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
        for (const copy of worldCopiesInView(min.x + origin.x, max.x + origin.x, worldPx)) {
          ctx.save();
          ctx.translate(copy * worldPx - origin.x, -origin.y);
          ctx.scale(scale, scale);
          ctx.fill(land, 'evenodd');
          if (style.coastWidthPx > 0) ctx.stroke(land);
          ctx.restore();
        }
      }
      ctx.restore();
    },
  });
  const Renderer = LandRenderer as unknown as new (options: L.RendererOptions) => LandCanvas & { _updatePaths(): void; _map?: L.Map };
  const renderer = new Renderer(options);
  renderer.setLand = (path, next) => {
    land = path;
    style = next;
    if (renderer._map !== undefined) renderer._updatePaths();
  };
  return renderer;
}
