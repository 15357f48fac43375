import { describe, expect, it } from 'vitest';
import { cssContrast, luminance, parseColour } from '../../shared/colour/contrast-ratio';
import { trafficDelayBand, trafficDelayBands } from '../../shared/traffic/traffic-delay';
import { paletteColours } from './palette-colours';
import { trafficColours, trafficDash } from './traffic-colours';

const palettes = ['day', 'dusk', 'night'] as const;
const delayed = (delayMinutes: number | null) => ({ delayMinutes, delayBandMinutes: null, presentationType: null, causeType: null });

describe('traffic colours by delay, in every palette', () => {
  it('colour each delay band of an event as the palette\'s table says, day, dusk and night apart', () => {
    for (const palette of palettes) {
      const colours = trafficColours[palette];
      expect(colours[trafficDelayBand(delayed(5))], palette).toBe(colours.underTen);
      expect(colours[trafficDelayBand(delayed(25))], palette).toBe(colours.tenToThirty);
      expect(colours[trafficDelayBand(delayed(45))], palette).toBe(colours.halfHourToHour);
      expect(colours[trafficDelayBand(delayed(90))], palette).toBe(colours.hourOrMore);
      expect(colours[trafficDelayBand({ ...delayed(0), presentationType: 'closed' })], palette).toBe(colours.closed);
    }
    expect(trafficColours.night.hourOrMore).not.toBe(trafficColours.day.hourOrMore);
    expect(trafficColours.dusk.underTen).not.toBe(trafficColours.day.underTen);
  });

  it('tells the four delays and the unknown apart by colour, and closure and unknown by a dash too', () => {
    for (const palette of palettes) {
      const colours = trafficColours[palette];
      expect(new Set([colours.underTen, colours.tenToThirty, colours.halfHourToHour, colours.hourOrMore, colours.unknown]).size, palette).toBe(5);
    }
    expect(trafficDash('closed')).toBeDefined();
    expect(trafficDash('unknown')).toBeDefined();
    expect(trafficDash('closed')).not.toBe(trafficDash('unknown'));
    expect(trafficDash('underTen')).toBeUndefined();
  });

  it('never colours a delay that is not given like a small delay', () => {
    for (const palette of palettes) {
      expect(trafficColours[palette][trafficDelayBand(delayed(null))], palette).toBe(trafficColours[palette].unknown);
      expect(trafficColours[palette].unknown).not.toBe(trafficColours[palette].underTen);
    }
  });

  it('stands at least 3:1 off the chart\'s land and sea in each palette', () => {
    for (const palette of palettes) {
      const { land, sea } = paletteColours[palette];
      for (const band of trafficDelayBands) {
        const colour = trafficColours[palette][band];
        expect(cssContrast(colour, land), `${palette} ${band} ${colour} on land ${land}`).toBeGreaterThanOrEqual(3);
        expect(cssContrast(colour, sea), `${palette} ${band} ${colour} on sea ${sea}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps the night chart dim: no traffic colour brighter than the night palette\'s lines', () => {
    for (const band of trafficDelayBands) {
      const colour = parseColour(trafficColours.night[band]);
      expect(colour).not.toBeNull();
      expect(luminance(colour!), `night ${band}`).toBeLessThan(0.12);
    }
  });
});
