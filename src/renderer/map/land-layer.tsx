import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { PaletteColours } from '../palette/palette-colours';
import type { LandPolygon } from './land-geometry';
import { loadLand } from './load-land';

function landStyle(colours: PaletteColours): L.PathOptions {
  return { fillColor: colours.land, fillOpacity: 1, color: colours.coast, weight: 0.8, opacity: 1 };
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

/** Land on one canvas, not as SVG paths: some thousand polygons, three times over for the world copies. */
export function LandLayer({ colours, onDrawn, onError }: LandLayerProps) {
  const map = useMap();
  const [copies, setCopies] = useState<LandPolygon[][] | null>(null);

  useEffect(
    function startLoadingLand() {
      let current = true;
      loadLand().then(
        (loaded) => current && setCopies(loaded),
        (error: unknown) => current && onError?.(`Land not drawn: ${error instanceof Error ? error.message : String(error)}`),
      );
      return function ignoreLateLand() {
        current = false;
      };
    },
    [onError],
  );

  // Create: one canvas renderer and one multipolygon per world copy. Land is never clicked, so
  // it is not interactive and the canvas is spared a hit test on every mouse move.
  const renderer = useMemo(() => L.canvas({ padding: 0.25 }), []);
  const layer = useMemo(() => {
    if (!copies) return null;
    return L.layerGroup(copies.map((world) => L.polygon(world, { renderer, interactive: false, smoothFactor: 1 })));
  }, [copies, renderer]);

  useEffect(
    function addLand() {
      if (!layer) return undefined;
      layer.addTo(map);
      const cancel = afterPaint(() => onDrawn?.());
      return function removeLand() {
        cancel();
        layer.remove();
      };
    },
    [map, layer, onDrawn],
  );

  // Update: a palette change restyles the polygons in place.
  useEffect(
    function updateLandColours() {
      layer?.eachLayer((polygon) => {
        if (polygon instanceof L.Polygon) polygon.setStyle(landStyle(colours));
      });
    },
    [layer, colours],
  );

  return null;
}
