import type { LatLon } from '../../shared/geo/lat-lon';
import { defaultRoutingPenaltyWeights } from '../../shared/voyage/routing-penalties';

/**
 * What the router is asked and what it answers (issue 24). The router knows nothing of the
 * service or the chart: the weather is a field it samples, the ship a response to that weather,
 * the land and no-go areas a yes/no on a piece of track. Each comes from its own file, so a field
 * read back from map layers, a synthetic test field or a closed-form flow all route the same way.
 */

/** The weather and sea at one place and time; null where the field does not give it. */
export interface SeaState {
  windKn: number | null;
  /** where the wind comes from, degrees true */
  windFromDeg: number | null;
  significantWaveHeightM: number | null;
  /** where the waves come from, degrees true */
  waveFromDeg: number | null;
  currentKn: number | null;
  /** where the current sets to, degrees true */
  currentToDeg: number | null;
}

export interface ConditionsField {
  at(lat: number, lon: number, timeUtcMs: number): SeaState;
}

/** The ship's answer to the weather on one heading. */
export interface VesselAnswer {
  /** speed through the water, kn */
  speedKn: number;
  /** a hard limit of the vessel profile is broken: the heading is not sailed */
  hardBreak: boolean;
  /** how far past its soft limits (0 within them); weighted into the objective as hours */
  softExcess: number;
}

export interface VesselResponse {
  answer(state: SeaState, headingDeg: number): VesselAnswer;
}

export interface RoutingObstacles {
  /** Whether sailing straight from one position to the next crosses land, its margin or a no-go area. */
  blocked(from: LatLon, to: LatLon): boolean;
}

/**
 * Something of a place and moment the ship should keep away from, whatever the weather there:
 * a tropical cyclone's danger area and the profile's distance from it (storm-hazard.ts).
 */
export interface PositionHazard {
  /** never sailed (a hard limit), or hours added per nautical mile sailed there */
  at(lat: number, lon: number, timeUtcMs: number): { hard: boolean; hoursPerNm: number };
}

export interface RoutingOptions {
  /** between isochrones */
  stepHours: number;
  /** headings fanned either side of the course to the destination */
  fanHalfWidthDeg: number;
  headingStepDeg: number;
  /** the isochrone keeps the best position in each sector of bearing from the departure */
  sectorDeg: number;
  /** gives up past this many isochrones (the forecast's end or a route that cannot be found) */
  maxSteps: number;
  /** hours of arrival one unit of soft excess sailed for one hour is worth */
  softPenaltyHoursPerExcessHour: number;
  /** the weather is read this often along each step for the hard limits */
  hazardSampleNm: number;
}

export const defaultRoutingOptions: RoutingOptions = {
  stepHours: 3,
  fanHalfWidthDeg: 90,
  headingStepDeg: 5,
  sectorDeg: 1,
  maxSteps: 160,
  softPenaltyHoursPerExcessHour: defaultRoutingPenaltyWeights.softLimitHoursPerExcessHour,
  hazardSampleNm: 6,
};

/** One position of an isochrone, with the way back to the departure. */
export interface IsochroneNode {
  lat: number;
  lon: number;
  timeUtcMs: number;
  /** the heading sailed to get here, degrees true; NaN at the departure */
  headingDeg: number;
  /** soft excess summed over the hours sailed */
  softExcessHours: number;
  /** hours the position hazards (storms) added on the way here */
  hazardHours: number;
  parent: IsochroneNode | null;
}

export interface RoutingResult {
  status: 'arrived' | 'no_route';
  /** the positions sailed, departure to arrival, one per isochrone */
  track: Array<LatLon & { timeUtcMs: number }>;
  arrivalUtcMs: number | null;
  softExcessHours: number;
  /** hours the position hazards (storms) added to the arrival the route minimised */
  hazardHours: number;
  /** every isochrone as computed (for drawing on demand) */
  isochrones: Array<Array<LatLon>>;
  /** headings tried at each position */
  headingsPerNode: number;
  /** why there is no route, in words; null when arrived */
  reason: string | null;
}
