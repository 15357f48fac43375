import type { RouteFileFormat } from '../../shared/voyage/route-file';
import { isAltShift, type ChordPress } from '../shell/alt-shift-chord';

/** The three files, in the order of the buttons, each with its key (Alt+Shift+letter while the Report tab is open). */
export const forecastExportChoices = [
  { format: 'rtz', label: 'RTZ with forecast', code: 'KeyR', keys: 'Alt+Shift+R' },
  { format: 'csv', label: 'Forecast CSV', code: 'KeyC', keys: 'Alt+Shift+C' },
  { format: 'gpx', label: 'GPX with forecast', code: 'KeyG', keys: 'Alt+Shift+G' },
] as const satisfies ReadonlyArray<{ format: RouteFileFormat; label: string; code: string; keys: string }>;

export function forecastExportForKey(press: ChordPress): RouteFileFormat | null {
  if (!isAltShift(press)) return null;
  return forecastExportChoices.find((choice) => choice.code === press.code)?.format ?? null;
}
