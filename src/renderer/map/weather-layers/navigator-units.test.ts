import { describe, expect, it } from 'vitest';
import { layerUnitFor, paletteInNavigatorUnit } from './navigator-units';
import { bandWords, readLayerPalette } from '../../../shared/service/palette-reading';

describe('a layer in the units of a bridge', () => {
  it('asks wind in knots and waves in metres where the catalogue offers them, else the default', () => {
    // The demo catalogue's wind speed: km/h by default, knots offered.
    expect(layerUnitFor({ units: ['km/h', 'm/s', 'kn', 'mph', 'bft'], unitDefault: 'km/h' })).toBe('kn');
    expect(layerUnitFor({ units: ['ft', 'm'], unitDefault: 'ft' })).toBe('m');
    expect(layerUnitFor({ units: ['km/h', 'm/s'], unitDefault: 'km/h' })).toBe('km/h');
    expect(layerUnitFor({ units: ['C', 'F', 'K'], unitDefault: 'C' })).toBe('C');
    // The vendor's catalogue leaves unitDefault out when units is empty.
    expect(layerUnitFor({ units: [] })).toBeNull();
  });

  it('converts a palette given in km/h to knots for the legend and the readout, and says from what', () => {
    const palette = readLayerPalette({ colors: ['#313695', '#4575b4', '#74add1'], values: [0, 20, 120] });
    const inKn = paletteInNavigatorUnit(palette, 'km/h');
    expect(inKn.unit).toBe('kn');
    expect(inKn.convertedFrom).toBe('km/h');
    // 20 km/h = 10.8 kn; 120 km/h = 64.8 kn.
    expect(inKn.palette?.bands.map((band) => bandWords(band, inKn.unit))).toEqual(['0–10.8 kn', '10.8–64.8 kn', '64.8 kn or more']);
    // The colours are the service's: only the numbers change.
    expect(inKn.palette?.bands[1]?.colour).toEqual(palette?.bands[1]?.colour);
  });

  it('leaves knots, metres and other units as given', () => {
    const palette = readLayerPalette({ colors: ['#313695', '#4575b4'], values: [0, 5] });
    expect(paletteInNavigatorUnit(palette, 'kn')).toEqual({ palette, unit: 'kn', convertedFrom: null });
    expect(paletteInNavigatorUnit(palette, 'C').convertedFrom).toBeNull();
    expect(paletteInNavigatorUnit(null, 'm/s')).toEqual({ palette: null, unit: 'kn', convertedFrom: 'm/s' });
  });
});
