import { useSyncExternalStore } from 'react';

/**
 * A position picked on the chart for the ensemble at a point: the Risk tab asks for a pick, the
 * chart's pick layer takes the next click (and Escape cancels). Kept outside React's tree so the
 * layer and the tab share it without a provider around the whole workstation.
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

let snapshot: PointPickSnapshot = { picking: false, picked: null };
const listeners = new Set<() => void>();

function publish(next: PointPickSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return function unsubscribe() {
    listeners.delete(listener);
  };
}

export const pointPick = {
  start(): void {
    publish({ ...snapshot, picking: true });
  },
  cancel(): void {
    if (snapshot.picking) publish({ ...snapshot, picking: false });
  },
  /** The chart was clicked while picking: the position is taken and picking ends. */
  pickAt(lat: number, lon: number): void {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new RangeError(`a picked position needs finite degrees, not ${lat}, ${lon}`);
    publish({ picking: false, picked: { lat, lon, pick: (snapshot.picked?.pick ?? 0) + 1 } });
  },
  clear(): void {
    publish({ picking: false, picked: null });
  },
};

export function currentPointPick(): PointPickSnapshot {
  return snapshot;
}

export function usePointPick(): PointPickSnapshot {
  return useSyncExternalStore(subscribe, currentPointPick);
}
