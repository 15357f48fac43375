import { describe, expect, it } from 'vitest';
import { cssContrast, textContrastMinimum } from '../../shared/colour/contrast-ratio';
import { paletteColours } from './palette-colours';
import { plotColours } from './plot-colours';

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

describe('contrast in every palette', () => {
  const palettes = ['day', 'dusk', 'night'] as const;

  it('text, dim text, warnings and alarms reach the palette minimum on the panel (text on the sea too) (4.5:1 by day and dusk, 3:1 at night)', () => {
    for (const palette of palettes) {
      const colours = paletteColours[palette];
      for (const field of ['text', 'textDim', 'warn', 'alarm'] as const) {
        // On the sea (the chart's own labels) only the plain text is written; the rest sits on panels.
        for (const background of field === 'text' ? [colours.panel, colours.sea] : [colours.panel]) {
          expect(cssContrast(colours[field], background), `${palette} ${field} on ${background}`).toBeGreaterThanOrEqual(textContrastMinimum[palette]);
        }
      }
      expect(cssContrast(colours.accentText, colours.accent), `${palette} button text on accent`).toBeGreaterThanOrEqual(textContrastMinimum[palette]);
    }
  });

  it('the heat map figures stand 3:1 on their cells (bold figures in a shaded cell)', () => {
    for (const palette of palettes) {
      const { ramp, rampText } = plotColours[palette];
      ramp.forEach((cell, index) => expect(cssContrast(rampText[index] ?? '', cell), `${palette} ramp ${index}`).toBeGreaterThanOrEqual(palette === 'day' ? textContrastMinimum.day : 3));
    }
  });

  it('chart lines and axis labels stand 3:1 off the panel, at night too', () => {
    for (const palette of palettes) {
      const plot = plotColours[palette];
      for (const [name, colour] of [...plot.line.map((line, index) => [`line ${index}`, line] as const), ['axis', plot.axis] as const, ['waypoint', plot.waypoint] as const]) {
        expect(cssContrast(colour, paletteColours[palette].panel), `${palette} ${name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
