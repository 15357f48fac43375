import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import type { SeaState, VesselResponse } from './routing-problem';

/**
 * The ship as the vessel profile states her: her speed through the water on every heading, the
 * profile's hard limits never sailed into, its soft limits weighed by how far past them (a wind of
 * 36 kn against a soft 30 kn limit is 0.2 of excess). The speed lost in a seaway is not modelled
 * yet (issue 24 point 2): a route is timed at the service speed whatever the heading.
 */
export function vesselLimitsResponse(speedKn: number, limits: Pick<VesselLimits, 'significantWaveHeightM' | 'windKn'>): VesselResponse {
  const checks: Array<{ limit: VesselLimits['windKn']; read: (state: SeaState) => number | null }> = [
    { limit: limits.significantWaveHeightM, read: (state) => state.significantWaveHeightM },
    { limit: limits.windKn, read: (state) => state.windKn },
  ];
  return {
    answer(state) {
      let hardBreak = false;
      let softExcess = 0;
      for (const { limit, read } of checks) {
        const value = read(state);
        if (limit === null || value === null || value <= limit.value) continue;
        if (limit.severity === 'hard') hardBreak = true;
        else softExcess += value / limit.value - 1;
      }
      return { speedKn, hardBreak, softExcess };
    },
  };
}
