import type { RoutingPenaltyWeights } from '../voyage/routing-penalties';
import { beaufortProbableWaveM, beaufortRangeKn } from '../voyage/beaufort-scale';
import type { SpeedLossTable, WeatherSector } from '../voyage/speed-loss-table';
import type { StormDistance } from '../voyage/vessel-profile';
import type { RoutingInputsUsed, WeatherRoutingResult } from '../voyage/weather-routing';
import { formatNumber, formatQuantity } from './quantity-format';
import { hoursWords } from './routing-words';

/**
 * The words of the weather router's inputs: the speed-loss table on the profile editor, and what
 * a proposal was made with (the ship, the no-go areas, the storms, the penalties). The table's words:
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

/** "hurricane 300 nm, tropical storm 200 nm, depression 150 nm, never nearer (hard)". */
export function stormDistanceWords(distance: StormDistance): string {
  const kept = `hurricane ${formatQuantity(distance.hurricane, 'nm')}, tropical storm ${formatQuantity(distance.tropicalStorm, 'nm')}, depression ${formatQuantity(distance.depression, 'nm')}`;
  return `${kept}, ${distance.severity === 'hard' ? 'never nearer (hard)' : 'nearer only at a cost (soft)'}`;
}

/** What a proposal rests on besides the weather, a sentence each: the ship's speed in a seaway, the no-go areas, the storms. */
export function routingGroundsWords(inputs: RoutingInputsUsed): { speed: string; noGoAreas: string; storms: string } {
  const speed =
    inputs.speedLoss === null
      ? `${inputs.profileName}: ${shipSpeedKnText(inputs.serviceSpeedKn)} kn through the water in any sea (the profile has no speed-loss table).`
      : `${inputs.profileName}: ${shipSpeedKnText(inputs.serviceSpeedKn)} kn less the profile's speed-loss table by Beaufort force and the weather's sector on the bow; ${speedLossBasisWords(inputs.speedLoss)}`;
  const areas = inputs.noGoAreas.map((area) => area.name);
  const noGoAreas = areas.length === 0 ? 'No no-go areas are saved with the voyage.' : `Kept out of the voyage's no-go area${areas.length === 1 ? '' : 's'}: ${areas.join(', ')}.`;
  const weighed = inputs.stormPenaltyHours > 0 ? ` Sailing near them added ${hoursWords(inputs.stormPenaltyHours)} to the proposal's cost.` : '';
  const storms =
    inputs.stormNames.length === 0
      ? 'No tropical cyclone in the storms answer.'
      : `Storms weighed (the Risk tab's): ${inputs.stormNames.join(', ')}; kept off by the profile's distances: ${stormDistanceWords(inputs.stormDistanceNm)}.${weighed}`;
  return { speed, noGoAreas, storms };
}

/**
 * What the navigator must know before trusting a proposal, a sentence each: where it comes nearer
 * a storm than the profile's hard distance (the Risk tab's rule on the proposal as sailed), and where
 * it sails outside the routing fields, where the router knew no weather.
 */
export function proposalCaveatWords(result: Pick<WeatherRoutingResult, 'proposed' | 'inputs'>): string[] {
  const proposed = result.proposed;
  if (proposed === null) return [];
  const caveats: string[] = [];
  const clearance = proposed.stormClearance;
  if (clearance !== null && clearance.marginNm < 0 && result.inputs?.stormDistanceNm.severity === 'hard') {
    caveats.push(
      `The proposal as sailed comes ${formatQuantity(clearance.distanceNm, 'nm')} from ${clearance.stormName}, inside the profile's hard ${formatQuantity(clearance.requiredNm, 'nm')}: the router kept its own track outside it, but the simplified legs or their timing do not. Do not adopt it as it is; route again with a smaller cross-track tolerance.`,
    );
  }
  if (proposed.unreadHours > 0) {
    caveats.push(
      `The proposal sails ${hoursWords(proposed.unreadHours)} outside the routing fields (beyond their box or their end), where the router knew no weather and took her service speed: check it with the shipping forecast.`,
    );
  }
  return caveats;
}
