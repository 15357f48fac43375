import { z } from 'zod';
import { BEAUFORT_FORCES } from './beaufort-scale';
import { hullFormSchema } from './hull-form';

/**
 * The ship's speed through the water in a seaway, as the vessel profile keeps it: for each
 * Beaufort force 0 to 12 and each sector of the weather on the bow (head, bow, beam, following,
 * Kwon's sectors), the share of the service speed she loses. Kept as a share rather than knots so
 * that a new service speed scales it; shown and edited in knots. Filled from Kwon's method
 * (kwon-speed-loss.ts) for a hull the navigator gives, or typed in from her own experience.
 */

export const WEATHER_SECTORS = [
  { key: 'head', fromDeg: 0, toDeg: 30 },
  { key: 'bow', fromDeg: 30, toDeg: 60 },
  { key: 'beam', fromDeg: 60, toDeg: 150 },
  { key: 'following', fromDeg: 150, toDeg: 180 },
] as const;
export type WeatherSector = (typeof WEATHER_SECTORS)[number]['key'];

const lossRow = z.array(z.number().min(0).max(100)).length(WEATHER_SECTORS.length);

export const speedLossTableSchema = z.object({
  /** [force 0..12][head, bow, beam, following]: percent of the service speed lost */
  lossPercent: z.array(lossRow).length(BEAUFORT_FORCES),
  /** the hull Kwon's method filled the table for; null when it was typed in */
  hull: hullFormSchema.nullable(),
  /** a cell was changed by hand after the table was filled */
  editedByNavigator: z.boolean(),
});
export type SpeedLossTable = z.infer<typeof speedLossTableSchema>;

/** Where the table holds exactly between its sectors: each sector's middle. */
const sectorMiddleDeg = WEATHER_SECTORS.map((sector) => (sector.fromDeg + sector.toDeg) / 2);

/** The angle the weather comes from off the bow, 0 (dead ahead) to 180 (dead astern). */
export function weatherOffBowDeg(weatherFromDeg: number, headingDeg: number): number {
  const difference = (((weatherFromDeg - headingDeg) % 360) + 360) % 360;
  return difference > 180 ? 360 - difference : difference;
}

/**
 * The loss at a force with its fraction and an angle off the bow: linear between forces, and
 * between the middles of the sectors (held flat ahead of the head sector's middle and astern of
 * the following sector's), so that a heading 1° either side of a sector's edge does not make a
 * knot's difference.
 */
export function lossPercentAt(table: SpeedLossTable, force: number, offBowDeg: number): number {
  return speedLossLookup(table)(force, offBowDeg);
}

/**
 * `lossPercentAt` for one table, set up once: the weather router asks it millions of times a
 * routing, so the cells are held flat and nothing is made per call.
 */
export function speedLossLookup(table: SpeedLossTable): (force: number, offBowDeg: number) => number {
  const sectors = WEATHER_SECTORS.length;
  const cells = Float64Array.from(table.lossPercent.flat());
  const middles = Float64Array.from(sectorMiddleDeg);
  const lastForce = BEAUFORT_FORCES - 1;
  return (force, offBowDeg) => {
    const clampedForce = force < 0 ? 0 : force > lastForce ? lastForce : force;
    const lowerForce = clampedForce >= lastForce ? lastForce - 1 : Math.floor(clampedForce);
    const forceShare = clampedForce - lowerForce;
    let lowerSector = 0;
    let sectorShare = 0;
    if (offBowDeg >= middles[sectors - 1]!) {
      lowerSector = sectors - 2;
      sectorShare = 1;
    } else if (offBowDeg > middles[0]!) {
      while (offBowDeg > middles[lowerSector + 1]!) lowerSector += 1;
      sectorShare = (offBowDeg - middles[lowerSector]!) / (middles[lowerSector + 1]! - middles[lowerSector]!);
    }
    const low = lowerForce * sectors + lowerSector;
    const high = low + sectors;
    const atLow = cells[low]! * (1 - sectorShare) + cells[low + 1]! * sectorShare;
    const atHigh = cells[high]! * (1 - sectorShare) + cells[high + 1]! * sectorShare;
    return atLow * (1 - forceShare) + atHigh * forceShare;
  };
}
