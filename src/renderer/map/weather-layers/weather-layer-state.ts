import type { AnswerProvenance, ServiceAnswer } from '../../../shared/service/answer-provenance';
import { nearestStep as nearestStepTo, type WiderLayer } from '../../../shared/service/weather-layer-view';
import { createExternalStore, useExternalStore } from '../../state/external-store';
import type { RequestCounts } from './latest-request';
import type { LayerBox, PlacedBox } from './layer-box';
import type { LayerPalette } from '../../../shared/service/palette-reading';

/**
 * The weather layer on the chart: what the navigator chose in the picker, and what the service
 * answered for it (the steps, the palette, the image on show with its provenance). One store,
 * read by the picker, the overlay, the slider, the legend and the cursor readout.
 */
export interface LayerChoice {
  shown: boolean;
  modelId: string | null;
  elementId: string | null;
  level: string | null;
  unit: string | null;
  /** 'latest', or a run as Unix seconds. */
  run: 'latest' | number;
  /** 0..1 */
  opacity: number;
}

export interface LayerListing {
  /** The query it answers (to ask each step's image with): the view's own, or a wider box's. */
  query: LayerQuery;
  /** The view's own box it was asked for: a view inside it at the same zoom asks nothing again. */
  box: LayerBox;
  /** Where its image lies on the chart (the wider box's, when one stands in). */
  placed: PlacedBox;
  /** A wider cached box standing in for the view's own (a voyage's pack), or null. */
  wider: WiderLayer | null;
  /** The steps that can show: offline only those whose images are cached. */
  stepsSec: number[];
  /** True when offline only the cached steps are offered. */
  onlyCachedSteps: boolean;
  /** The image of the step nearest the chart's time, as it came with the answer. */
  firstImage: ServiceAnswer<{ imageBase64: string; mediaType: string; timestamp: number }> | null;
  runSec: number | null;
  /** In knots or metres where the service gave km/h, m/s, mph or ft (navigator-units.ts). */
  palette: LayerPalette | null;
  unit: string | null;
  /** The service's unit when the palette's values were converted from it. */
  unitConvertedFrom: string | null;
  elementName: string | null;
  provenance: AnswerProvenance;
}

export type LayerQuery = {
  model: string;
  run: string;
  element: string;
  zoom: number;
  north: number;
  south: number;
  east: number;
  west: number;
  level?: string;
  unit?: string;
};

export interface ShownImage {
  timestamp: number;
  provenance: AnswerProvenance;
}

export interface WeatherLayerState {
  choice: LayerChoice;
  listing: LayerListing | null;
  image: ShownImage | null;
  problem: string | null;
  listingCounts: RequestCounts;
  imageCounts: RequestCounts;
}

const noCounts: RequestCounts = { sent: 0, cancelled: 0, dropped: 0 };

export const weatherLayerStore = createExternalStore<WeatherLayerState>({
  choice: { shown: false, modelId: null, elementId: null, level: null, unit: null, run: 'latest', opacity: 0.7 },
  listing: null,
  image: null,
  problem: null,
  listingCounts: noCounts,
  imageCounts: noCounts,
});

export function updateWeatherLayer(change: Partial<WeatherLayerState>): void {
  weatherLayerStore.set((previous) => ({ ...previous, ...change }));
}

export function chooseLayer(change: Partial<LayerChoice>): void {
  weatherLayerStore.set((previous) => ({ ...previous, choice: { ...previous.choice, ...change } }));
}

export function useWeatherLayer(): WeatherLayerState {
  return useExternalStore(weatherLayerStore);
}

/** The step nearest a time (nearest now when no time is chosen yet). */
export function nearestStep(stepsSec: readonly number[], chosenUtcMs: number | null): number | null {
  return nearestStepTo(stepsSec, chosenUtcMs ?? Date.now());
}
