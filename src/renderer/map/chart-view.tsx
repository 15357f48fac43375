import { useCallback, type ReactNode } from 'react';
import { MapContainer } from 'react-leaflet';
import type { PaletteColours } from '../palette/palette-colours';
import { ChartResize } from './chart-resize';
import { CursorReadout } from './cursor-readout';
import { GraticuleLayer } from './graticule-layer';
import { LandLayer } from './land-layer';
import { NauticalScale } from './nautical-scale';
import { ViewAttributes } from './view-attributes';

// North Atlantic and Europe: where most voyages planned on this screen start or end.
const initialCenter: [number, number] = [46, -20];
const initialZoom = 4;

/**
 * The chart: Mercator, no tiles (the land ships with the app). `worldCopyJump` keeps the centre
 * within ±180° while the land's three world copies fill whatever lies beyond, so a Pacific
 * crossing can be viewed centred on the 180th meridian. Layers of other views (route, ports,
 * storms, forecast) come in as children, each a small component of its own.
 */
export function ChartView({ colours, onProblem, children }: { colours: PaletteColours; onProblem: (message: string) => void; children?: ReactNode }) {
  const markDrawn = useCallback(() => {
    document.documentElement.dataset.chartReady = 'true';
  }, []);

  return (
    <MapContainer
      className="chart"
      center={initialCenter}
      zoom={initialZoom}
      minZoom={2}
      maxZoom={16}
      worldCopyJump
      // One wheel notch (100 to 120 px of delta) is one zoom level; Leaflet's 60 px made it two.
      wheelPxPerZoomLevel={120}
      maxBounds={[
        [-85.06, -720],
        [85.06, 720],
      ]}
      maxBoundsViscosity={1}
      attributionControl={false}
      preferCanvas
      aria-label="Chart"
    >
      <LandLayer colours={colours} onDrawn={markDrawn} onError={onProblem} />
      <GraticuleLayer colours={colours} />
      <NauticalScale />
      <CursorReadout />
      <ViewAttributes />
      <ChartResize />
      {children}
    </MapContainer>
  );
}
