import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { PaletteColours } from '../palette/palette-colours';
import { landCanvas, landPaths, type LandPaths, type LandStyle } from './land-canvas';
import { FULL_DETAIL_ZOOM } from './land-detail';
import { loadLandRings } from './load-land';
import { weatherLayerStore } from './weather-layers/weather-layer-state';
import { chartCanvasPadding } from './chart-canvas';
import { chartPane } from './chart-pane';
import { inBackground } from '../shell/use-after-paint';
import { useStoreSnapshot } from '../state/external-store';

/**
 * Over a weather layer the coast is drawn twice as wide: some of the service's palette bands (the
 * pale yellow of 20-30 kn, of 2.5-4 m waves) are near the land's own colour by day, and a hairline
 * coast then vanished against them; the navigator must always see where the sea ends.
 */
export function landStyle(colours: PaletteColours, overWeather: boolean): LandStyle {
  return { fill: colours.land, coast: colours.coast, coastWidthPx: overWeather ? 1.8 : 0.8 };
}

const weatherLayerShown = () => weatherLayerStore.get().choice.shown;

const landPane = 'land';
/** Over the weather layers (390, the radar 395), which the land masks, and under Leaflet's overlay pane (400) of the ports and the route. */
const landPaneZIndex = 398;

/** Two frames after adding: Leaflet's canvas renderer draws on the next animation frame. */
function afterPaint(callback: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

export interface LandLayerProps {
  colours: PaletteColours;
  onDrawn?: () => void;
  onError?: (message: string) => void;
}

/**
 * Land on a canvas of its own under the chart's layers, drawn from one path of the whole world at
 * the detail of the zoom (map/land-canvas.ts, map/land-detail.ts): the rings' arrays as the build
 * made them (map/land-rings-file.ts).
 */
export function LandLayer({ colours, onDrawn, onError }: LandLayerProps) {
  const map = useMap();
  const [land, setLand] = useState<LandPaths | null>(null);
  const overWeather = useStoreSnapshot(weatherLayerStore.subscribe, weatherLayerShown);

  useEffect(
    function startLoadingLand() {
      let current = true;
      loadLandRings().then(
        (rings) => current && setLand(landPaths(rings)),
        (error: unknown) => current && onError?.(`Land not drawn: ${error instanceof Error ? error.message : String(error)}`),
      );
      return function ignoreLateLand() {
        current = false;
      };
    },
    [onError],
  );

  // Create: the canvas is added once the land is in, so the chart is "drawn" only with land on it.
  // Its own pane keeps it under the ports and the route whenever it comes: in theirs, a land loaded
  // after them (a slow start) was stacked over them, hiding every symbol and leg on land.
  // Its margin beyond the view is the symbols' canvas's (map/chart-canvas.ts): a drag past it
  // shows neither land nor symbols until it ends, rather than land without its ports and route.
  // The quarter it had was 2.25 times the view's pixels to the tenth's 1.44, paid again in
  // Chromium's copies of the canvas: the renderer's PSS was 4 to 14 MB larger (the memory bench).
  const renderer = useMemo(() => landCanvas({ padding: chartCanvasPadding, pane: landPane }), []);
  useEffect(
    function addLand() {
      if (land === null) return undefined;
      chartPane(map, landPane, landPaneZIndex, true);
      renderer.addTo(map);
      const cancel = afterPaint(() => onDrawn?.());
      return function removeLand() {
        cancel();
        renderer.remove();
      };
    },
    [map, renderer, land, onDrawn],
  );

  // Each zoom's path made while nothing waits, so that the frame of a fit to a new zoom (a voyage
  // opened) only fills it.
  useEffect(
    function prepareEveryDetail() {
      if (land === null) return undefined;
      const cancels: (() => void)[] = [];
      for (let zoom = map.getMinZoom(); zoom <= FULL_DETAIL_ZOOM; zoom += 1) cancels.push(inBackground(() => land.at(zoom)));
      return function stopPreparing() {
        for (const cancel of cancels) cancel();
      };
    },
    [map, land],
  );

  // Update: a palette change, or a weather layer shown or hidden, repaints the same path.
  useEffect(
    function paintLand() {
      renderer.setLand(land, landStyle(colours, overWeather));
    },
    [renderer, land, colours, overWeather],
  );

  return null;
}
