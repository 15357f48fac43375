import type { Voyage } from '../../shared/voyage/voyage';

/** A saved two-waypoint North Sea voyage for the renderer's tests of the open voyage and its edits. */
export function rotterdamToLeith(change: Partial<Voyage> = {}): Voyage {
  return {
    id: 'v1',
    name: 'Rotterdam to Leith',
    revision: 1,
    createdAtMs: 0,
    updatedAtMs: 0,
    vesselProfileId: 'default',
    departure: { mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 0) },
    waypoints: [
      { id: 'a', name: 'Maas Center', lat: 51.995, lon: 3.97 },
      { id: 'b', name: 'Leith', lat: 56.0, lon: -3.17 },
    ],
    legs: [{ geometry: 'rhumb', speedKn: 12 }],
    ...change,
  } as Voyage;
}
