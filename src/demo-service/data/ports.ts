import { readFileSync } from 'node:fs';
import { parseWorldPortIndex } from '../../shared/ports/world-port-index';
import type { PortSize } from '../../shared/service/ports';
import { resourceFile } from '../resource-file';

/**
 * The demo's port list is the World Port Index (NGA Pub 150, public domain; the project's copy in
 * resources/world-port-index/ names its origin): the spec's list of about 3,700 ports sized large,
 * medium, small and very small is that index's harbour size. Positions and sizes are the index's
 * own, not simulated. The 130 ports the index gives no size are left out (the spec has no size
 * for them). The id is the index's World Port Index Number; the copy holds two sized numbers
 * twice: the same port recorded twice (Machilipatnam) is listed once, two ports under one number
 * (Kamarajar and Kattupalli) keep apart, the second with the number plus 1,000,000.
 */
export interface DemoPort {
  id: number;
  name: string;
  size: PortSize;
  country: string;
  latitude: number;
  longitude: number;
}

let cache: DemoPort[] | undefined;

export function demoPorts(): DemoPort[] {
  if (cache !== undefined) return cache;
  const ports: DemoPort[] = [];
  const byNumber = new Map<number, DemoPort[]>();
  for (const port of parseWorldPortIndex(readFileSync(resourceFile('world-port-index', 'ports.csv'), 'utf8'))) {
    if (port.size === null) continue;
    const same = byNumber.get(port.wpiNumber) ?? [];
    if (same.some((each) => each.name === port.name)) continue;
    const listed = { id: port.wpiNumber + 1_000_000 * same.length, name: port.name, size: port.size, country: port.country, latitude: port.lat, longitude: port.lon };
    byNumber.set(port.wpiNumber, [...same, listed]);
    ports.push(listed);
  }
  cache = ports;
  return ports;
}
