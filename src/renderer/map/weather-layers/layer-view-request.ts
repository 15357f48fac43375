import type { CallInput } from '../../../shared/contract';
import type { Result } from '../../../shared/result';
import type { WeatherLayerView } from '../../../shared/service/weather-layer-view';
import { createLatestRequest, type LatestRequest } from './latest-request';
import { placeServiceBox, serviceView, type LayerBox, type ViewBox } from './layer-box';
import { paletteInNavigatorUnit } from './navigator-units';
import { readLayerPalette } from '../../../shared/service/palette-reading';
import { updateWeatherLayer, type LayerListing, type LayerQuery } from './weather-layer-state';

/**
 * The chart's layer over its view asked in one call (getWeatherLayerView: the steps, and the image
 * of the step at the chart's time, from the view's own box or a wider cached one such as a
 * voyage's pack), one request at a time, the latest (latest-request.ts); the answer goes to the
 * layer's store, its image with it, so the overlay paints without asking again. An answer that
 * would cost more than the gate passed comes back as its cost, for the gate to ask about.
 */

export interface AskedView {
  query: LayerQuery;
  /** The view's own box (snapped), kept so a small pan asks nothing. */
  box: LayerBox;
  view: ViewBox;
  timeUtcMs: number;
  /** What the credit gate passed for this ask. */
  creditsAllowed: number;
  pinForVoyageId: string | null;
}

type LayerAnswer = Extract<WeatherLayerView, { kind: 'layer' }>;

export function listingOf(asked: AskedView, answer: LayerAnswer): { listing: LayerListing; problem: string | null } {
  const listed = answer.listing.value;
  const palette = readLayerPalette(listed.palette);
  const shown = paletteInNavigatorUnit(palette, listed.element?.unit ?? asked.query.unit ?? null);
  const { north, south, placeWest, placeEast } = asked.box;
  return {
    listing: {
      query: answer.query,
      box: asked.box,
      placed: answer.wider === null ? { north, south, placeWest, placeEast } : placeServiceBox(answer.wider, asked.view),
      wider: answer.wider,
      stepsSec: answer.cachedStepsSec ?? listed.layers.map((layer) => layer.timestamp),
      onlyCachedSteps: answer.cachedStepsSec !== null,
      firstImage: answer.image,
      runSec: listed.model?.run ?? null,
      palette: shown.palette,
      unit: shown.unit,
      unitConvertedFrom: shown.convertedFrom,
      elementName: listed.element?.name ?? null,
      provenance: answer.listing.provenance,
    },
    problem: palette === null ? 'The layer came without a palette: its colours are shown, but no values can be read from them.' : answer.imageProblem,
  };
}

/** The contract call's input for an ask (the call itself is made beside the credit gate, in the picker). */
export function layerViewInput(asked: AskedView): CallInput<'getWeatherLayerView'> {
  return {
    query: asked.query,
    view: serviceView(asked.view),
    timeUtcMs: Math.round(asked.timeUtcMs),
    creditsAllowed: asked.creditsAllowed,
    ...(asked.pinForVoyageId === null ? {} : { pinForVoyageId: asked.pinForVoyageId }),
  };
}

export function createLayerViewRequest(
  send: (asked: AskedView) => Promise<Result<WeatherLayerView>>,
  costs: (asked: AskedView, creditsToSpend: number) => void,
): LatestRequest<AskedView> {
  const latest: LatestRequest<AskedView> = createLatestRequest(
    async (asked: AskedView) => {
      const result = await send(asked);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
    (asked, answer) => {
      if (answer.kind === 'costs') {
        updateWeatherLayer({ listingCounts: latest.counts() });
        costs(asked, answer.creditsToSpend);
        return;
      }
      updateWeatherLayer({ ...listingOf(asked, answer), listingCounts: latest.counts() });
    },
    (_asked, error) => updateWeatherLayer({ problem: `The weather layer could not be shown: ${error instanceof Error ? error.message : String(error)}`, listingCounts: latest.counts() }),
  );
  return latest;
}
