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
  const clampedForce = Math.min(BEAUFORT_FORCES - 1, Math.max(0, force));
  const lowerForce = Math.min(BEAUFORT_FORCES - 2, Math.floor(clampedForce));
  const forceShare = clampedForce - lowerForce;
  let lowerSector = 0;
  let sectorShare = 0;
  if (offBowDeg >= sectorMiddleDeg[sectorMiddleDeg.length - 1]!) {
    lowerSector = sectorMiddleDeg.length - 2;
    sectorShare = 1;
  } else if (offBowDeg > sectorMiddleDeg[0]!) {
    while (offBowDeg > sectorMiddleDeg[lowerSector + 1]!) lowerSector += 1;
    sectorShare = (offBowDeg - sectorMiddleDeg[lowerSector]!) / (sectorMiddleDeg[lowerSector + 1]! - sectorMiddleDeg[lowerSector]!);
  }
  const at = (forceRow: number, sector: number) => table.lossPercent[forceRow]![sector]!;
  const across = (forceRow: number) => at(forceRow, lowerSector) * (1 - sectorShare) + at(forceRow, lowerSector + 1) * sectorShare;
  return across(lowerForce) * (1 - forceShare) + across(lowerForce + 1) * forceShare;
}
