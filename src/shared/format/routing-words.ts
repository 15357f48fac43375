import type { RoutingQuantity, WeatherRoutingProgress } from '../voyage/weather-routing';
import { formatDuration } from '../time/time-format';

/**
 * The words of weather routing on screen: the fields' names, hours past the limits, the progress
 * line and the difference a proposal makes. One place, so the Routing tab and anything printed
 * later say the same.
 */

export const routingQuantityNames: Readonly<Record<RoutingQuantity, string>> = {
  windSpeed: 'Wind speed',
  windDirection: 'Wind direction',
  waveHeight: 'Significant wave height',
  waveDirection: 'Wave direction',
  currentSpeed: 'Current speed',
  currentDirection: 'Current direction',
};

/** "none", "1.5 h", "14 h", "2 d 3 h". */
export function hoursWords(hours: number | null): string {
  if (hours === null) return 'not read';
  if (hours <= 0) return 'none';
  if (hours < 10) return `${(Math.round(hours * 2) / 2).toFixed(1).replace(/\.0$/, '')} h`;
  return hours < 48 ? `${Math.round(hours)} h` : formatDuration(hours * 3_600_000);
}

/** "Fetching the fields: 12 of 138", "Isochrone 14 of about 33 · 12 s". */
export function routingProgressWords(progress: WeatherRoutingProgress | null): string {
  if (progress === null) return 'Starting…';
  const elapsed = `${Math.round(progress.elapsedMs / 1000)} s`;
  switch (progress.phase) {
    case 'fields':
      return `Fetching the fields: ${progress.fieldsDone} of ${progress.fieldsTotal} answers and images · ${elapsed}`;
    case 'land':
      return `Reading the land (Natural Earth 1:10m) · ${elapsed}`;
    case 'routing':
      return progress.isochrone === 0 ? `Building the field from the images · ${elapsed}` : `Isochrone ${progress.isochrone} of about ${progress.isochronesExpected} · ${elapsed}`;
    case 'comparing':
      return `Comparing with the planned route and the storms · ${elapsed}`;
  }
}

/** "13 h 50 min later than the plan", "2 h 05 min sooner than the plan", "at the same time as the plan". */
export function arrivalDifferenceWords(differenceMs: number): string {
  if (Math.abs(differenceMs) < 60_000) return 'at the same time as the plan';
  return `${formatDuration(Math.abs(differenceMs))} ${differenceMs > 0 ? 'later' : 'sooner'} than the plan`;
}
