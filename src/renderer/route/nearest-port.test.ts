import { describe, expect, it } from 'vitest';
import type { Place } from '../../shared/service/geo';
import type { Port } from '../../shared/service/ports';
import { nearestPort, zoneForPort } from './nearest-port';
import { placeName } from './use-port-zones';

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

  it('searches a port by its town name, without the bracketed alternative', () => {
    expect(placeName('La Coruna (A Coruna)')).toBe('La Coruna');
    expect(placeName('Rotterdam')).toBe('Rotterdam');
  });
});
