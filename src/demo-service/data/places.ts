import { createRequire } from 'node:module';
import { continents, countries } from 'countries-list';
import { greatCircleDistanceM } from '../geometry/sphere';

/**
 * Places for geocoding and for naming forecast locations: the cities of city-timezones (MIT;
 * 7,300 cities with position, ISO country code, time zone, population), continents from
 * countries-list (MIT), country names in the asked language from the runtime's ICU data.
 */

interface CityRecord {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  iso2: string;
  timezone: string;
  province: string;
}

export interface City {
  name: string;
  asciiName: string;
  lat: number;
  lon: number;
  population: number;
  countryCode: string;
  countryName: string;
  timezone: string;
  continentCode: string;
}

let cache: City[] | undefined;

export function cities(): City[] {
  if (cache !== undefined) return cache;
  const require = createRequire(import.meta.url);
  const records = require('city-timezones/data/cityMap.json') as CityRecord[];
  const countryTable = countries as Record<string, { name: string; continent: string } | undefined>;
  cache = records
    .filter((record) => /^[A-Z]{2}$/.test(record.iso2) && typeof record.timezone === 'string' && record.timezone !== '')
    .map((record) => ({
      name: record.city,
      asciiName: record.city_ascii,
      lat: record.lat,
      lon: record.lng,
      population: Math.round(record.pop),
      countryCode: record.iso2,
      countryName: countryTable[record.iso2]?.name ?? record.country,
      timezone: record.timezone,
      continentCode: countryTable[record.iso2]?.continent ?? 'EU',
    }));
  return cache;
}

const continentNames: Record<string, Record<string, string>> = {
  en: { ...continents },
  nl: { AF: 'Afrika', AN: 'Antarctica', AS: 'Azië', EU: 'Europa', NA: 'Noord-Amerika', OC: 'Oceanië', SA: 'Zuid-Amerika' },
  de: { AF: 'Afrika', AN: 'Antarktis', AS: 'Asien', EU: 'Europa', NA: 'Nordamerika', OC: 'Ozeanien', SA: 'Südamerika' },
  fr: { AF: 'Afrique', AN: 'Antarctique', AS: 'Asie', EU: 'Europe', NA: 'Amérique du Nord', OC: 'Océanie', SA: 'Amérique du Sud' },
  es: { AF: 'África', AN: 'Antártida', AS: 'Asia', EU: 'Europa', NA: 'América del Norte', OC: 'Oceanía', SA: 'América del Sur' },
  it: { AF: 'Africa', AN: 'Antartide', AS: 'Asia', EU: 'Europa', NA: 'America del Nord', OC: 'Oceania', SA: 'America del Sud' },
  pt: { AF: 'África', AN: 'Antártida', AS: 'Ásia', EU: 'Europa', NA: 'América do Norte', OC: 'Oceania', SA: 'América do Sul' },
};

const regionNames = new Map<string, Intl.DisplayNames>();

export function countryNameIn(language: string, code: string, fallback: string): string {
  let names = regionNames.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? fallback;
}

export interface PlaceBody {
  name: string;
  country: { code: string; name: string };
  latitude: number;
  longitude: number;
  timezone: string;
  continent: { name: string };
}

export function placeBody(city: City, language: string): PlaceBody {
  const continentTable: Record<string, string> = continentNames[language] ?? continentNames.en ?? {};
  return {
    name: city.name,
    country: { code: city.countryCode, name: countryNameIn(language, city.countryCode, city.countryName) },
    latitude: city.lat,
    longitude: city.lon,
    timezone: city.timezone,
    continent: { name: continentTable[city.continentCode] ?? continentNames.en?.[city.continentCode] ?? 'Unknown' },
  };
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Exact names first, then names that start with the text, then names containing it; larger first. */
export function searchCities(query: string, limit = 10): City[] {
  const wanted = fold(query.split(',')[0] ?? query);
  if (wanted === '') return [];
  const scored: Array<{ city: City; rank: number }> = [];
  for (const city of cities()) {
    const names = [fold(city.name), fold(city.asciiName)];
    const rank = names.includes(wanted) ? 0 : names.some((name) => name.startsWith(wanted)) ? 1 : names.some((name) => name.includes(wanted)) ? 2 : -1;
    if (rank >= 0) scored.push({ city, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.city.population - a.city.population || a.city.name.localeCompare(b.city.name));
  return scored.slice(0, limit).map((entry) => entry.city);
}

export function nearestCities(lat: number, lon: number, limit: number): Array<{ city: City; distanceM: number }> {
  return cities()
    .map((city) => ({ city, distanceM: greatCircleDistanceM({ lat, lon }, { lat: city.lat, lon: city.lon }) }))
    .sort((a, b) => a.distanceM - b.distanceM || a.city.name.localeCompare(b.city.name))
    .slice(0, limit);
}

/** The time zone of a place at sea: nautical zones of 15 degrees (Etc/GMT+5 is UTC-5). */
export function nauticalTimezone(lon: number): string {
  const zone = Math.round(lon / 15);
  if (zone === 0) return 'Etc/GMT';
  return zone > 0 ? `Etc/GMT-${Math.min(12, zone)}` : `Etc/GMT+${Math.min(12, -zone)}`;
}
