import { describe, expect, it } from 'vitest';
import type { RouteCheckResult, RouteFinding } from '../../shared/voyage/route-check';
import type { Voyage } from '../../shared/voyage/voyage';
import { acknowledgeFinding } from './acknowledge-finding';

const voyage: Voyage = {
  id: 'v',
  name: 'Rotterdam to Dover',
  waypoints: [
    { id: 'a', name: 'Rotterdam', lat: 51.9, lon: 4.483333 },
    { id: 'b', name: 'Dover Strait', lat: 51, lon: 1.5 },
  ],
  legs: [{ geometry: 'rhumb', speedKn: 12 }],
  departure: { mode: 'departAt', etdUtcMs: 0 },
  vesselProfileId: 'default',
  revision: 3,
  createdAtMs: 0,
  updatedAtMs: 0,
  routeCheckAcknowledgements: [
    { key: 'still-found', acknowledgedUtcMs: 1 },
    { key: 'edited-away', acknowledgedUtcMs: 2 },
  ],
};

const finding = (key: string, acknowledgedUtcMs: number | null): RouteFinding => ({
  kind: 'pilotageOverLand',
  legIndex: 0,
  lat: 51.8,
  lon: 4,
  alongLegNm: 18,
  distanceNm: 18,
  text: 'Leg 1: pilotage stretch over land',
  severity: acknowledgedUtcMs === null ? 'warning' : 'note',
  acknowledgement: { key, acknowledgedUtcMs },
});

const result = (findings: RouteFinding[]): RouteCheckResult => ({
  findings,
  checkedAgainst: { name: 'Natural Earth land', scale: '1:10,000,000', source: 'world-atlas' },
  safetyDistanceNm: 2,
  legsChecked: 1,
  disclaimer: 'No substitute for official charts.',
});

describe('acknowledging a route check finding', () => {
  it('adds the key with its time, keeps the acknowledgements still found and drops those of edited legs', () => {
    const next = acknowledgeFinding(voyage, 'new', Date.UTC(2026, 10, 25, 9, 30), result([finding('still-found', 1), finding('new', null)]));
    expect(next.routeCheckAcknowledgements).toEqual([
      { key: 'still-found', acknowledgedUtcMs: 1 },
      { key: 'new', acknowledgedUtcMs: Date.UTC(2026, 10, 25, 9, 30) },
    ]);
    expect(next.waypoints).toBe(voyage.waypoints);
    expect(voyage.routeCheckAcknowledgements).toHaveLength(2);
  });

  it('acknowledged again, a key is stored once with the new time', () => {
    const next = acknowledgeFinding(voyage, 'still-found', 5, result([finding('still-found', 1)]));
    expect(next.routeCheckAcknowledgements).toEqual([{ key: 'still-found', acknowledgedUtcMs: 5 }]);
  });
});
