import { describe, expect, it } from 'vitest';
import type { Place } from '../../shared/service/geo';
import type { Port } from '../../shared/service/ports';
import { approachPort, nearestPort, zoneForPort } from './nearest-port';
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
