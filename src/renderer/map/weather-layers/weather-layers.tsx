import './weather-layers.css';
import type { PassageBridge } from '../../../shared/bridge';
import type { Palette } from '../../../shared/settings/settings';
import type { PaletteColours } from '../../palette/palette-colours';
import { LayerLegend } from './layer-legend';
import { LayerPicker } from './layer-picker';
import { RadarOverlay } from './radar-overlay';
import { ShipAtTimeLayer } from './ship-at-time-layer';
import { TimeSlider } from './time-slider';
import { NightTintFilter, WeatherLayerOverlay } from './weather-layer-overlay';

/** The weather on the chart: picker, image, time slider, legend, the ship at the chart's time, and the radar. */
export function WeatherLayers({ bridge, palette, colours }: { bridge: PassageBridge; palette: Palette; colours: PaletteColours }) {
  return (
    <>
      <NightTintFilter />
      <LayerPicker bridge={bridge} />
      <RadarOverlay bridge={bridge} palette={palette} />
      <WeatherLayerOverlay bridge={bridge} palette={palette} />
      <TimeSlider />
      <LayerLegend palette={palette} />
      <ShipAtTimeLayer colours={colours} />
    </>
  );
}
