import type { NewVoyage } from '../../src/shared/voyage/voyage';

/**
 * A short North Sea passage for the route-file tests: one rhumb and one great-circle leg at
 * different speeds, and a name that starts with "=" to prove spreadsheet cells stay text.
 * Each test gives it the departure it needs.
 */
export const leithToBergen = {
  name: 'Leith / Bergen',
  waypoints: [
    { id: 'a', name: 'Leith', lat: 55.99, lon: -3.17 },
    { id: 'b', name: 'Fair Isle', lat: 59.5, lon: -1.5 },
    { id: 'c', name: '=Bergen', lat: 60.39, lon: 5.3 },
  ],
  legs: [
    { geometry: 'rhumb', speedKn: 11 },
    { geometry: 'greatCircle', speedKn: 13.5 },
  ],
} as const satisfies NewVoyage;
