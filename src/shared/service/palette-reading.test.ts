import { describe, expect, it } from 'vitest';
import { bandOfColour, bandWords, readLayerPalette } from './palette-reading';

// The demo service's wind palette as its layers answer gives it, and the vendor's form (#hex).
const wind = {
  colors: ['rgba(49,54,149,1)', 'rgba(69,117,180,1)', 'rgba(116,173,209,1)', 'rgba(171,217,233,1)'],
  values: [0, 10, 20, 30],
};

describe('reading a layer by its palette', () => {
  it('a colour reads back as the band it stands for, in the unit', () => {
    const palette = readLayerPalette(wind);
    if (palette === null) throw new Error('no palette');
    const band = bandOfColour(palette, [116, 173, 209, 255]);
    expect(band?.from).toBe(20);
    expect(bandWords(band!, 'km/h')).toBe('20–30 km/h');
    expect(bandWords(bandOfColour(palette, [171, 217, 233, 255])!, 'kn')).toBe('30 kn or more');
  });

  it('a canvas-rounded colour still matches; a transparent or foreign one reads as nothing', () => {
    const palette = readLayerPalette(wind)!;
    expect(bandOfColour(palette, [70, 116, 181, 250])?.from).toBe(10);
    expect(bandOfColour(palette, [0, 0, 0, 0])).toBeNull();
    expect(bandOfColour(palette, [255, 0, 255, 255])).toBeNull();
  });

  it('reads #hex colours and skips a null value', () => {
    const palette = readLayerPalette({ colors: ['#000000', '#ff0000', '#00ff0080'], values: [0, null, 5] });
    expect(palette?.bands.map((band) => [band.from, band.to])).toEqual([
      [0, 5],
      [5, null],
    ]);
    expect(readLayerPalette(undefined)).toBeNull();
  });
});
