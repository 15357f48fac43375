import { describe, expect, it } from 'vitest';
import { paletteColours } from '../palette/palette-colours';
import { isLegRiskKey, legRiskBand, legRiskColour, legRisks } from './leg-risk-bands';

const figure = (probability: number | null) => ({ probability, at: null, checkedCount: probability === null ? 0 : 1, missingCount: 0, missingReasons: [] });

describe('legs coloured by risk', () => {
  it('bands the chance as the Risk tab prints it: up to 10 %, 10-30 %, 30-60 %, over 60 %', () => {
    expect([0, 0.1, 0.104, 0.106, 0.3, 0.31, 0.6, 0.605, 1].map(legRiskBand)).toEqual(['low', 'low', 'low', 'moderate', 'moderate', 'high', 'high', 'severe', 'severe']);
    expect(() => legRiskBand(1.2)).toThrow(/from 0 to 1, not 1.2/);
    expect(() => legRiskBand(Number.NaN)).toThrow(RangeError);
  });

  it('takes each leg\'s highest chance over every limit, and leaves legs without figures uncoloured', () => {
    const risks = legRisks(
      {
        legs: [
          { legIndex: 0, byLimit: { significantWaveHeightM: figure(0.2), windKn: figure(0.65) } },
          { legIndex: 2, byLimit: { significantWaveHeightM: figure(null) } },
        ],
      },
      3,
    );
    expect(risks).toEqual([
      { legIndex: 0, probability: 0.65, limit: 'windKn', band: 'severe' },
      { legIndex: 1, probability: null, limit: null, band: null },
      { legIndex: 2, probability: null, limit: null, band: null },
    ]);
  });

  it('colours from the palette table, day and night apart, four distinct colours each', () => {
    for (const palette of ['day', 'dusk', 'night'] as const) {
      const colours = (['low', 'moderate', 'high', 'severe'] as const).map((band) => legRiskColour(paletteColours[palette], band));
      expect(new Set(colours).size).toBe(4);
    }
    expect(legRiskColour(paletteColours.day, 'severe')).toBe(paletteColours.day.riskSevere);
    expect(legRiskColour(paletteColours.night, 'severe')).not.toBe(paletteColours.day.riskSevere);
  });

  it('answers Alt+Shift+L only, never the bare letter', () => {
    const press = { code: 'KeyL', altKey: true, shiftKey: true, ctrlKey: false, metaKey: false };
    expect(isLegRiskKey(press)).toBe(true);
    expect(isLegRiskKey({ ...press, altKey: false, shiftKey: false })).toBe(false);
    expect(isLegRiskKey({ ...press, shiftKey: false })).toBe(false);
    expect(isLegRiskKey({ ...press, ctrlKey: true })).toBe(false);
  });
});
