import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * What the chart and the route table share besides the voyage itself: whether the chart is in
 * "edit route" mode (clicks add waypoints) and which waypoint is selected, so that a row chosen
 * in the table is the marker highlighted on the chart and Delete removes the same one.
 */
export interface RouteEditing {
  editing: boolean;
  setEditing(editing: boolean): void;
  toggleEditing(): void;
  /** Index of the selected waypoint, or null. */
  selected: number | null;
  select(index: number | null): void;
}

const RouteEditingContext = createContext<RouteEditing | null>(null);

export function RouteEditingProvider({ children }: { children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [selected, select] = useState<number | null>(null);
  const toggleEditing = useCallback(() => setEditing((now) => !now), []);
  const value = useMemo(() => ({ editing, setEditing, toggleEditing, selected, select }), [editing, toggleEditing, selected]);
  return <RouteEditingContext.Provider value={value}>{children}</RouteEditingContext.Provider>;
}

export function useRouteEditing(): RouteEditing {
  const value = useContext(RouteEditingContext);
  if (value === null) throw new Error('useRouteEditing needs a RouteEditingProvider above it');
  return value;
}
