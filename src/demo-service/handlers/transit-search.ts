import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { dutchTransitPlaces } from '../data/dutch-transit-places';
import { ok, type Answer } from '../service-state';

/**
 * The planner's place search over the Netherlands' stations and stops (data/dutch-transit-places.ts):
 * places whose name starts with the text first, then those that contain it, the busier first.
 * Texts are compared without accents, case or punctuation, so "Schiphol Airport" finds HAFAS's
 * "Schiphol (Airport)". The package gives no city, so the answer has none; it has no addresses.
 */

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

let folded: Array<{ name: string; index: number }> | undefined;

export function transitPlannerSearch(query: ParsedOperationQuery<'transitPlannerSearch'>): Answer {
  const places = dutchTransitPlaces();
  folded ??= places.map((place, index) => ({ name: fold(place.name), index }));
  const wanted = fold(query.query);
  const ranked = folded
    .map(({ name, index }) => ({ place: places[index]!, rank: wanted === '' ? -1 : name.startsWith(wanted) ? 0 : name.includes(wanted) ? 1 : -1 }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || b.place.weight - a.place.weight || a.place.name.localeCompare(b.place.name))
    .slice(0, query.limit);
  return ok({
    items: ranked.map(({ place }) => ({
      name: place.name,
      type: place.type,
      stopid: place.id,
      location: { latitude: place.lat, longitude: place.lon },
    })),
  });
}
