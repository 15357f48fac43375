import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { PassageBridge } from '../../../shared/bridge';
import type { Palette } from '../../../shared/settings/settings';
import { useChartTime } from '../../state/chart-time';
import { useOpenVoyage } from '../../route/open-voyage';
import { createLatestRequest } from './latest-request';
import { pinFor } from './layer-picker';
import { setShownPixels } from './layer-value-at';
import { nearestStep, updateWeatherLayer, useWeatherLayer, type LayerListing } from './weather-layer-state';
import type { AnswerProvenance } from '../../../shared/service/answer-provenance';

/**
 * The layer's image at the chart's time, under the chart's own layers (land, route, ports,
 * storms, exceedances lie in panes above it). Images already seen stay decoded in memory (48 of them, a
 * slider's worth), so stepping back and forth asks nothing; a new step asks one image at a time,
 * the latest. At dusk the image is dimmed, at night darkened and tinted red, so no bright area
 * lights a night bridge.
 */

const paneName = 'weather-layer';
const keptImages = 48;

interface DecodedImage {
  url: string;
  pixels: ImageData;
  provenance: AnswerProvenance;
}

export const paletteFilters: Record<Palette, string> = {
  day: 'none',
  dusk: 'brightness(0.65) saturate(0.8)',
  night: 'grayscale(1) sepia(1) hue-rotate(-50deg) saturate(5) brightness(0.35)',
};

export async function decode(imageBase64: string, mediaType: string): Promise<{ url: string; pixels: ImageData }> {
  const bytes = Uint8Array.from(atob(imageBase64), (char) => char.charCodeAt(0));
  const blob = new Blob([bytes], { type: mediaType });
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no 2D canvas to read the layer image');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { url: URL.createObjectURL(blob), pixels: context.getImageData(0, 0, canvas.width, canvas.height) };
}

function keyOf(listing: LayerListing, timestamp: number): string {
  return `${JSON.stringify(listing.query)}@${timestamp}`;
}

export function WeatherLayerOverlay({ bridge, palette }: { bridge: PassageBridge; palette: Palette }) {
  const map = useMap();
  const { choice, listing } = useWeatherLayer();
  const { timeUtcMs } = useChartTime();
  const overlay = useRef<L.ImageOverlay | null>(null);
  const images = useMemo(() => new Map<string, DecodedImage>(), []);
  const listingRef = useRef<LayerListing | null>(null);
  const openVoyageId = useRef<string | null>(null);
  openVoyageId.current = useOpenVoyage().voyage?.id ?? null;
  listingRef.current = listing;

  useEffect(
    function addPane() {
      const pane = map.getPane(paneName) ?? map.createPane(paneName);
      // Under Leaflet's overlay pane (400), whose canvases hold the land, the ports and the route:
      // the weather colours the sea, the coast and every chart symbol stay drawn over it.
      pane.style.zIndex = '390';
      pane.style.pointerEvents = 'none';
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

  function show(shownListing: LayerListing, timestamp: number, image: DecodedImage): void {
    const bounds = L.latLngBounds([shownListing.box.south, shownListing.box.placeWest], [shownListing.box.north, shownListing.box.placeEast]);
    if (overlay.current === null) {
      overlay.current = L.imageOverlay(image.url, bounds, { pane: paneName, interactive: false, opacity: choiceOpacity.current });
      overlay.current.addTo(map);
    } else {
      overlay.current.setUrl(image.url).setBounds(bounds);
    }
    setShownPixels({ pixels: image.pixels, bounds, palette: shownListing.palette, unit: shownListing.unit });
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
          const decoded = await decode(result.value.value.imageBase64, result.value.value.mediaType);
          return { ...decoded, provenance: result.value.provenance };
        },
        ({ shownListing, timestamp }, image) => {
          remember(keyOf(shownListing, timestamp), image);
          if (listingRef.current === shownListing) show(shownListing, timestamp, image);
          updateWeatherLayer({ imageCounts: latest.counts() });
        },
        (_asked, error) => updateWeatherLayer({ problem: `The layer's image could not be shown: ${error instanceof Error ? error.message : String(error)}`, imageCounts: latest.counts() }),
      ),
    // One queue for the chart's one layer.
    [bridge],
  );

  function remember(key: string, image: DecodedImage): void {
    images.delete(key);
    images.set(key, image);
    while (images.size > keptImages) {
      const oldest = images.keys().next().value as string;
      const dropped = images.get(oldest);
      if (dropped !== undefined) URL.revokeObjectURL(dropped.url);
      images.delete(oldest);
    }
  }

  useEffect(
    function showStepAtTime() {
      if (listing === null || !choice.shown) {
        overlay.current?.remove();
        overlay.current = null;
        setShownPixels(null);
        delete map.getContainer().dataset.weatherLayerStep;
        return;
      }
      const timestamp = nearestStep(listing.stepsSec, timeUtcMs);
      if (timestamp === null) return;
      const kept = images.get(keyOf(listing, timestamp));
      if (kept !== undefined) {
        show(listing, timestamp, kept);
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
        latest.stop();
        overlay.current?.remove();
        overlay.current = null;
        setShownPixels(null);
        for (const image of images.values()) URL.revokeObjectURL(image.url);
        images.clear();
      };
    },
    [latest, images],
  );

  return null;
}
