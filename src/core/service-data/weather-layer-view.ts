import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { OperationQuery, OperationResponse } from '../../shared/service/endpoints';
import { nearestStep, type WeatherLayerView, type WeatherLayerViewInput, type WiderLayer } from '../../shared/service/weather-layer-view';
import { StoreError } from '../store/store-errors';
import type { ServiceData } from './service-data';
import { chooseWiderLayer, sameBox, type ServiceBox } from './wider-layer';

/**
 * The chart's weather layer over its view (shared/service/weather-layer-view.ts says what it
 * answers): the view's own answer when fresh in cache.db; else a fresh wider one covering the
 * view (wider-layer.ts), so a voyage's pack serves the chart at no cost; else, when the service
 * can be asked and the gate allowed the credits, the view's own answer fetched; else (offline)
 * the view's own at any age or the best wider one. The image of the step nearest the chart's
 * time comes in the same answer; offline only steps whose images are cached are offered.
 */

type LayersQuery = OperationQuery<'weatherMapsLayers'>;
type Listing = ServiceAnswer<OperationResponse<'weatherMapsLayers'>>;
type LayerAnswer = Extract<WeatherLayerView, { kind: 'layer' }>;

export interface WeatherLayerViews {
  view(input: WeatherLayerViewInput): Promise<WeatherLayerView>;
  estimate(input: { query: LayersQuery; view: ServiceBox }): { credits: number; creditsToSpend: number };
}

function nothingOverView(query: LayersQuery): StoreError {
  return new StoreError(
    'offline_nothing_cached',
    `Offline, and no ${query.element} layer of ${query.model} is cached over this view (neither its own box nor a wider one, such as a voyage's pack): it shows once the service can be reached.`,
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createWeatherLayerViews(data: ServiceData): WeatherLayerViews {
  function canAsk(): boolean {
    const status = data.connection();
    return !status.offlineMode && status.reachable && data.source().baseUrl !== null;
  }

  function wider(query: LayersQuery, view: ServiceBox, asking: boolean) {
    return chooseWiderLayer(data.cachedLayerAnswers(query), query, view, asking);
  }

  async function shown(query: LayersQuery, listing: Listing, widerBox: WiderLayer | null, input: WeatherLayerViewInput, asking: boolean): Promise<LayerAnswer> {
    const pin = { pinForVoyageId: input.pinForVoyageId, cacheOnly: !asking };
    const steps = listing.value.layers.map((layer) => layer.timestamp);
    const cachedStepsSec = asking ? null : steps.filter((step) => data.layerImageCached(query, step));
    const step = nearestStep(cachedStepsSec ?? steps, input.timeUtcMs);
    let image: LayerAnswer['image'] = null;
    let imageProblem: string | null = step === null ? (steps.length === 0 ? 'The layer has no steps.' : 'Offline, and no step of this layer has its image cached.') : null;
    if (step !== null) {
      try {
        image = await data.fetchLayerImage(query, step, pin);
      } catch (error) {
        imageProblem = `The layer's image could not be read: ${describe(error)}`;
      }
    }
    return { kind: 'layer', listing, query, wider: widerBox, cachedStepsSec, image, imageProblem };
  }

  function widerWords(query: LayersQuery, coverage: number): WiderLayer {
    return { zoom: query.zoom, north: query.north, south: query.south, west: query.west, east: query.east, coverage };
  }

  return {
    async view(input) {
      const { query, view } = input;
      const asking = canAsk();
      const pin = { pinForVoyageId: input.pinForVoyageId };
      if (data.freshInCache('weatherMapsLayers', query)) return shown(query, await data.fetch('weatherMapsLayers', query, { ...pin, cacheOnly: true }), null, input, asking);
      const freshWider = wider(query, view, true);
      if (freshWider !== null) return shown(freshWider.query, await data.fetch('weatherMapsLayers', freshWider.query, { ...pin, cacheOnly: true }), widerWords(freshWider.query, freshWider.coverage), input, asking);
      if (asking) {
        const credits = data.estimateCredits('weatherMapsLayers', query);
        if (credits > input.creditsAllowed) return { kind: 'costs', credits, creditsToSpend: credits };
        try {
          return await shown(query, await data.fetch('weatherMapsLayers', query, pin), null, input, true);
        } catch (error) {
          // The service could not be reached and nothing is cached for the view's own box: a wider one may be.
          if (!(error instanceof StoreError && error.code === 'offline_nothing_cached')) throw error;
        }
      }
      try {
        return await shown(query, await data.fetch('weatherMapsLayers', query, { ...pin, cacheOnly: true }), null, input, false);
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
      }
      const anyWider = wider(query, view, false);
      if (anyWider === null) throw nothingOverView(query);
      return shown(anyWider.query, await data.fetch('weatherMapsLayers', anyWider.query, { ...pin, cacheOnly: true }), widerWords(anyWider.query, anyWider.coverage), input, false);
    },
    estimate({ query, view }) {
      const credits = data.estimateCredits('weatherMapsLayers', query);
      const asking = canAsk();
      // Offline nothing is spent: what is cached over the view (at any age) shows for nothing.
      const free = data.freshInCache('weatherMapsLayers', query) || wider(query, view, asking) !== null || (!asking && data.cachedLayerAnswers(query).some((answer) => sameBox(answer.query, query)));
      return { credits, creditsToSpend: free ? 0 : credits };
    },
  };
}
