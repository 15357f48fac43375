import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { RoutingEnsembleCheck, RoutingVerification, WeatherRoutingProgress, WeatherRoutingResult } from '../../shared/voyage/weather-routing';
import { createVoyageStore } from './external-store';

/**
 * Each voyage's weather routing, kept outside the Routing tab: a routing goes on (and its
 * progress is followed) while the navigator looks at another tab, and the chart's layer
 * (map/weather-routing-layer.tsx) draws the proposal and the isochrones from here.
 */
export interface VoyageRouting {
  running: boolean;
  progress: WeatherRoutingProgress | null;
  result: WeatherRoutingResult | null;
  problem: string | null;
  /** The isochrones drawn on the chart (on demand: Alt+Shift+I). */
  isochronesShown: boolean;
  verification: RoutingVerification | null;
  verifying: boolean;
  ensembleCheck: RoutingEnsembleCheck | null;
  checkingEnsemble: boolean;
  /** What adopting the last proposal made of the voyage, in words. */
  adopted: string | null;
}

const idle: VoyageRouting = { running: false, progress: null, result: null, problem: null, isochronesShown: false, verification: null, verifying: false, ensembleCheck: null, checkingEnsemble: false, adopted: null };

export const weatherRoutingStore = createVoyageStore<VoyageRouting>(idle);

/** Called once by the workstation: routing progress from the app reaches the voyage's state. */
export function useWeatherRoutingFeed(bridge: PassageBridge): void {
  useEffect(
    function followRoutingProgress() {
      return bridge.on('weatherRoutingProgress', (progress) => weatherRoutingStore.set(progress.voyageId, (previous) => (previous.running ? { ...previous, progress } : previous)));
    },
    [bridge],
  );
}

/**
 * A routing asked (the Routing tab makes the call, through the credit gate) and its answer: the
 * proposal, a cancelled run or no route, or why it failed.
 */
export function routingStarted(voyageId: string): void {
  weatherRoutingStore.set(voyageId, (previous) => ({ ...previous, running: true, progress: null, problem: null, adopted: null }));
}

export function routingAnswered(voyageId: string, answer: Result<WeatherRoutingResult>): void {
  weatherRoutingStore.set(voyageId, (previous) =>
    answer.ok
      ? { ...previous, running: false, result: answer.value, verification: null, ensembleCheck: null, problem: null }
      : { ...previous, running: false, problem: `The routing failed: ${answer.error.message}` },
  );
}

export async function cancelWeatherRouting(bridge: PassageBridge, voyageId: string): Promise<void> {
  const answer = await bridge.cancelWeatherRouting({ voyageId });
  if (!answer.ok) weatherRoutingStore.set(voyageId, (previous) => ({ ...previous, problem: `Not cancelled: ${answer.error.message}` }));
}

export function toggleIsochrones(voyageId: string): void {
  weatherRoutingStore.set(voyageId, (previous) => ({ ...previous, isochronesShown: !previous.isochronesShown }));
}

/** The check with the shipping route forecast asked (by the tab, through the credit gate), and its answer. */
export function verificationStarted(voyageId: string): void {
  weatherRoutingStore.set(voyageId, (previous) => ({ ...previous, verifying: true, problem: null }));
}

export function verificationAnswered(voyageId: string, answer: Result<RoutingVerification>): void {
  weatherRoutingStore.set(voyageId, (previous) =>
    answer.ok ? { ...previous, verifying: false, verification: answer.value } : { ...previous, verifying: false, problem: `The check with the shipping forecast failed: ${answer.error.message}` },
  );
}

/** The check with the marine ensemble asked (by the tab, through the credit gate), and its answer. */
export function ensembleCheckStarted(voyageId: string): void {
  weatherRoutingStore.set(voyageId, (previous) => ({ ...previous, checkingEnsemble: true, problem: null }));
}

export function ensembleCheckAnswered(voyageId: string, answer: Result<RoutingEnsembleCheck>): void {
  weatherRoutingStore.set(voyageId, (previous) =>
    answer.ok ? { ...previous, checkingEnsemble: false, ensembleCheck: answer.value } : { ...previous, checkingEnsemble: false, problem: `The check with the ensemble failed: ${answer.error.message}` },
  );
}

/** Once adopted (or left), the proposal is no longer drawn: the voyage's route is the one on the chart. */
export function forgetProposal(voyageId: string, adopted: string | null = null): void {
  weatherRoutingStore.set(voyageId, (previous) => ({ ...idle, problem: previous.problem, adopted }));
}
