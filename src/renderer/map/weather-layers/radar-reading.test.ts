import { describe, expect, it } from 'vitest';
import { radarIntensityScale } from '../../../shared/service/radar-scale';
import { noCoverageWords, radarFrameWords, radarWordsAtCentre, readRadar } from './radar-reading';

// The spec's radar example shape (service-interface.md, "Radar nowcast"): bbox with zoom, one layer per 5-minute step.
const frame = (time: number, offset: number) => ({ time, type: 'forecast', image: { url: `https://example.test/r/${time}.png`, format: 'png' }, offset });

describe('reading the radar nowcast', () => {
  it('gives the frames in time order with their minutes from the start', () => {
    const reading = readRadar({ bbox: { north: 52.1, south: 51.7, east: 4.8, west: 4.2, zoom: 9 }, layers: [frame(1_700_000_600, 10), frame(1_700_000_000, 0), frame(1_700_000_300, 5)] });
    expect(reading.kind).toBe('frames');
    if (reading.kind !== 'frames') return;
    expect(reading.frames.map((each) => each.offsetMin)).toEqual([0, 5, 10]);
    expect(reading.box).toEqual({ north: 52.1, south: 51.7, west: 4.2, placeEast: 4.8 });
  });

  it('carries the east edge past 180° when the box crosses it', () => {
    const reading = readRadar({ bbox: { north: 1, south: -1, east: -179.8, west: 179.8, zoom: 9 }, layers: [frame(0, 0)] });
    expect(reading.kind === 'frames' && reading.box.placeEast).toBeCloseTo(180.2, 6);
  });

  it('says in words that there is no coverage when the answer has no frames', () => {
    expect(readRadar({ bbox: { north: 1, south: -1, east: 1, west: -1, zoom: 9 }, layers: [] })).toEqual({ kind: 'none', words: noCoverageWords });
  });

  it('refuses frames without the area they cover, in words', () => {
    const reading = readRadar({ bbox: null, layers: [frame(0, 0)] } as never);
    expect(reading.kind === 'none' && reading.words).toMatch(/without the area/);
  });

  it('counts minutes from the first frame when the offset is missing', () => {
    const reading = readRadar({ bbox: { north: 1, south: -1, east: 1, west: -1, zoom: 9 }, layers: [{ ...frame(600, 0), offset: null }, frame(0, 0)] } as never);
    expect(reading.kind === 'frames' && reading.frames.map((each) => each.offsetMin)).toEqual([0, 10]);
  });

  it('says what a frame shows, read from its pixels by the radar scale', () => {
    const pixel = (band: number) => radarIntensityScale.colors[band] ?? [0, 0, 0, 0];
    // 4 pixels: dry, dry, light, heavy.
    const frameOf = (...bands: number[]) => new Uint8ClampedArray(bands.flatMap((band) => [...pixel(band)]));
    expect(radarFrameWords(frameOf(0, 0, 2, 4))).toBe('precipitation over 50% of the area, heaviest heavy (≥ 2 mm/h)');
    expect(radarFrameWords(frameOf(0, 0, 0, 0))).toBe('no precipitation on the radar');
    expect(radarFrameWords(new Uint8ClampedArray([255, 0, 255, 255, 0, 0, 0, 0]))).toBe('no precipitation on the radar; 50% in colours not on the radar scale');
  });

  it('reads the intensity at the place itself, the middle of the frame', () => {
    const pixel = (band: number) => radarIntensityScale.colors[band] ?? [0, 0, 0, 0];
    // 3 × 3 pixels, the middle one moderate, the rest dry; then all dry; then a foreign colour.
    const grid = (middle: readonly number[]) => ({ width: 3, height: 3, data: new Uint8ClampedArray([0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((index) => (index === 4 ? [...middle] : [...pixel(0)]))) });
    expect(radarWordsAtCentre(grid(pixel(3)))).toBe('moderate (≥ 1 mm/h)');
    expect(radarWordsAtCentre(grid(pixel(0)))).toBe('none');
    expect(radarWordsAtCentre(grid([255, 0, 255, 255]))).toMatch(/^not readable/);
  });
});
