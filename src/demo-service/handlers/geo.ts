import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { nearestCities, placeBody, searchCities } from '../data/places';
import { ok, type Answer } from '../service-state';

export function geoSearch(query: ParsedOperationQuery<'geoSearch'>): Answer {
  return ok(searchCities(query.query, 10).map((city) => placeBody(city, query.language)));
}

export function geoNearby(query: ParsedOperationQuery<'geoNearby'>): Answer {
  return ok(nearestCities(query.lat, query.lon, query.limit ?? 10).map(({ city }) => placeBody(city, 'en')));
}
