import type { NewVoyage } from '../../src/shared/voyage/voyage';
import { e2eNowMs } from './fixed-clock';

const dayMs = 86_400_000;

/**
 * A dead-ship tow Rotterdam to Lisbon at 3 kn, arriving 20 days ahead of the e2e clock: it
 * leaves in about four days (within the forecast) and arrives beyond the forecast's 15 days
 * (climate). The port weather panel's test and the printed plan's test share it.
 */
export function towToLisbon(name: string): NewVoyage {
  const waypoints = [
    { name: 'Rotterdam', lat: 51.9, lon: 4.48 },
    { name: 'Maas entrance', lat: 52.0, lon: 3.95 },
    { name: 'Dover Strait', lat: 51.0, lon: 1.6 },
    { name: 'Ushant offing', lat: 48.6, lon: -5.8 },
    { name: 'Finisterre offing', lat: 43.2, lon: -9.8 },
    { name: 'Lisbon', lat: 38.7, lon: -9.17 },
  ];
  return {
    name,
    waypoints: waypoints.map((waypoint, index) => ({ id: `w${index}`, ...waypoint })),
    legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: 3 })),
    departure: { mode: 'arriveBy', etaUtcMs: Math.floor(e2eNowMs() / 3_600_000) * 3_600_000 + 20 * dayMs },
  };
}
