import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { greatCircleDistanceM } from '../geometry/sphere';
import { dutchStations } from './dutch-stations';

// DB's HAFAS station list, the Dutch stations of our table (test/fixtures/db-hafas-stations/README.md).
const excerpt = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/db-hafas-stations/dutch-stations-excerpt.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { id: string; name: string; location: { latitude: number; longitude: number } });

const fold = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
// HAFAS writes Schiphol's name its own way.
const hafasName: Record<string, string> = { 'Schiphol Airport': 'Schiphol (Airport)' };

describe('the demo\'s Dutch stations are real', () => {
  it.each(dutchStations.map((station) => [station.name, station] as const))('%s has the name and position DB\'s HAFAS list gives (within 0.25 km)', (_name, station) => {
    const listed = excerpt.find((entry) => fold(entry.name) === fold(hafasName[station.name] ?? station.name));
    expect(listed, `${station.name} is in the HAFAS excerpt`).toBeDefined();
    expect(listed?.id).toMatch(/^84\d{5}$/);
    const offM = greatCircleDistanceM(station, { lat: listed?.location.latitude ?? 0, lon: listed?.location.longitude ?? 0 });
    expect(offM).toBeLessThan(250);
  });
});
