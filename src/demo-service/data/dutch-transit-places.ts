import { readFileSync } from 'node:fs';
import { resourceFile } from '../resource-file';

/**
 * The Netherlands' railway stations and the bus stops DB's HAFAS knows there, with the package's
 * names and positions (resources/dutch-transit-places/README.md: origin, licence, and what is
 * missing: addresses, and most stops in the west). Read once, on the first search.
 */

export type TransitPlaceType = 'railStation' | 'busStop';

export interface TransitPlace {
  id: string;
  type: TransitPlaceType;
  name: string;
  lat: number;
  lon: number;
  /** HAFAS's measure of how busy the place is: the busier first among equal matches. */
  weight: number;
}

let cache: TransitPlace[] | undefined;

function placeOfLine(line: string, lineNumber: number): TransitPlace {
  const fields = JSON.parse(line) as unknown;
  if (!Array.isArray(fields) || fields.length !== 6) throw new Error(`dutch-transit-places line ${lineNumber}: not [id, type, name, lat, lon, weight]`);
  const [id, type, name, lat, lon, weight] = fields as [unknown, unknown, unknown, unknown, unknown, unknown];
  if (typeof id !== 'string' || (type !== 'railStation' && type !== 'busStop') || typeof name !== 'string' || typeof lat !== 'number' || typeof lon !== 'number' || typeof weight !== 'number') {
    throw new Error(`dutch-transit-places line ${lineNumber}: a field of the wrong kind`);
  }
  return { id, type, name, lat, lon, weight };
}

export function dutchTransitPlaces(): readonly TransitPlace[] {
  if (cache !== undefined) return cache;
  const text = readFileSync(resourceFile('dutch-transit-places', 'places.ndjson'), 'utf8');
  cache = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => placeOfLine(line, index + 1));
  return cache;
}
