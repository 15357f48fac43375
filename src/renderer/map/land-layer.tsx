import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { PaletteColours } from '../palette/palette-colours';
import { landCanvas, landPath, type LandStyle } from './land-canvas';
import { loadLandWorld } from './load-land';

function landStyle(colours: PaletteColours): LandStyle {
  return { fill: colours.land, coast: colours.coast, coastWidthPx: 0.8 };
}

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
 * Land on a canvas of its own under the chart's layers, drawn from one path of the whole world
 * (map/land-canvas.ts): the polygons are read once, made into the path and let go.
 */
export function LandLayer({ colours, onDrawn, onError }: LandLayerProps) {
  const map = useMap();
  const [land, setLand] = useState<Path2D | null>(null);

  useEffect(
    function startLoadingLand() {
      let current = true;
      loadLandWorld().then(
        (world) => current && setLand(landPath(world)),
        (error: unknown) => current && onError?.(`Land not drawn: ${error instanceof Error ? error.message : String(error)}`),
      );
      return function ignoreLateLand() {
        current = false;
      };
    },
    [onError],
  );

  // Create: the canvas is added once the land is in, so the chart is "drawn" only with land on it.
  const renderer = useMemo(() => landCanvas({ padding: 0.25 }), []);
  useEffect(
    function addLand() {
      if (land === null) return undefined;
      renderer.addTo(map);
      const cancel = afterPaint(() => onDrawn?.());
      return function removeLand() {
        cancel();
        renderer.remove();
      };
    },
    [map, renderer, land, onDrawn],
  );

  // Update: a palette change repaints the same path in the new colours.
  useEffect(
    function paintLand() {
      renderer.setLand(land, landStyle(colours));
    },
    [renderer, land, colours],
  );

  return null;
}
