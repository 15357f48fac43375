import { createRequire } from 'node:module';
import { hashUnit } from '../random';
import { cities } from './places';
import { greatCircleDistanceM } from '../geometry/sphere';

/**
 * Ports from sea-ports (MIT; about 1,600 ports with UN/LOCODE, position and time zone, no harbour
 * size). The harbour size is SIMULATED: ports are ranked by the population of the nearest large
 * city plus a fixed jitter and cut in the spec's proportions (large 170, medium 360, small 1,000,
 * very small 2,300 of about 3,700). The id is the UN/LOCODE read as a base-36 number, so it
 * stays the same whatever else changes.
 */

interface SeaPortRecord {
  name?: string;
  country?: string;
  coordinates?: number[];
  timezone?: string;
}

export type PortSize = 'very_small' | 'small' | 'medium' | 'large';

export interface DemoPort {
  id: number;
  locode: string;
  name: string;
  size: PortSize;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

const proportions: Array<[PortSize, number]> = [
  ['large', 170 / 3830],
  ['medium', 360 / 3830],
  ['small', 1000 / 3830],
  ['very_small', 2300 / 3830],
];

let cache: DemoPort[] | undefined;

function nearbyPopulation(lat: number, lon: number): number {
  let best = 0;
  for (const city of cities()) {
    if (Math.abs(city.lat - lat) > 0.5) continue;
    if (greatCircleDistanceM({ lat, lon }, { lat: city.lat, lon: city.lon }) < 40_000) best = Math.max(best, city.population);
  }
  return best;
}

export function demoPorts(): DemoPort[] {
  if (cache !== undefined) return cache;
  const require = createRequire(import.meta.url);
  const records = require('sea-ports/lib/ports.json') as Record<string, SeaPortRecord>;
  const candidates = Object.entries(records)
    .filter(([locode, record]) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(locode) && Array.isArray(record.coordinates) && record.coordinates.length === 2)
    .map(([locode, record]) => {
      const lon = Number(record.coordinates?.[0]);
      const lat = Number(record.coordinates?.[1]);
      return { locode, record, lat, lon };
    })
    .filter(({ lat, lon }) => Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180)
    .map((candidate) => ({
      ...candidate,
      score: Math.log10(1 + nearbyPopulation(candidate.lat, candidate.lon)) + 2.5 * hashUnit(7, [...candidate.locode].reduce((sum, char) => sum * 37 + char.charCodeAt(0), 0)),
    }))
    .sort((a, b) => b.score - a.score || a.locode.localeCompare(b.locode));
  const total = candidates.length;
  const ports: DemoPort[] = [];
  let rank = 0;
  let cumulative = 0;
  for (const [size, share] of proportions) {
    cumulative += share;
    const until = size === 'very_small' ? total : Math.round(cumulative * total);
    for (; rank < until; rank += 1) {
      const candidate = candidates[rank];
      if (candidate === undefined) break;
      ports.push({
        id: parseInt(candidate.locode, 36),
        locode: candidate.locode,
        name: candidate.record.name ?? candidate.locode,
        size,
        country: candidate.record.country ?? '',
        latitude: candidate.lat,
        longitude: candidate.lon,
        timezone: candidate.record.timezone ?? 'UTC',
      });
    }
  }
  cache = ports.sort((a, b) => a.id - b.id);
  return cache;
}
