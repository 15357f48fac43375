import { createExternalStore, createVoyageStore, useExternalStore, useVoyageStore } from './external-store';

/**
 * A position picked on the chart for the ensemble at a point: the Risk tab asks for a pick, the
 * chart's pick layer takes the next click (and Escape cancels). The pick belongs to the voyage
 * open when it was made: another voyage shows none (no voyage open counts as one more "voyage").
 */
export interface PickedPoint {
  lat: number;
  lon: number;
  /** counts picks, so picking the same place twice is still news */
  pick: number;
}

export interface PointPickSnapshot {
  picking: boolean;
  picked: PickedPoint | null;
}

/** The key of "no voyage open": voyage ids are never empty. */
const noVoyage = '';

const picking = createExternalStore(false);
const pickedByVoyage = createVoyageStore<PickedPoint | null>(null);
let picks = 0;

export const pointPick = {
  start(): void {
    picking.set(true);
  },
  cancel(): void {
    picking.set(false);
  },
  /** The chart was clicked while picking: the position is taken for that voyage and picking ends. */
  pickAt(voyageId: string | null, lat: number, lon: number): void {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new RangeError(`a picked position needs finite degrees, not ${lat}, ${lon}`);
    picks += 1;
    pickedByVoyage.set(voyageId ?? noVoyage, { lat, lon, pick: picks });
    picking.set(false);
  },
  clear(voyageId: string | null): void {
    picking.set(false);
    pickedByVoyage.set(voyageId ?? noVoyage, null);
  },
};

export function usePointPick(voyageId: string | null): PointPickSnapshot {
  return { picking: useExternalStore(picking), picked: useVoyageStore(pickedByVoyage, voyageId ?? noVoyage) };
}
