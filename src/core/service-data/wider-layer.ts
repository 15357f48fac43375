import type { OperationQuery } from '../../shared/service/endpoints';
import type { CachedLayerAnswer } from './service-data';

/**
 * Which cached layers answer over a wider box may stand in for the view's own. When the service
 * can be asked: one that covers the view, fresh, at the view's zoom or finer (the zoom is the
 * images' resolution: a coarser one would show less than the credit buys), so a voyage's pack, or
 * an earlier view's box at the same zoom, costs nothing again. When it cannot: any age, any zoom,
 * and one covering only part of the view (part of the weather beats an empty chart), said so.
 * Among several, the one covering most of the view, then the zoom nearest the view's (finer at
 * equal distance), then the newest.
 */

export interface ServiceBox {
  north: number;
  south: number;
  /** Within -180..180; west east of east when the box crosses 180°. */
  west: number;
  east: number;
}

export interface WiderChoice {
  query: OperationQuery<'weatherMapsLayers'>;
  /** Share of the view covered, 0..1. */
  coverage: number;
}

/** Below this share of the view a box is not said to cover it (rounding of the box edges). */
const wholeView = 0.999;

/** The box's longitudes as one interval, east beyond west (past 180 when it crosses). */
function lonInterval(box: ServiceBox): [number, number] {
  return box.east > box.west ? [box.west, box.east] : [box.west, box.east + 360];
}

/** The share of the view's area (in degrees) that the box covers, across 180° as well. */
export function coverageOf(box: ServiceBox, view: ServiceBox): number {
  const latSpan = view.north - view.south;
  const [viewWest, viewEast] = lonInterval(view);
  const [boxWest, boxEast] = lonInterval(box);
  const lonSpan = viewEast - viewWest;
  if (latSpan <= 0 || lonSpan <= 0) return 0;
  const latOverlap = Math.max(0, Math.min(box.north, view.north) - Math.max(box.south, view.south));
  let lonOverlap = 0;
  // The box may meet the view one turn of the globe over (a view or box across 180°).
  for (const shift of [-360, 0, 360]) lonOverlap += Math.max(0, Math.min(boxEast + shift, viewEast) - Math.max(boxWest + shift, viewWest));
  return Math.min(1, latOverlap / latSpan) * Math.min(1, lonOverlap / lonSpan);
}

export function chooseWiderLayer(
  answers: readonly CachedLayerAnswer[],
  own: OperationQuery<'weatherMapsLayers'>,
  view: ServiceBox,
  canAsk: boolean,
): WiderChoice | null {
  const candidates = answers
    .filter((answer) => !sameBox(answer.query, own))
    .map((answer) => ({ ...answer, coverage: coverageOf(answer.query, view) }))
    .filter((answer) => (canAsk ? answer.fresh && answer.coverage >= wholeView && answer.query.zoom >= own.zoom : answer.coverage > 0));
  const zoomDistance = (zoom: number) => Math.abs(zoom - own.zoom) + (zoom < own.zoom ? 0.5 : 0);
  candidates.sort(
    (a, b) =>
      (a.coverage >= wholeView && b.coverage >= wholeView ? 0 : b.coverage - a.coverage) ||
      zoomDistance(a.query.zoom) - zoomDistance(b.query.zoom) ||
      b.fetchedAtMs - a.fetchedAtMs,
  );
  const best = candidates[0];
  return best === undefined ? null : { query: best.query, coverage: Math.min(1, best.coverage) };
}

export function sameBox(a: OperationQuery<'weatherMapsLayers'>, b: OperationQuery<'weatherMapsLayers'>): boolean {
  return a.zoom === b.zoom && a.north === b.north && a.south === b.south && a.west === b.west && a.east === b.east;
}
