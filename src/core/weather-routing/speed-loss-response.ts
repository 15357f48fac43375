import { beaufortOfWaveM, beaufortOfWindKn } from '../../shared/voyage/beaufort-scale';
import { speedLossLookup, weatherOffBowDeg } from '../../shared/voyage/speed-loss-table';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { SeaState, VesselResponse } from './routing-problem';
import { limitsJudge, vesselLimitsResponse } from './vessel-limits-response';

/**
 * The ship as her profile states her in a seaway: her speed through the water from the profile's
 * speed-loss table (by Beaufort force and the weather's angle off the bow, interpolated between
 * rows and sectors), within its hard and soft limits, which keep their meaning. Without a table
 * she keeps her service speed (vessel-limits-response.ts).
 */

/** The force the ship feels and where it comes from: of wind and sea, the heavier. */
export function weatherOnTheBow(state: SeaState): { force: number; fromDeg: number | null } {
  const windForce = state.windKn === null ? -1 : beaufortOfWindKn(state.windKn);
  const seaForce = state.significantWaveHeightM === null ? -1 : beaufortOfWaveM(state.significantWaveHeightM);
  if (windForce < 0 && seaForce < 0) return { force: 0, fromDeg: null };
  // A swell with little wind slows her as its height says; a gale over a young sea as the wind says.
  return seaForce >= windForce ? { force: seaForce, fromDeg: state.waveFromDeg ?? state.windFromDeg } : { force: windForce, fromDeg: state.windFromDeg ?? state.waveFromDeg };
}

export function vesselProfileResponse(profile: Pick<VesselProfile, 'serviceSpeedKn' | 'limits' | 'speedLoss'>): VesselResponse {
  const table = profile.speedLoss;
  if (table === null) return vesselLimitsResponse(profile.serviceSpeedKn, profile.limits);
  const judge = limitsJudge(profile.limits);
  const lossPercentAt = speedLossLookup(table);
  // The router asks every heading of a fan in one sea state: its force is read once.
  let lastState: SeaState | null = null;
  let weather = { force: 0, fromDeg: null as number | null };
  let judged = { hardBreak: false, softExcess: 0 };
  return {
    answer(state, headingDeg) {
      if (state !== lastState) {
        lastState = state;
        weather = weatherOnTheBow(state);
        judged = judge(state);
      }
      // Where the weather comes from is not given: taken as dead ahead, where she loses most.
      const offBowDeg = weather.fromDeg === null ? 0 : weatherOffBowDeg(weather.fromDeg, headingDeg);
      const speedKn = profile.serviceSpeedKn * (1 - lossPercentAt(weather.force, offBowDeg) / 100);
      return { speedKn, hardBreak: judged.hardBreak, softExcess: judged.softExcess };
    },
  };
}
