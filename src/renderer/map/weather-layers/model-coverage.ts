import type { CatalogueEntry } from '../../../shared/service/catalogue';
import type { ViewBox } from './layer-box';
import type { RouteSample } from './route-snap';

/**
 * Which maps models the picker offers: those whose box (the catalogue's `boundingbox`) meets the
 * chart's view, or the open voyage's route, each said in the list ("view", "whole route", "part of
 * the route"), so a regional model along the route is offered while the chart looks elsewhere.
 * A model without a box covers everything that can be known (the catalogue did not say).
 */

type ModelBox = NonNullable<CatalogueEntry['boundingbox']>;

function boxOf(model: CatalogueEntry): ModelBox | null {
  return model.boundingbox ?? null;
}

export function coversView(model: CatalogueEntry, view: ViewBox): boolean {
  const box = boxOf(model);
  if (box === null) return true;
  const { north, south, east, west } = box;
  if (east - west >= 359) return view.north >= south && view.south <= north;
  // Compare in the view's frame: shift the model's box by whole turns to meet it.
  const shift = 360 * Math.round((view.west + view.east) / 720 - (west + east) / 720);
  return view.north >= south && view.south <= north && view.east >= west + shift && view.west <= east + shift;
}

function holds(box: ModelBox, lat: number, lon: number): boolean {
  if (lat > box.north || lat < box.south) return false;
  const widthDeg = box.east >= box.west ? box.east - box.west : box.east - box.west + 360;
  if (widthDeg >= 359) return true;
  const fromWestDeg = ((((lon - box.west) % 360) + 360) % 360);
  return fromWestDeg <= widthDeg;
}

export type RouteCoverage = 'whole' | 'part' | 'none';

/** How much of the route (its points, every waypoint among them) lies in the model's box. */
export function routeCoverage(model: CatalogueEntry, route: readonly RouteSample[]): RouteCoverage {
  if (route.length === 0) return 'none';
  const box = boxOf(model);
  if (box === null) return 'whole';
  let inside = 0;
  for (const point of route) if (holds(box, point.lat, point.lon)) inside += 1;
  return inside === 0 ? 'none' : inside === route.length ? 'whole' : 'part';
}

export interface OfferedModel {
  model: CatalogueEntry;
  /** "view", "whole route", "view, part of the route" … */
  covers: string;
}

const routeWords: Record<RouteCoverage, string | null> = { whole: 'whole route', part: 'part of the route', none: null };

/** The models covering the view or the route, in catalogue order, with what each covers. */
export function offeredModels(models: readonly CatalogueEntry[], view: ViewBox, route: readonly RouteSample[]): OfferedModel[] {
  const offered: OfferedModel[] = [];
  for (const model of models) {
    const words = [coversView(model, view) ? 'view' : null, routeWords[routeCoverage(model, route)]].filter((word) => word !== null);
    if (words.length > 0) offered.push({ model, covers: words.join(', ') });
  }
  return offered;
}
