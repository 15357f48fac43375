import type { StormEncounter } from '../../shared/risk';
import { formatRangeNm } from '../../shared/format/quantity-format';
import { formatUtcShort } from '../../shared/time/time-format';
import { formatIntensity, formatMovement, stormClassName } from '../risk/storm-text';
import type { ShownStorm } from '../risk/use-storms';
import { labelPriority, type ChartLabel, type ChartMark } from './chart-labels';
import { cpaLineShown } from './storm-cpa-lines';
import { nearLongitude, type StormDrawing } from './storm-drawing';

/**
 * The words the storm layers keep on the chart, and the marks they keep clear (chart-labels.ts):
 * each storm where it is now, and each closest approach that breaks a limit of the profile. Their
 * tooltips say the same on hover.
 */

type StormNow = NonNullable<StormDrawing['now']>;

/** A storm where it is now in words: its name and class, its intensity, its movement and time. */
export function stormNowLines(name: string, now: StormNow): string[] {
  return [`${name} ${stormClassName(now.stormClass)}`, formatIntensity(now), `${formatMovement(now.movementDeg, now.movementKn)} · ${formatUtcShort(now.timeUtcMs)}`];
}

/** The words that stay by each storm's current position, placed clear of the route, the ship and the names (chart-labels.ts). */
export function stormNowLabels(storms: readonly ShownStorm[]): ChartLabel[] {
  return storms.flatMap(({ drawing }) =>
    drawing.now === null ? [] : [{ id: `storm:${drawing.id}`, lines: stormNowLines(drawing.name, drawing.now), lat: drawing.now.lat, lon: drawing.now.lon, markRadiusPx: 12, className: 'storm-label', priority: labelPriority.stormNow }],
  );
}

/** "CPA IAN: 312 nm at 02 Dec 06:00Z". */
export function cpaWords(encounter: StormEncounter): string {
  const cpa = encounter.closestApproach;
  return cpa === null ? '' : `CPA ${encounter.stormName}: ${formatRangeNm(cpa.distanceNm)} at ${formatUtcShort(cpa.timeUtcMs)}`;
}

/**
 * The words that stay by the storm's end of each closest approach that breaks a limit, placed
 * clear of the route, the ship (at the CPA too) and the names (chart-labels.ts); the others on hover.
 */
export function cpaLabels(encounters: readonly StormEncounter[]): { labels: ChartLabel[]; marks: ChartMark[] } {
  const drawn = encounters.filter((encounter) => encounter.closestApproach !== null && cpaLineShown(encounter));
  return {
    labels: drawn
      .filter((encounter) => encounter.verdict === 'soft' || encounter.verdict === 'hard')
      .map((encounter) => {
        const cpa = encounter.closestApproach!;
        return { id: `cpa:${encounter.stormId}`, lines: [cpaWords(encounter)], lat: cpa.storm.lat, lon: nearLongitude(cpa.storm.lon, cpa.ship.lon), markRadiusPx: 8, className: 'storm-cpa-label', priority: labelPriority.stormApproach };
      }),
    marks: drawn.map((encounter) => ({ lat: encounter.closestApproach!.ship.lat, lon: encounter.closestApproach!.ship.lon, radiusPx: 9 })),
  };
}
