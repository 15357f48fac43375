import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { PassageBridge } from '../../../shared/bridge';
import type { Palette } from '../../../shared/settings/settings';
import { useChartTime } from '../../state/chart-time';
import { useOpenVoyageId } from '../../route/open-voyage';
import { createLatestRequest } from './latest-request';
import { pinFor } from './layer-picker';
import { imageBlob } from './layer-image';
import { setShownPixels } from './layer-value-at';
import { nearestStep, updateWeatherLayer, useWeatherLayer, type LayerListing } from './weather-layer-state';
import type { AnswerProvenance } from '../../../shared/service/answer-provenance';
import { chartPane } from '../chart-pane';

/**
 * The layer's image at the chart's time, under the chart's own layers (land, route, ports,
 * storms, exceedances lie in panes above it). Images already seen stay in memory as their
 * compressed bytes (48 of them, a slider's worth; the browser decodes the one on show), so
 * stepping back and forth asks nothing; the image that came with the layer's answer shows at
 * once; a new step asks one image at a time, the latest. At dusk the image is dimmed, at night
 * darkened and tinted red, so no bright area lights a night bridge.
 */

const paneName = 'weather-layer';
const keptImages = 48;

interface KeptImage {
  /** The compressed bytes; a URL is made for the image on show only, so the browser can let the others' decoded pixels go. */
  blob: Blob;
  provenance: AnswerProvenance;
}

const nightTintId = 'passage-night-tint';

/**
 * Night: each pixel's luminance drawn as dim red, at most 45 % red with a trace of green and blue.
 * A chain of CSS filters (grayscale, sepia, hue-rotate, saturate, brightness) did this before, but
 * each step clips at white, and the service's brightest bands (the pale blue of 16-22 kn, the pale
 * yellow of 22-30 kn) came out olive green and brighter than the rest; a matrix cannot clip.
 */
const nightTintMatrix = [
  [0.45, 0.08, 0.03].flatMap((share) => [0.2126, 0.7152, 0.0722].map((weight) => Math.round(share * weight * 1e4) / 1e4).concat([0, 0])),
  [0, 0, 0, 1, 0],
]
  .flat()
  .join(' ');

/** The night tint's SVG filter, once in the document: the layers' panes and legends refer to it by id. */
export function NightTintFilter() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <filter id={nightTintId} colorInterpolationFilters="sRGB">
        <feColorMatrix type="matrix" values={nightTintMatrix} />
      </filter>
    </svg>
  );
}

export const paletteFilters: Record<Palette, string> = {
  day: 'none',
  dusk: 'brightness(0.65) saturate(0.8)',
  night: `url(#${nightTintId})`,
};

/** Leaflet 1.9 takes a ready <img> in place of a URL (ImageOverlay._initImage); its types name the URL only. */
function decodedImageOverlay(element: HTMLImageElement, bounds: L.LatLngBounds, opacity: number): L.ImageOverlay {
  const image: unknown = element;
  return L.imageOverlay(image as string, bounds, { pane: paneName, interactive: false, opacity });
}

/** Off the chart, and its image's URL let go (the bytes stay kept as a Blob while the step is). */
function dropOverlay(layer: L.ImageOverlay): void {
  layer.remove();
  const url = layer.getElement()?.src;
  if (url !== undefined) URL.revokeObjectURL(url);
}

function keyOf(listing: LayerListing, timestamp: number): string {
  return `${JSON.stringify(listing.query)}@${timestamp}`;
}

