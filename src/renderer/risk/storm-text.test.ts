import { describe, expect, it } from 'vitest';
import { paletteColours } from '../palette/palette-colours';
import { formatIntensity, formatMovement, stormClassColour, stormClassName, stormClassWords, stormNameWords } from './storm-text';

describe('storm figures in words', () => {
  it('writes intensity in knots and hPa, "not given" where the service said nothing', () => {
    expect(formatIntensity({ windKn: 80.4, gustKn: 99.6, pressureHpa: 962.2 })).toBe('wind 80 kn, gust 100 kn, 962 hPa');
    expect(formatIntensity({ windKn: null, gustKn: null, pressureHpa: null })).toBe('wind not given, gust not given, pressure not given');
  });

  it('names a storm and its category in the list, and says which the service left out', () => {
    expect(stormNameWords('MILTON')).toBe('MILTON');
    expect(stormNameWords('')).toBe('name not given');
    expect(stormClassWords('hurricane', 'H2')).toBe(`${stormClassName('hurricane')} (H2)`);
    expect(stormClassWords('hurricane', '')).toBe(`${stormClassName('hurricane')} (category not given)`);
    expect(stormClassWords(null, ' ')).toBe('category not given');
  });

  it('writes movement as a course in three digits true with its speed', () => {
    expect(formatMovement(70, 10.8)).toBe('moving 070°T 11 kn');
    expect(formatMovement(null, null)).toBe('movement not given');
    expect(formatMovement(null, 5)).toBe('moving course not given 5 kn');
  });

  it('names classes and colours them from the palette', () => {
    expect(stormClassName('tropicalStorm')).toBe('Tropical storm');
    expect(stormClassColour(paletteColours.night, 'hurricane')).toBe(paletteColours.night.stormSevere);
    expect(stormClassColour(paletteColours.day, 'depression')).toBe(paletteColours.day.stormDepression);
  });
});
