import { catalogueLevels, type CatalogueEntry } from '../service/catalogue';

/**
 * Which element of a timeseries model can stand beside which element of the shipping forecast:
 * the same quantity at the same level (wind at 10 m, not 100 m; the surface current, not at
 * 50 m). Used by the renderer to offer elements and by core to build the question, so both agree.
 */

export type TimeseriesArea = 'marine' | 'weather';

interface ElementMatch {
  /** The shipping forecast's element key, as in the meteogram. */
  key: string;
  /** Short name for sentences ("Hs: ECMWF WAM 1.2 m above ..."). */
  short: string;
  /** Timeseries element identifiers that mean the same quantity, the preferred first. */
  candidates: readonly string[];
  /** Levels that are the shipping forecast's level; an element with levels but none of these does not match. */
  levels: readonly string[];
}

const surface = ['0', 'surface', 'sfc', ''];

export const comparableShippingElements: readonly ElementMatch[] = [
  { key: 'significantWaveHeight', short: 'Hs', candidates: ['significantWaveHeight', 'waveHeight'], levels: surface },
  { key: 'windSpeed10m', short: 'Wind', candidates: ['windSpeed', 'wind'], levels: ['10m', '10'] },
  { key: 'windGust10m', short: 'Gust', candidates: ['windGust', 'gust'], levels: ['10m', '10'] },
  { key: 'significantHeightSwell', short: 'Swell', candidates: ['swellHeight', 'significantHeightSwell'], levels: surface },
  { key: 'significantHeightWindWaves', short: 'Wind sea', candidates: ['windWaveHeight', 'significantHeightWindWaves'], levels: surface },
  { key: 'currentSpeedSurface', short: 'Current', candidates: ['currentSpeed', 'currentSpeedSurface'], levels: surface },
  { key: 'visibility', short: 'Visibility', candidates: ['visibility'], levels: surface },
  { key: 'meanSeaLevelPressure', short: 'Pressure', candidates: ['pressure', 'meanSeaLevelPressure', 'mslp'], levels: ['msl', ...surface] },
  { key: 'airTemperature2m', short: 'Air temp', candidates: ['temperature', 'airTemperature'], levels: ['2m', '2'] },
  { key: 'seaSurfaceTemperature', short: 'Sea temp', candidates: ['seaSurfaceTemperature', 'sst'], levels: surface },
];

export const comparableShippingKeys = comparableShippingElements.map((match) => match.key);

export interface ComparableElement {
  /** The shipping forecast element it is compared with. */
  key: string;
  short: string;
  /** The model's own element and level to ask for; level null when the element has none. */
  element: string;
  level: string | null;
  /** The model's name for it. */
  name: string;
}

/** The elements of a catalogue entry that match a shipping forecast element, in the meteogram's order. */
export function comparableElements(entry: Pick<CatalogueEntry, 'elements'>): ComparableElement[] {
  const found: ComparableElement[] = [];
  for (const match of comparableShippingElements) {
    for (const candidate of match.candidates) {
      const element = entry.elements.find((each) => each.id === candidate);
      if (element === undefined) continue;
      const levels = catalogueLevels(element.levels);
      const level = levels.length === 0 ? null : (match.levels.find((wanted) => levels.includes(wanted)) ?? undefined);
      if (level === undefined) continue;
      found.push({ key: match.key, short: match.short, element: element.id, level, name: element.name ?? element.id });
      break;
    }
  }
  return found;
}

export function shortElementName(key: string): string {
  return comparableShippingElements.find((match) => match.key === key)?.short ?? key;
}

const roundDeg = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The catalogue questions for a voyage, written once so the Forecast tab and core ask the same
 * (and so hit the same cache entry). The weather catalogue needs a position: the departure, to
 * 2 decimals (about 1 km, the catalogue's regions are far coarser).
 */
export function timeseriesCatalogueQuery(area: TimeseriesArea, departure: { lat: number; lon: number }): { lat?: number; lon?: number } {
  if (area === 'marine') return {};
  const lon = ((((departure.lon + 180) % 360) + 360) % 360) - 180;
  return { lat: roundDeg(departure.lat, 2), lon: roundDeg(lon, 2) };
}
