import { createVoyageStore, useVoyageStore } from './external-store';

/**
 * The place whose weather the port weather section shows (a port of the open voyage, a port or
 * place searched, or a point picked on the chart), and where the service's answer is for: the
 * chart draws both and the distance between them. Kept per voyage, so a voyage reopened at sea
 * shows its own ports again.
 */
export interface WeatherPlace {
  name: string;
  lat: number;
  lon: number;
  /** Why this place: "departure port", "arrival port", "searched", "picked on the chart". */
  role: string;
  /** The time to look at (ETD or ETA), UTC ms; null for "now". */
  markUtcMs: number | null;
  /** The place's IANA zone; null when unknown (the nautical zone is used, labelled). */
  timeZone: string | null;
}

export interface AnsweredPlace {
  /** Where the service said its forecast is for. */
  lat: number;
  lon: number;
  location: string | null;
}

export interface PortWeatherView {
  place: WeatherPlace | null;
  answered: AnsweredPlace | null;
}

/** The key of "no voyage open": voyage ids are never empty. */
const noVoyage = '';
const empty: PortWeatherView = { place: null, answered: null };
const byVoyage = createVoyageStore<PortWeatherView>(empty);

export const portWeatherPlace = {
  choose(voyageId: string | null, place: WeatherPlace): void {
    byVoyage.set(voyageId ?? noVoyage, { place, answered: null });
  },
  answered(voyageId: string | null, answered: AnsweredPlace | null): void {
    byVoyage.set(voyageId ?? noVoyage, (previous) => ({ ...previous, answered }));
  },
  clear(voyageId: string | null): void {
    byVoyage.set(voyageId ?? noVoyage, empty);
  },
};

export function usePortWeatherPlace(voyageId: string | null): PortWeatherView {
  return useVoyageStore(byVoyage, voyageId ?? noVoyage);
}
