import { describe, expect, it } from 'vitest';
import type { Place } from '../../shared/service/geo';
import type { Port } from '../../shared/service/ports';
import { approachPort, approachPortLookup, nearestPort, voyageEndClocks, zoneForPort } from './nearest-port';
import { localTimeWords } from './port-local-time';

const port = (id: number, name: string, latitude: number, longitude: number): Port => ({ id, name, size: 'large', country: 'XX', latitude, longitude });
const place = (name: string, latitude: number, longitude: number, timezone: string): Place => ({
  name,
  country: { code: 'XX', name: 'X' },
  latitude,
  longitude,
  timezone,
  continent: { name: 'Europe' },
});

describe('nearest port and its zone', () => {
  const ports = [port(1, 'Rotterdam', 51.9, 4.1), port(2, 'Suva', -18.1, 178.4), port(3, 'Apia', -13.8, -171.8)];

  it('finds the nearest port, across the antimeridian too', () => {
    expect(nearestPort(51, 3, ports)?.name).toBe('Rotterdam');
    expect(nearestPort(-17, -179.5, ports)?.name).toBe('Suva');
    expect(nearestPort(0, 0, [])).toBeNull();
  });

  it('takes the zone of a place of that name near the port, and none from a namesake far away', () => {
    const rotterdam = ports[0] as Port;
    expect(zoneForPort(rotterdam, [place('Rotterdam', 40.8, -74.0, 'America/New_York'), place('Rotterdam', 51.92, 4.48, 'Europe/Amsterdam')])).toBe('Europe/Amsterdam');
    expect(zoneForPort(rotterdam, [place('Rotterdam', 40.8, -74.0, 'America/New_York')])).toBeNull();
    expect(zoneForPort(rotterdam, [])).toBeNull();
  });

  it('keeps a port\'s clocks only in its approaches', () => {
    expect(approachPort(51.95, 3.6, ports)?.name).toBe('Rotterdam'); // about 19 nm off
    expect(approachPort(52.5, 2.0, ports)).toBeNull(); // about 85 nm off: at sea
    expect(approachPort(0, 0, [])).toBeNull();
  });

  it('says whose zone a local time is in: the port\'s, or the nautical zone at sea', () => {
    const rotterdam = ports[0] as Port;
    const noon = Date.UTC(2026, 11, 1, 12, 0);
    const zones = new Map<number, string | null>([[1, 'Europe/Amsterdam']]);
    expect(localTimeWords(noon, 3.6, rotterdam, zones)).toBe('01 Dec 13:00 (UTC+1, Rotterdam)');
    expect(localTimeWords(noon, -45, null, zones)).toBe('01 Dec 09:00 (UTC−3, nautical zone)');
    // Still being looked up, or no place found near the port: the ship's time, saying so.
    expect(localTimeWords(noon, 3.6, rotterdam, new Map())).toBe('01 Dec 12:00 (UTC+0, nautical zone) …');
    expect(localTimeWords(noon, 3.6, rotterdam, new Map([[1, null]]))).toBe("01 Dec 12:00 (UTC+0, nautical zone); Rotterdam's zone unknown");
  });
});

describe('approach ports of a long route', () => {
  /** A fixed pseudo-random sequence (mulberry32), so a failure can be run again. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('finds what approachPort finds against every port, at every latitude and across 180°', () => {
    const next = random(17);
    // Ports denser than the World Port Index's busiest coasts, up to the poles and on both sides of 180°.
    const ports = Array.from({ length: 4000 }, (_, id) => port(id, `P${id}`, -89.9 + next() * 179.8, -180 + next() * 360));
    const lookup = approachPortLookup(ports);
    let inApproaches = 0;
    for (let index = 0; index < 3000; index += 1) {
      const near = ports[index % ports.length] as Port;
      // Half the waypoints within about 90 nm of a port, half anywhere.
      const lat = index % 2 === 0 ? Math.max(-90, Math.min(90, near.latitude + (next() - 0.5) * 3)) : -90 + next() * 180;
      const lon = index % 2 === 0 ? ((near.longitude + (next() - 0.5) * 6 + 540) % 360) - 180 : -180 + next() * 360;
      const found = lookup({ lat, lon });
      expect(found?.id, `waypoint ${lat}, ${lon}`).toBe(approachPort(lat, lon, ports)?.id);
      if (found) inApproaches += 1;
    }
    expect(inApproaches).toBeGreaterThan(1000);
    expect(approachPortLookup(ports)({ lat: 89.95, lon: 10 })?.id).toBe(approachPort(89.95, 10, ports)?.id);
    expect(approachPortLookup([port(1, 'Suva', -18.1, 179.95)])({ lat: -18.1, lon: -179.6 })?.name).toBe('Suva');
  });
});

describe('whose clock each waypoint keeps', () => {
  // Ports along the sample's way down the Channel: every one of its waypoints there is within 60 nm of one.
  const ports = [
    port(1, 'Rotterdam', 51.9, 4.48),
    port(2, 'Hoek van Holland', 51.98, 4.12),
    port(3, 'Dover', 51.12, 1.32),
    port(4, 'Penzance', 50.12, -5.53),
    port(5, 'New York City', 40.7, -74.02),
  ];
  const route = [
    { lat: 51.9, lon: 4.48 }, // Rotterdam
    { lat: 52.02, lon: 3.88 }, // Maas Center: Hoek van Holland is nearer, Rotterdam's approaches still
    { lat: 51.05, lon: 1.45 }, // Dover Strait
    { lat: 49.83, lon: -6.3 }, // off Bishop Rock
    { lat: 45, lon: -40 }, // mid-Atlantic
    { lat: 40.46, lon: -73.83 }, // Ambrose
    { lat: 40.7, lon: -74.02 }, // New York
  ];

  it('is the departure or arrival port in their approaches, and the nautical zone everywhere else, however many ports the route passes', () => {
    const clocks = voyageEndClocks(route, approachPortLookup(ports)).map((each) => each?.name ?? 'at sea');
    expect(clocks).toEqual(['Rotterdam', 'Rotterdam', 'at sea', 'at sea', 'at sea', 'New York City', 'New York City']);
  });

  it('is none for a voyage that starts and ends at sea, and nothing for no route', () => {
    expect(voyageEndClocks([route[4]!, { lat: 44, lon: -30 }], approachPortLookup(ports))).toEqual([null, null]);
    expect(voyageEndClocks([], approachPortLookup(ports))).toEqual([]);
  });
});
