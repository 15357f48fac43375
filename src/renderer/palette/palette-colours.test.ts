import { describe, expect, it } from 'vitest';
import { paletteColours } from './palette-colours';

function channels(hex: string): { red: number; green: number; blue: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  return { red: (value >> 16) & 0xff, green: (value >> 8) & 0xff, blue: value & 0xff };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const { red, green, blue } = channels(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

const colourFields = (palette: keyof typeof paletteColours) =>
  Object.entries(paletteColours[palette]).filter((entry): entry is [string, string] => entry[1].startsWith('#'));

describe('palettes', () => {
  it('night has nothing bright: large areas near black, text no brighter than a dim grey', () => {
    // Lines, markers and outlines (route, storms, alarms) are thin: held to the text's limit.
    const foreground = new Set(['text', 'textDim', 'accent', 'graticuleLabel', 'route', 'ownShip', 'warn', 'alarm', 'stormDepression', 'stormTropical', 'stormSevere', 'stormCone', 'dangerArea', 'port', 'riskLow', 'riskModerate', 'riskHigh', 'riskSevere']);
    for (const [field, hex] of colourFields('night')) {
      // #808080 has luminance 0.22, #ffffff 1: night text stays under half of mid grey.
      expect(luminance(hex), `night ${field} ${hex}`).toBeLessThan(foreground.has(field) ? 0.12 : 0.02);
    }
  });

  it('night text is red-amber, not white or blue, and still readable on the night panel', () => {
    const { text, panel, sea } = paletteColours.night;
    const { red, green, blue } = channels(text);
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThanOrEqual(blue);
    // Contrast ratio of at least 3:1 on both backgrounds (large-text level, dimmed on purpose).
    for (const background of [panel, sea]) {
      expect((luminance(text) + 0.05) / (luminance(background) + 0.05)).toBeGreaterThan(3);
    }
  });

  it('dusk sits between day and night in brightness, for sea, land and panels alike', () => {
    for (const field of ['sea', 'land', 'panel'] as const) {
      const day = luminance(paletteColours.day[field]);
      const dusk = luminance(paletteColours.dusk[field]);
      const night = luminance(paletteColours.night[field]);
      expect(day).toBeGreaterThan(dusk);
      expect(dusk).toBeGreaterThan(night);
    }
  });

  it('land and sea can be told apart in every palette', () => {
    for (const palette of ['day', 'dusk', 'night'] as const) {
      expect(paletteColours[palette].land).not.toBe(paletteColours[palette].sea);
    }
  });
});
