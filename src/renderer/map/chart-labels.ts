import { useEffect } from 'react';
import { createExternalStore, useExternalStore } from '../state/external-store';

/**
 * The words a layer keeps on the chart (a storm's name and intensity, its closest approach, where a
 * port's forecast is really for) and the marks no words may cover (the ship, a picked point): each
 * layer says them here, and the one placement of the chart's text (waypoint-names-layer.tsx with
 * waypoint-name-placement.ts) puts the words beside their marks, clear of the waypoint names, the
 * route, these marks and each other, or leaves them out where they fit nowhere (the layer's own
 * tooltip still shows them on hover). A Leaflet tooltip left permanent would instead sit wherever
 * it was anchored, over the route or the ship.
 */
export interface ChartLabel {
  /** Unique on the chart: "storm:AL05", "cpa:AL05". */
  id: string;
  lines: readonly string[];
  /** The mark the words belong to. */
  lat: number;
  lon: number;
  /** Room kept round the mark, so the words touch neither it nor its ring. */
  markRadiusPx: number;
  /** Its look (app.css): the tone of a storm, a CPA, a place. */
  className: string;
  /** Placed in this order after the route check's findings: lower first. */
  priority: number;
}

/** A point no label may cover: the ship at the chart's time, a picked point, the ship at a CPA. */
export interface ChartMark {
  lat: number;
  lon: number;
  radiusPx: number;
}

/** Placed in this order: what can hurt the ship first. */
export const labelPriority = { stormApproach: 1, stormNow: 2, forecastPlace: 3 } as const;

interface Said {
  labels: ReadonlyMap<string, readonly ChartLabel[]>;
  marks: ReadonlyMap<string, readonly ChartMark[]>;
}

const said = createExternalStore<Said>({ labels: new Map(), marks: new Map() });

function replaced<T>(map: ReadonlyMap<string, T>, source: string, value: T | null): ReadonlyMap<string, T> {
  const next = new Map(map);
  if (value === null) next.delete(source);
  else next.set(source, value);
  return next;
}

/** What a layer says (its labels or its marks), kept while the layer is on the chart. */
function useSaid<K extends keyof Said>(kind: K, source: string, value: Said[K] extends ReadonlyMap<string, infer T> ? T : never): void {
  useEffect(
    function say() {
      said.set((now) => ({ ...now, [kind]: replaced(now[kind] as ReadonlyMap<string, typeof value>, source, value) }));
      return function unsay() {
        said.set((now) => ({ ...now, [kind]: replaced(now[kind] as ReadonlyMap<string, typeof value>, source, null) }));
      };
    },
    [kind, source, value],
  );
}

/** A layer's labels, kept while it is on the chart (`source`: the layer's name); memoise the list. */
export function useChartLabels(source: string, labels: readonly ChartLabel[]): void {
  useSaid('labels', source, labels);
}

/** A layer's marks that no label may cover, kept while it is on the chart; memoise the list. */
export function useChartMarks(source: string, marks: readonly ChartMark[]): void {
  useSaid('marks', source, marks);
}

/** Every layer's labels, in the order they are placed, and every mark to keep clear. */
export function chartLabelsOf(now: Said): { labels: ChartLabel[]; marks: ChartMark[] } {
  return {
    // Ids are ASCII words: compared by code unit, not by the locale's collation (which is slow).
    labels: [...now.labels.values()].flat().sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    marks: [...now.marks.values()].flat(),
  };
}

export function useChartText(): Said {
  return useExternalStore(said);
}

/** The store itself, for tests. */
export const chartTextStore = said;
