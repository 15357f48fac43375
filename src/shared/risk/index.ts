/**
 * Storm and ensemble risk of a planned voyage: the public face of src/shared/risk. Import from
 * here (`../shared/risk`), not from the files behind it. See README.md for the calls in order.
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
export { analyseStorm, nearStormEncounters, stormEncounters, voyageStormClearance, type NearStormEncounters, type VoyageStormClearance } from './storm-risk';
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
