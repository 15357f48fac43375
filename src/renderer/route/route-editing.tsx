import { useMemo } from 'react';
import { createVoyageStore, useVoyageStore } from '../state/external-store';
import { useOpenVoyageId } from './open-voyage';

/**
 * What the chart and the route table share besides the voyage itself: whether the chart is in
 * "edit route" mode (clicks add waypoints) and which waypoint is selected, so that a row chosen
 * in the table is the marker highlighted on the chart and Delete removes the same one. Kept per
 * voyage: waypoint 7 selected on one voyage is not selected on the next one opened.
 */
export interface RouteEditing {
  editing: boolean;
  setEditing(editing: boolean): void;
  toggleEditing(): void;
  /** Index of the selected waypoint, or null. */
  selected: number | null;
  select(index: number | null): void;
  /** Rises by one each time the chart is asked to fit the route (key F, a port set as departure or arrival). */
  fitRequest: number;
  requestFit(): void;
}

interface VoyageRouteEditing {
  editing: boolean;
  selected: number | null;
  fitRequest: number;
}

/** The key of "no voyage open": voyage ids are never empty. */
const noVoyage = '';

export const routeEditingStore = createVoyageStore<VoyageRouteEditing>({ editing: false, selected: null, fitRequest: 0 });

type RouteEditingActions = Pick<RouteEditing, 'setEditing' | 'toggleEditing' | 'select' | 'requestFit'>;

/** The setters of one voyage's route editing, for code that acts on a key without re-rendering on every selection. */
export function routeEditingActions(voyageId: string | null): RouteEditingActions {
  const key = voyageId ?? noVoyage;
  const update = (change: (previous: VoyageRouteEditing) => Partial<VoyageRouteEditing> | null) =>
    routeEditingStore.set(key, (previous) => {
      const changed = change(previous);
      return changed === null ? previous : { ...previous, ...changed };
    });
  return {
    setEditing: (editing: boolean) => update((previous) => (previous.editing === editing ? null : { editing })),
    toggleEditing: () => update((previous) => ({ editing: !previous.editing })),
    select: (selected: number | null) => update((previous) => (previous.selected === selected ? null : { selected })),
    requestFit: () => update((previous) => ({ fitRequest: previous.fitRequest + 1 })),
  };
}

/** The route editing of one voyage (null: none open), with the setters that change it. */
export function useRouteEditingOf(voyageId: string | null): RouteEditing {
  const state = useVoyageStore(routeEditingStore, voyageId ?? noVoyage);
  const setters = useMemo(() => routeEditingActions(voyageId), [voyageId]);
  return useMemo(() => ({ ...state, ...setters }), [state, setters]);
}

/** The open voyage's route editing. */
export function useRouteEditing(): RouteEditing {
  return useRouteEditingOf(useOpenVoyageId());
}
