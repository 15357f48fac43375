/**
 * Storm and ensemble risk of a planned voyage: the public face of src/shared/risk. Import from
 * here (`../shared/risk`), not from the files behind it. The storm calls in the order a caller uses them:
 * 1. `voyageTimeline(route, etdUtcMs)`: the voyage as positions in time (`nearStormEncounters`
 *    does 1, 3 and 4 in one call; after an edit only the changed legs are sampled again);
 * 2. `analyseStorm(storm, fetchedUtcMs)`: one storm's track, danger area and cone;
 * 3. `stormsNearVoyage(...)`: only the storms within the profile's near distance are compared;
 *    the others are listed apart as not near this voyage;
 * 4. `stormEncounters(...)`: per storm the closest approach, the clearance, the verdict and the
 *    first danger-area and cone entries;
 * 5. `voyageStormClearance` / `departureStormClearance`: the least margin, as departures are ranked;
 * 6. `dangerAreaOutline(area)`: a ring to draw.
 * Ensemble: `ensembleRisk` (per leg), `elementStatisticsAt` (one moment), `ensemblePlume` (one point).
 */
export {
  requiredStormDistanceNm,
  stormClassOfCategory,
  stormClassOfWindKn,
  stormStateAt,
  stormTrack,
  strongerStormClass,
  windKnOf,
  type StormClass,
  type StormState,
  type StormTrack,
  type StormTrackPoint,
} from './storm-track';
export { dangerArea, dangerCircles, dangerRadiusNm, DANGER_WIDENING_NM_PER_HOUR, type DangerArea, type DangerCircle } from './danger-area';
export { dangerAreaOutline } from './danger-area-outline';
export { stormCone, type StormCone } from './storm-cone';
export { DEFAULT_TIMELINE_STEP_MINUTES, shipPositionAt, voyageTimeline, type VoyageTimeline } from './voyage-timeline';
export { firstEntry, type Region, type VoyageEntry } from './voyage-entry';
export {
  stormEncounter,
  type AnalysedStorm,
  type ClosestApproach,
  type StormClearance,
  type StormEncounter,
  type StormVerdict,
} from './storm-cpa';
export { analyseStorm, nearStormEncounters, nearStormEncounterSteps, runSteps, stormEncounters, voyageStormClearance, type NearStormEncounters, type Steps, type VoyageStormClearance } from './storm-risk';
export { limitElements, membersAt, unitFactor, type LimitElement, type LimitName, type MembersAt } from './ensemble-values';
export {
  ensembleRisk,
  exceedanceShare,
  type EnsembleRisk,
  type EnsembleRouteSample,
  type Exceedance,
  type LegExceedance,
  type LegRisk,
  type SampleRisk,
} from './ensemble-risk';
export { departureStormClearance } from './departure-storm-clearance';
export { STORM_NEAR_TIME_MARGIN_MS, stormsNearVoyage, type StormsNearVoyage } from './storms-near-voyage';
export {
  elementStatisticsAt,
  limitElementOf,
  memberStatistics,
  quantileOfSorted,
  quantityUnits,
  type ElementStatistics,
  type MemberStatistics,
} from './ensemble-statistics';
export { ensemblePlume, type EnsemblePlume, type PlumeElement, type PlumeLimit } from './ensemble-plume';
export { percentWords, wholePercent } from './probability-words';
export { screenErrorNm, sphericalDistanceNm, unitVector, type UnitVector } from './spherical-screen';
