import type { ImportedRoute, ImportRouteInput } from '../../shared/voyage/route-file';
import { createExternalStore } from '../state/external-store';

/**
 * A route file read but not yet a voyage: what the import preview shows in the route panel and
 * draws on the chart until the navigator accepts or cancels it. `input` is what was sent, so a
 * new choice of track, segment or tolerance reads the same file again.
 */
export interface ImportPreviewState {
  input: ImportRouteInput;
  route: ImportedRoute;
}

export const importPreviewStore = createExternalStore<ImportPreviewState | null>(null);

/**
 * The route with waypoint `from` moved to `to`. Only a waypoint list is reordered (a GPX of loose
 * waypoints, whose file order is a guess): its legs are all the same default, so they stay by
 * position and the new order simply gets them; out-of-range moves return the route unchanged.
 */
export function moveImportedWaypoint(route: ImportedRoute, from: number, to: number): ImportedRoute {
  const count = route.waypoints.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return route;
  const waypoints = [...route.waypoints];
  const [moved] = waypoints.splice(from, 1);
  if (!moved) return route;
  waypoints.splice(to, 0, moved);
  return { ...route, waypoints };
}
