import { creditWords } from '../../shared/format/credit-words';
import type { DataSource } from '../../shared/service/answer-provenance';

/**
 * Why the forecast exports cannot run yet, in the words shown under the buttons, or null when
 * they can: the file is written from the saved voyage, and exporting never spends credits, so
 * the forecast of the saved route must be cached, unless Passage is offline (the cache answers).
 */
export interface ForecastExportState {
  voyageOpen: boolean;
  dirty: boolean;
  /** What estimateRouteForecast said: null while it is asked, or its refusal. */
  estimate: { creditsToSpend: number } | { failure: string } | null;
  offline: boolean;
  dataSource: DataSource;
}

export function forecastExportWait(state: ForecastExportState): string | null {
  if (!state.voyageOpen) return 'No voyage is open.';
  if (state.dirty) return 'The files are written from the saved voyage: save it first.';
  if (state.estimate === null) return 'Checking whether the forecast is cached…';
  if ('failure' in state.estimate) return state.estimate.failure;
  const { creditsToSpend } = state.estimate;
  if (creditsToSpend === 0 || state.offline) return null;
  return `The forecast along this route is not cached (${creditWords(creditsToSpend, state.dataSource)} to fetch): fetch it in the Forecast tab first, or export the route without forecast from the Route tab.`;
}
