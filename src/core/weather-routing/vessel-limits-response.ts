import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import type { SeaState, VesselResponse } from './routing-problem';

export type RoutedLimits = Pick<VesselLimits, 'significantWaveHeightM' | 'windKn'>;

/**
 * The profile's limits against one sea state: a hard limit is never sailed into, a soft one is
 * weighed by how far past it (a wind of 36 kn against a soft 30 kn limit is 0.2 of excess).
 */
export function limitsJudge(limits: RoutedLimits): (state: SeaState) => { hardBreak: boolean; softExcess: number } {
  const checks: Array<{ limit: VesselLimits['windKn']; read: (state: SeaState) => number | null }> = [
    { limit: limits.significantWaveHeightM, read: (state) => state.significantWaveHeightM },
    { limit: limits.windKn, read: (state) => state.windKn },
  ];
  return (state) => {
    let hardBreak = false;
    let softExcess = 0;
    for (const { limit, read } of checks) {
      const value = read(state);
      if (limit === null || value === null || value <= limit.value) continue;
      if (limit.severity === 'hard') hardBreak = true;
      else softExcess += value / limit.value - 1;
    }
    return { hardBreak, softExcess };
  };
}

/**
 * The ship at her service speed on every heading whatever the sea, within the profile's limits:
 * what the router uses for a profile with no speed-loss table (speed-loss-response.ts otherwise).
 */
export function vesselLimitsResponse(speedKn: number, limits: RoutedLimits): VesselResponse {
  const judge = limitsJudge(limits);
  return { answer: (state) => ({ speedKn, ...judge(state) }) };
}
