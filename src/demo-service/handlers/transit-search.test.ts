import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/service/endpoints';
import { transitPlannerSearchResponseSchema, type TransitLocationItem } from '../../shared/service/transit';
import { dutchTransitPlaces } from '../data/dutch-transit-places';
import { greatCircleDistanceM } from '../geometry/sphere';
import { transitPlannerSearch } from './transit-search';

// Records of the npm package db-hafas-stations 2.0.0 as it has them (test/fixtures/db-hafas-stations/README.md).
const packageRecords = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/db-hafas-stations/dutch-places-sample.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { id: string; name: string; location: { latitude: number; longitude: number }; products: Record<string, boolean> });

function search(text: string, limit = 8): TransitLocationItem[] {
  const answer = transitPlannerSearch(endpoints.transitPlannerSearch.query.parse({ query: text, limit }));
  if (!answer.ok) throw new Error('the search refused');
  return transitPlannerSearchResponseSchema.parse(answer.body).items;
}

const railProducts = ['nationalExpress', 'national', 'regionalExpress', 'regional', 'suburban'];

describe('the demo\'s transit place search answers the Netherlands\' stations and stops from DB\'s HAFAS list', () => {
  it('holds every Dutch railway station and the bus stops the package has, no addresses', () => {
    const places = dutchTransitPlaces();
    expect(places.filter((place) => place.type === 'railStation').length).toBeGreaterThan(390);
    expect(places.filter((place) => place.type === 'busStop').length).toBeGreaterThan(1_000);
    expect(new Set(places.map((place) => place.type))).toEqual(new Set(['railStation', 'busStop']));
  });

  it.each(packageRecords.map((record) => [record.name, record] as const))('finds %s with the package\'s position and a type from its products', (_name, record) => {
    // Searched as a navigator would type it: the name up to HAFAS's ", Niederlande".
    const typed = record.name.split(',')[0] ?? record.name;
    const item = search(typed, 50).find((each) => each.stopid === record.id);
    expect(item, `${record.id} ${record.name}`).toBeDefined();
    expect(record.name.startsWith(item?.name ?? '-')).toBe(true);
    const at = item?.location;
    expect(greatCircleDistanceM({ lat: at?.latitude ?? 0, lon: at?.longitude ?? 0 }, { lat: record.location.latitude, lon: record.location.longitude })).toBeLessThan(1);
    const rail = railProducts.some((product) => record.products[product] === true);
    expect(item?.type).toBe(rail ? 'railStation' : 'busStop');
  });

  it('answers stations and stops together, each with its own type, the busier first', () => {
    const maastricht = search('Maastricht', 20);
    expect(maastricht[0]).toMatchObject({ name: 'Maastricht', type: 'railStation' });
    expect(new Set(maastricht.map((item) => item.type))).toEqual(new Set(['railStation', 'busStop']));
    expect(search('Rotterdam')[0]?.name).toBe('Rotterdam Centraal');
  });

  it('finds a name whatever its punctuation and accents, and nothing for a place it does not have', () => {
    expect(search('Schiphol Airport')[0]).toMatchObject({ name: 'Schiphol (Airport)', type: 'railStation', stopid: '8400561' });
    expect(search('schiphol (airport)')[0]?.stopid).toBe('8400561');
    expect(search("'s-Hertogenbosch")[0]?.name).toBe("'s-Hertogenbosch");
    expect(search('Zzyzx')).toEqual([]);
    expect(search('Station', 3)).toHaveLength(3);
  });
});
