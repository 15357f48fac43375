import type { RoutingQuantity } from '../../shared/voyage/weather-routing';
import type { ServiceData } from '../service-data/service-data';
import type { PlannedLayer } from './layer-field-plan';
import type { ImageBox } from './layer-image-reading';

/**
 * The planned layers fetched for routing, through the cache like every answer and pinned to the
 * voyage: each layer's answer (its palette, unit and steps), then the image of the step nearest
 * each of the router's times. What comes back is plain data (bytes, numbers): it is handed to the
 * routing worker, which decodes and reads it there, off the app's event loop.
 */

export interface LayerFieldSource {
  quantity: RoutingQuantity;
  element: string;
  box: ImageBox;
  palette: { colors?: string[] | null; values?: (number | null)[] | null } | null;
  serviceUnit: string;
  /** Per time of the router's grid: the index in `images` of the step it reads, or -1 (no step near it). */
  imageOfTime: number[];
  images: Uint8Array[];
}

export interface FieldProvenance {
  quantity: RoutingQuantity;
  model: string;
  fetchedAtMs: number;
  source: string;
  runUtcMs: number | null;
  creditsSpent: number;
}

export interface FetchedLayerFields {
  sources: LayerFieldSource[];
  provenance: FieldProvenance[];
}

export interface LayerFetchRun {
  pinForVoyageId: string;
  /** Called after each answer: done of total (layers answers and images). */
  onProgress(done: number, total: number): void;
  /** Asked before every request: true stops asking (nothing more is spent). */
  cancelled(): boolean;
}

export class RoutingCancelled extends Error {
  constructor() {
    super('The routing was cancelled.');
    this.name = 'RoutingCancelled';
  }
}

/** For each time, the step nearest it, if one lies within half a step of the router's grid. */
export function stepsForTimes(stepsSec: readonly number[], timesUtcMs: readonly number[], stepHours: number): Array<number | null> {
  const withinMs = (stepHours * 3_600_000) / 2;
  return timesUtcMs.map((timeUtcMs) => {
    let best: number | null = null;
    for (const stepSec of stepsSec) {
      const off = Math.abs(stepSec * 1000 - timeUtcMs);
      if (off <= withinMs && (best === null || off < Math.abs(best * 1000 - timeUtcMs))) best = stepSec;
    }
    return best;
  });
}

/** The distinct steps a layer's images are asked for: the one nearest each of the router's times (the pack asks these too). */
export function layerImageSteps(steps: ReadonlyArray<number | null>): number[] {
  return [...new Set(steps.filter((step): step is number => step !== null))];
}

export async function fetchLayerFields(serviceData: ServiceData, layers: readonly PlannedLayer[], timesUtcMs: readonly number[], stepHours: number, run: LayerFetchRun): Promise<FetchedLayerFields> {
  const listings = [];
  let done = 0;
  for (const layer of layers) {
    if (run.cancelled()) throw new RoutingCancelled();
    const answer = await serviceData.fetch('weatherMapsLayers', layer.query, { pinForVoyageId: run.pinForVoyageId });
    const steps = stepsForTimes(answer.value.layers.map((each) => each.timestamp), timesUtcMs, stepHours);
    listings.push({ layer, answer, steps, distinct: layerImageSteps(steps) });
    done += 1;
    run.onProgress(done, layers.length);
  }
  const total = layers.length + listings.reduce((sum, listing) => sum + listing.distinct.length, 0);
  run.onProgress(done, total);
  const sources: LayerFieldSource[] = [];
  const provenance: FieldProvenance[] = [];
  for (const { layer, answer, steps, distinct } of listings) {
    const images: Uint8Array[] = [];
    let oldestFetchMs = answer.provenance.fetchedAtMs;
    let source = answer.provenance.source;
    for (const stepSec of distinct) {
      if (run.cancelled()) throw new RoutingCancelled();
      const image = await serviceData.fetchLayerImage(layer.query, stepSec, { pinForVoyageId: run.pinForVoyageId });
      if (image.value.mediaType !== 'image/png') throw new Error(`The ${layer.element} layer of ${layer.model} sends ${image.value.mediaType} images; the router reads PNG layers only.`);
      images.push(Buffer.from(image.value.imageBase64, 'base64'));
      oldestFetchMs = Math.min(oldestFetchMs, image.provenance.fetchedAtMs);
      if (image.provenance.source !== 'live') source = image.provenance.source;
      done += 1;
      run.onProgress(done, total);
    }
    sources.push({
      quantity: layer.quantity,
      element: layer.element,
      box: { north: layer.query.north, south: layer.query.south, west: layer.query.west, east: layer.query.east },
      palette: answer.value.palette ?? null,
      serviceUnit: answer.value.element?.unit ?? '',
      imageOfTime: steps.map((step) => (step === null ? -1 : distinct.indexOf(step))),
      images,
    });
    provenance.push({
      quantity: layer.quantity,
      model: layer.model,
      fetchedAtMs: oldestFetchMs,
      source,
      runUtcMs: answer.provenance.modelRunMs ?? null,
      creditsSpent: answer.provenance.source === 'live' ? answer.provenance.credits : 0,
    });
  }
  return { sources, provenance };
}
