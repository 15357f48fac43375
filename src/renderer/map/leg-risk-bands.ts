/**
 * Legs coloured by risk: each leg's highest ensemble chance of passing any of the vessel's limits,
 * put in one of four bands (up to 10 %, 10-30 %, 30-60 %, over 60 %). The band is taken from the
 * whole percent the Risk tab prints, so a leg shown as "10 %" is never coloured as over 10 %.
 */
import { wholePercent, type LimitName } from '../../shared/risk';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import type { PaletteColours } from '../palette/palette-colours';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';

export type LegRiskBand = 'low' | 'moderate' | 'high' | 'severe';

export const legRiskBands: ReadonlyArray<{ band: LegRiskBand; label: string; upToPercent: number; colour: keyof PaletteColours }> = [
  { band: 'low', label: '0–10 %', upToPercent: 10, colour: 'riskLow' },
  { band: 'moderate', label: '10–30 %', upToPercent: 30, colour: 'riskModerate' },
  { band: 'high', label: '30–60 %', upToPercent: 60, colour: 'riskHigh' },
  { band: 'severe', label: 'over 60 %', upToPercent: 100, colour: 'riskSevere' },
];

export function legRiskBand(probability: number): LegRiskBand {
  if (!(probability >= 0 && probability <= 1)) throw new RangeError(`a probability is from 0 to 1, not ${probability}`);
  const percent = wholePercent(probability);
  return (legRiskBands.find((each) => percent <= each.upToPercent) ?? legRiskBands[legRiskBands.length - 1]!).band;
}

export interface LegRisk {
  legIndex: number;
  /** Highest chance over every limit checked on the leg; null when no position of it could be checked. */
  probability: number | null;
  /** The limit that chance belongs to. */
  limit: LimitName | null;
  band: LegRiskBand | null;
}

/** One entry per leg of the route (`legCount`), in order; legs the ensemble has nothing for are null. */
export function legRisks(ensemble: Pick<EnsembleAlongRoute, 'legs'>, legCount: number): LegRisk[] {
  return Array.from({ length: legCount }, (_, legIndex) => {
    const leg = ensemble.legs.find((each) => each.legIndex === legIndex);
    let best: { probability: number; limit: LimitName } | null = null;
    for (const [limit, figure] of Object.entries(leg?.byLimit ?? {}) as Array<[LimitName, { probability: number | null } | undefined]>) {
      const probability = figure?.probability ?? null;
      if (probability !== null && (best === null || probability > best.probability)) best = { probability, limit };
    }
    return { legIndex, probability: best?.probability ?? null, limit: best?.limit ?? null, band: best === null ? null : legRiskBand(best.probability) };
  });
}

export function legRiskColour(colours: PaletteColours, band: LegRiskBand): string {
  const entry = legRiskBands.find((each) => each.band === band) ?? legRiskBands[0]!;
  return colours[entry.colour] as string;
}

/** The key that shows or hides the colouring (Alt+Shift+L): a chord, never a letter typed into a field. */
export function isLegRiskKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyL');
}
