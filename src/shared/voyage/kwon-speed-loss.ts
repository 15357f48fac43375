import { knToMetresPerSecond } from '../geo/units';
import { BEAUFORT_FORCES } from './beaufort-scale';
import type { HullForm } from './hull-form';
import { WEATHER_SECTORS, type SpeedLossTable } from './speed-loss-table';

/**
 * Kwon's approximation of the speed a ship loses in wind and waves (Y.J. Kwon, "Speed loss due
 * to added resistance in wind and waves", The Naval Architect, March 2008; its hull
 * form coefficient is Townsin and Kwon's, Trans. RINA 125, 1983):
 *
 *   ΔV/V (%) = Cβ · CU · CForm
 *
 * Cβ the weather's direction on the bow (head, bow, beam, following) by Beaufort force; CU the
 * block coefficient and loading against the Froude number; CForm the hull form against the
 * force and the displacement. The coefficients below are those restated with their units by Lu,
 * Turan, Boulougouris, Banks and Incecik (Ocean Engineering 110, 2015, pp. 18-28), as the paper
 * itself could not be read here; see src/core/weather-routing/README.md for what is and is not
 * verified. In particular, public code disagrees on two points, and the choice made is stated
 * where it is made: the sign of CU's Fn² term, and whether the displacement enters CForm as a
 * volume or, multiplied by g, as a weight.
 */

const GRAVITY_M_S2 = 9.81;
const SEAWATER_T_PER_M3 = 1.025;

/** Twice the direction reduction coefficient, by the weather's sector on the bow (Cβ = this / 2). */
const twiceDirectionCoefficient: Record<(typeof WEATHER_SECTORS)[number]['key'], (force: number) => number> = {
  head: () => 2,
  bow: (force) => 1.7 - 0.03 * (force - 4) ** 2,
  beam: (force) => 0.9 - 0.06 * (force - 6) ** 2,
  following: (force) => 0.4 - 0.03 * (force - 8) ** 2,
};

interface SpeedReductionRow {
  blockCoefficient: number;
  /** CU = constant + perFroude·Fn + perFroudeSquared·Fn² */
  constant: number;
  perFroude: number;
  perFroudeSquared: number;
}

const row = (blockCoefficient: number, constant: number, perFroude: number, perFroudeSquared: number): SpeedReductionRow => ({ blockCoefficient, constant, perFroude, perFroudeSquared });

// The Fn² terms are negative but for Cb 0.85, as Lu et al. restate the table; one public
// implementation has them all positive. Kwon gives finer hulls (Cb up to 0.70) one "normal"
// loading only: a finer hull in ballast reads those rows.
const finerHulls = [row(0.55, 1.7, -1.4, -7.4), row(0.6, 2.2, -2.5, -9.7), row(0.65, 2.6, -3.7, -11.6), row(0.7, 3.1, -5.3, -12.4)];
const speedReductionRows: Record<HullForm['loading'], readonly SpeedReductionRow[]> = {
  laden: [...finerHulls, row(0.75, 2.4, -10.6, -9.5), row(0.8, 2.6, -13.1, -15.1), row(0.85, 3.1, -18.7, 28)],
  ballast: [...finerHulls, row(0.75, 2.6, -12.5, -13.5), row(0.8, 3, -16.3, -21.6), row(0.85, 3.4, -20.9, 31.8)],
};

export function froudeNumber(speedKn: number, lengthM: number): number {
  return knToMetresPerSecond(speedKn) / Math.sqrt(GRAVITY_M_S2 * lengthM);
}

/**
 * CU, linear in the block coefficient between Kwon's rows (he gives rows every 0.05) and held at
 * the end rows outside 0.55 to 0.85; never below 0 (the restated Cb 0.75 and 0.80 rows fall
 * below 0 at Froude numbers those hulls rarely reach, which would read as a gain in a head sea).
 */
export function speedReductionCoefficient(hull: Pick<HullForm, 'blockCoefficient' | 'loading'>, froude: number): number {
  const rows = speedReductionRows[hull.loading];
  const at = (each: SpeedReductionRow) => each.constant + each.perFroude * froude + each.perFroudeSquared * froude ** 2;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  let value: number;
  if (hull.blockCoefficient <= first.blockCoefficient) value = at(first);
  else if (hull.blockCoefficient >= last.blockCoefficient) value = at(last);
  else {
    const upper = rows.findIndex((each) => each.blockCoefficient >= hull.blockCoefficient);
    const below = rows[upper - 1]!;
    const above = rows[upper]!;
    const share = (hull.blockCoefficient - below.blockCoefficient) / (above.blockCoefficient - below.blockCoefficient);
    value = at(below) * (1 - share) + at(above) * share;
  }
  return Math.max(0, value);
}

/**
 * CForm. The displacement enters as ∇·g (volume in m³ times g, a weight in kN), as one public
 * implementation has it: read as the bare volume, the formula has a 140 m cargo ship lose more
 * than all her speed in a Beaufort 6 head sea, which no ship does.
 */
export function hullFormCoefficient(hull: HullForm, force: number): number {
  const weightKn = (hull.displacementT / SEAWATER_T_PER_M3) * GRAVITY_M_S2;
  const steep = force ** 6.5 / ((hull.containerShip ? 22 : 2.7) * weightKn ** (2 / 3));
  return (hull.containerShip || hull.loading === 'ballast' ? 0.7 : 0.5) * force + steep;
}

/** Percent of the calm-water speed lost at a whole Beaufort force in one sector, 0 to 100. */
export function kwonSpeedLossPercent(hull: HullForm, serviceSpeedKn: number, force: number, sector: (typeof WEATHER_SECTORS)[number]['key']): number {
  const direction = twiceDirectionCoefficient[sector](force) / 2;
  const loss = direction * speedReductionCoefficient(hull, froudeNumber(serviceSpeedKn, hull.lengthBetweenPerpendicularsM)) * hullFormCoefficient(hull, force);
  // Kwon's beam and following coefficients turn negative past force 10 and 11: no gain is read
  // from them, and no ship loses more than all her way.
  return Math.min(100, Math.max(0, loss));
}

/**
 * The whole table for a hull at her service speed, as the vessel profile stores it. Kwon's bow,
 * beam and following coefficients are parabolas that fall again in the heaviest weather (the
 * beam's below 0 past force 9): read literally, a ship would make more way in force 10 on the
 * beam than in force 9. A stronger wind in the same sector is taken never to slow her less: each
 * sector's loss is held at its largest so far up the scale.
 */
export function kwonSpeedLossTable(hull: HullForm, serviceSpeedKn: number): SpeedLossTable {
  const held = WEATHER_SECTORS.map(() => 0);
  const lossPercent = Array.from({ length: BEAUFORT_FORCES }, (_, force) =>
    WEATHER_SECTORS.map((sector, column) => {
      held[column] = Math.max(held[column]!, kwonSpeedLossPercent(hull, serviceSpeedKn, force, sector.key));
      return Math.round(held[column]! * 10) / 10;
    }),
  );
  return { lossPercent, hull, editedByNavigator: false };
}

/**
 * The hull the default vessel's table comes from: a general cargo ship of 140 m, Cb 0.70,
 * 16,000 t laden (the row of Kwon's table where both readings of its signs agree in sign).
 */
export const defaultHullForm: HullForm = {
  lengthBetweenPerpendicularsM: 140,
  blockCoefficient: 0.7,
  displacementT: 16_000,
  loading: 'laden',
  containerShip: false,
};
