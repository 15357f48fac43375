import type { RoutingPenaltyWeights } from '../voyage/routing-penalties';
import { beaufortProbableWaveM, beaufortRangeKn } from '../voyage/beaufort-scale';
import type { SpeedLossTable, WeatherSector } from '../voyage/speed-loss-table';
import { formatNumber } from './quantity-format';

/**
 * The words of the weather router's inputs: the speed-loss table on the profile editor, and the
 * penalties a proposal was weighed with. The table's words:
 * the weather's sectors on the bow as Kwon names them, a force's wind and probable sea, and a
 * ship's speed through the water to the tenth (a tenth of a knot is an hour in four days).
 */

export const weatherSectorWords: Record<WeatherSector, string> = {
  head: 'Head 0–30°',
  bow: 'Bow 30–60°',
  beam: 'Beam 60–150°',
  following: 'Following 150–180°',
};

/** "22–27" kn for force 6, "64+" for force 12, "<1" for a calm. */
export function beaufortWindWords(force: number): string {
  const { fromKn, toKn } = beaufortRangeKn(force);
  if (force === 0) return '<1';
  return toKn === null ? `${fromKn}+` : `${fromKn}–${toKn}`;
}

/** The probable significant wave height of a force's sea: "3.0" m for force 6. */
export function beaufortSeaWords(force: number): string {
  return formatNumber(beaufortProbableWaveM[force] ?? null, 'm');
}

export function shipSpeedKnText(speedKn: number): string {
  return speedKn.toFixed(1);
}

/** Where a table comes from: "Kwon's method (2008) for 140 m, Cb 0.7, 16,000 t laden, edited." */
export function speedLossBasisWords(table: SpeedLossTable): string {
  if (table.hull === null) return 'Typed in.';
  const { lengthBetweenPerpendicularsM, blockCoefficient, displacementT, loading, containerShip } = table.hull;
  return `Kwon's method (2008) for ${lengthBetweenPerpendicularsM} m, Cb ${blockCoefficient}, ${displacementT.toLocaleString('en-GB')} t ${loading}${containerShip ? ', container ship' : ''}${table.editedByNavigator ? ', edited' : ''}.`;
}

/** The router's weights in words, as a proposal shows them. */
export function routingPenaltyWords(weights: RoutingPenaltyWeights): string[] {
  return [
    `Soft limits: ${weights.softLimitHoursPerExcessHour} h per hour at one unit past a limit (36 kn against 30 kn is 0.2)`,
    `Storm danger areas (1-2-3 rule): ${weights.dangerAreaHoursPerNm} h per nm sailed inside`,
    `Storm distances set soft in the profile: ${weights.stormDistanceHoursPerNm} h per nm sailed nearer; distances set hard are never sailed`,
  ];
}
