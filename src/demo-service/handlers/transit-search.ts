import type { ParsedOperationQuery } from '../../shared/service/endpoints';
import { dutchStations } from '../data/dutch-stations';
import { ok, type Answer } from '../service-state';

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Stations whose name or city starts with (then contains) the text. */
export function transitPlannerSearch(query: ParsedOperationQuery<'transitPlannerSearch'>): Answer {
  const wanted = fold(query.query);
  const ranked = dutchStations
    .map((station) => {
      const names = [fold(station.name), fold(station.city), station.code.toLowerCase()];
      const rank = names.some((name) => name.startsWith(wanted)) ? 0 : names.some((name) => name.includes(wanted)) ? 1 : -1;
      return { station, rank };
    })
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.station.name.localeCompare(b.station.name))
    .slice(0, query.limit);
  return ok({
    items: ranked.map(({ station }) => ({
      city: station.city,
      name: station.name,
      type: 'railStation',
      stopid: `NL:S:${station.code}`,
      location: { latitude: station.lat, longitude: station.lon },
    })),
  });
}