export function WeatherLayerOverlay({ bridge, palette }: { bridge: PassageBridge; palette: Palette }) {
  const map = useMap();
  const { choice, listing } = useWeatherLayer();
  const { timeUtcMs } = useChartTime();
  const overlay = useRef<L.ImageOverlay | null>(null);
  const images = useMemo(() => new Map<string, KeptImage>(), []);
  const listingRef = useRef<LayerListing | null>(null);
  const openVoyageId = useRef<string | null>(null);
  openVoyageId.current = useOpenVoyageId();
  listingRef.current = listing;

  useEffect(
    function addPane() {
      // Under the land (398) and Leaflet's overlay pane (400) of the ports and the route: the
      // weather colours the sea, the coast and every chart symbol stay drawn over it.
      chartPane(map, paneName, 390, true);
    },
    [map],
  );

  useEffect(
    function tintForPalette() {
      const pane = map.getPane(paneName);
      if (pane) pane.style.filter = paletteFilters[palette];
    },
    [map, palette],
  );

  // Each show decodes its image first and puts it in place in one step: the old image stays until
  // the new one can paint (no blank frame), and the readout reads the image on show at once.
  const shows = useRef(0);
  async function show(shownListing: LayerListing, timestamp: number, image: KeptImage): Promise<void> {
    const showing = (shows.current += 1);
    const element = new Image();
    element.src = URL.createObjectURL(image.blob);
    try {
      await element.decode();
    } catch {
      URL.revokeObjectURL(element.src);
      if (showing === shows.current) updateWeatherLayer({ problem: "The layer's image could not be decoded." });
      return;
    }
    // A newer step, view or choice came meanwhile, or the layer was hidden.
    if (showing !== shows.current) {
      URL.revokeObjectURL(element.src);
      return;
    }
    const { placed } = shownListing;
    const bounds = L.latLngBounds([placed.south, placed.placeWest], [placed.north, placed.placeEast]);
    const previous = overlay.current;
    overlay.current = decodedImageOverlay(element, bounds, choiceOpacity.current).addTo(map);
    if (previous !== null) dropOverlay(previous);
    setShownPixels({ image: element, bounds, palette: shownListing.palette, unit: shownListing.unit });
    map.getContainer().dataset.weatherLayerStep = String(timestamp);
    updateWeatherLayer({ image: { timestamp, provenance: image.provenance } });
  }
  const choiceOpacity = useRef(choice.opacity);
  choiceOpacity.current = choice.opacity;

  const latest = useMemo(
    () =>
      createLatestRequest(
        async ({ shownListing, timestamp }: { shownListing: LayerListing; timestamp: number }) => {
          const result = await bridge.getWeatherMapsLayerImage({ query: shownListing.query, timestamp, ...pinFor(openVoyageId.current) });
          if (!result.ok) throw new Error(result.error.message);
          return { blob: imageBlob(result.value.value.imageBase64, result.value.value.mediaType), provenance: result.value.provenance };
        },
        ({ shownListing, timestamp }, image) => {
          remember(keyOf(shownListing, timestamp), image);
          if (listingRef.current === shownListing) void show(shownListing, timestamp, image);
          updateWeatherLayer({ imageCounts: latest.counts() });
        },
        (_asked, error) => updateWeatherLayer({ problem: `The layer's image could not be shown: ${error instanceof Error ? error.message : String(error)}`, imageCounts: latest.counts() }),
      ),
    // One queue for the chart's one layer.
    [bridge],
  );

  /** Kept, most recently shown last; the oldest beyond the slider's worth let go. */
  function remember(key: string, image: KeptImage): void {
    images.delete(key);
    images.set(key, image);
    while (images.size > keptImages) {
      const oldest = images.keys().next().value as string;
      images.delete(oldest);
    }
  }

  useEffect(
    function showStepAtTime() {
      if (listing === null || !choice.shown) {
        shows.current += 1;
        if (overlay.current !== null) dropOverlay(overlay.current);
        overlay.current = null;
        setShownPixels(null);
        delete map.getContainer().dataset.weatherLayerStep;
        return;
      }
      const timestamp = nearestStep(listing.stepsSec, timeUtcMs);
      if (timestamp === null) return;
      const key = keyOf(listing, timestamp);
      const first = listing.firstImage;
      const kept = images.get(key) ?? (first?.value.timestamp === timestamp ? { blob: imageBlob(first.value.imageBase64, first.value.mediaType), provenance: first.provenance } : undefined);
      if (kept !== undefined) {
        remember(key, kept);
        void show(listing, timestamp, kept);
        return;
      }
      latest.ask({ shownListing: listing, timestamp });
      updateWeatherLayer({ imageCounts: latest.counts() });
    },
    // show() reads refs only.
    [map, listing, choice.shown, timeUtcMs, images, latest],
  );

  useEffect(
    function setOpacity() {
      overlay.current?.setOpacity(choice.opacity);
    },
    [choice.opacity],
  );

  useEffect(
    function removeOverlay() {
      return function dropImages() {
        shows.current += 1;
        latest.stop();
        if (overlay.current !== null) dropOverlay(overlay.current);
        overlay.current = null;
        setShownPixels(null);
        images.clear();
      };
    },
    [latest, images],
  );

  return null;
}
