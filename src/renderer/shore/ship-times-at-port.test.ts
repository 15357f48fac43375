import { describe, expect, it } from 'vitest';
import type { Port } from '../../shared/service/ports';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { chosenPortOfCall, portsOfCall } from './ship-times-at-port';

// Positions as the World Port Index gives them (resources/world-port-index).
const ports: Port[] = [
  { id: 31140, name: 'Rotterdam', size: 'large', country: 'Netherlands', latitude: 51.9, longitude: 4.483333 },
  { id: 31040, name: 'Ijmuiden', size: 'small', country: 'Netherlands', latitude: 52.466667, longitude: 4.583333 },
  { id: 1, name: 'Felixstowe', size: 'large', country: 'United Kingdom', latitude: 51.95, longitude: 1.3333 },
];
const etdMs = Date.UTC(2026, 10, 25, 12, 0);
const voyage = {
  waypoints: [
    { id: 'a', name: 'Felixstowe', lat: 51.95, lon: 1.3333 },
    { id: 'b', name: 'off IJmuiden', lat: 52.47, lon: 4.45 },
    { id: 'c', name: 'Rotterdam', lat: 51.9, lon: 4.45 },
  ],
  legs: [
    { geometry: 'rhumb' as const, speedKn: 12 },
    { geometry: 'rhumb' as const, speedKn: 12 },
  ],
  departure: { mode: 'departAt' as const, etdUtcMs: etdMs },
};

describe('the ship\'s times at a Dutch port of call', () => {
  const planned = planVoyage(voyage);
  const plan = planned.ok ? planned.plan : null;

  it('arrival at Rotterdam: the plan\'s ETA, the ETD after the time alongside; a foreign departure is no port of call', () => {
    const calls = portsOfCall(voyage.waypoints, plan, ports, 12);
    expect(calls.map((call) => call.label)).toEqual(['Arrival: Rotterdam']);
    expect(calls[0]?.etaUtcMs).toBe(plan?.etaUtcMs);
    expect(calls[0]?.etdUtcMs).toBe((plan?.etaUtcMs ?? 0) + 12 * 3_600_000);
  });

  it('a slower leg moves the ETA and the ETD with it', () => {
    const slower = planVoyage({ ...voyage, legs: [voyage.legs[0]!, { geometry: 'rhumb', speedKn: 6 }] });
    const calls = portsOfCall(voyage.waypoints, slower.ok ? slower.plan : null, ports, 12);
    expect(calls[0]?.etdUtcMs).toBeGreaterThan((plan?.etaUtcMs ?? 0) + 12 * 3_600_000);
  });

  it('another Dutch port takes the ETA at the waypoint nearest it, or says the route does not pass', () => {
    const ijmuiden = chosenPortOfCall(ports[1]!, voyage.waypoints, plan, 6);
    expect(ijmuiden.etaUtcMs).toBe(plan?.schedule.waypointEtaUtcMs[1]);
    const far = chosenPortOfCall({ ...ports[1]!, id: 9, name: 'Delfzijl', latitude: 53.33, longitude: 6.93 }, voyage.waypoints, plan, 6);
    expect(far).toMatchObject({ etaUtcMs: null, etdUtcMs: null, note: 'the route does not pass within 15 nm of Delfzijl' });
  });
});
