import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { greatCircleInverse } from '../../shared/geo/geodesic';
import { rhumbDeviationNm } from '../reports/track-simplify';
import { buildCoastIndex } from '../route-check/coast-index';
import { stepsForTimes } from './layer-field-fetch';
import { valueAtTime } from './point-field-fetch';
import { computeRouting, type RoutingComputationInput } from './routing-computation';
import { defaultRoutingOptions } from './routing-problem';
import { weatherOnTheBow } from './speed-loss-response';
import { defaultRoutingPenaltyWeights } from '../../shared/voyage/routing-penalties';
import { lossPercentAt } from '../../shared/voyage/speed-loss-table';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';

// One routing as the worker runs it, from layer images made here (PNG, coloured by a palette as
// the service's are): the images read back into a field, the isochrones, the proposal simplified
// within its tolerance, and the plan and the proposal read against the same field.

const HOUR_MS = 3_600_000;
const departureUtcMs = Date.UTC(2026, 10, 25, 0);
const box = { north: 10, south: -10, west: -10, east: 30 };
// Wind in km/h, as the demo's layers give it: calm blue below 20, a storm's red above 90.
const windPalette = { colors: ['rgba(49,54,149,1)', 'rgba(69,117,180,1)', 'rgba(244,109,67,1)', 'rgba(165,0,38,1)'], values: [0, 20, 60, 90] };
const storm = { lat: 0, lon: 10, radiusDeg: 2.5 };

/** A 256-pixel image of the box: the storm's circle in the top colour, calm elsewhere (rows even in Mercator y; near the equator, about even in latitude). */
function windImage(): Uint8Array {
  const png = new PNG({ width: 256, height: 256 });
  for (let y = 0; y < 256; y += 1) {
    for (let x = 0; x < 256; x += 1) {
      const lon = box.west + ((x + 0.5) / 256) * (box.east - box.west);
      const lat = box.north - ((y + 0.5) / 256) * (box.north - box.south);
      const inStorm = Math.hypot(lat - storm.lat, lon - storm.lon) < storm.radiusDeg;
      const [r, g, b] = inStorm ? [165, 0, 38] : [49, 54, 149];
      png.data.set([r, g, b, 255], (y * 256 + x) * 4);
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

function input(): RoutingComputationInput {
  const timesUtcMs = Array.from({ length: 41 }, (_, step) => departureUtcMs + step * 6 * HOUR_MS);
  const image = windImage();
  return {
    request: { from: { lat: 0, lon: 0 }, to: { lat: 0, lon: 20 }, departureUtcMs },
    grid: { southLat: box.south, westLon: box.west, stepDeg: 0.5, rows: 41, columns: 81, timesUtcMs },
    field: { kind: 'layers', sources: [{ quantity: 'windSpeed', element: 'windSpeed', box, palette: windPalette, serviceUnit: 'km/h', imageOfTime: timesUtcMs.map(() => 0), images: [image] }] },
    // No land in this stretch of sea: an index built from no rings.
    land: buildCoastIndex([]),
    safetyMarginNm: 2,
    noGoAreas: [],
    profile: { serviceSpeedKn: 12, limits: { significantWaveHeightM: null, windKn: { value: 40, severity: 'hard' }, gustKn: null, swellM: null, visibilityNm: null }, speedLoss: null, stormDistanceNm: defaultVesselProfile.stormDistanceNm },
    storms: { storms: [], fetchedAtMs: departureUtcMs },
    penalties: defaultRoutingPenaltyWeights,
    options: { ...defaultRoutingOptions, stepHours: 3, maxSteps: 80 },
    planned: { waypoints: [{ id: 'a', name: 'West', lat: 0, lon: 0 }, { id: 'b', name: 'East', lat: 0, lon: 20 }], legs: [{ geometry: 'rhumb', speedKn: 12 }], departure: { mode: 'departAt', etdUtcMs: departureUtcMs } },
    simplify: { toleranceNm: 5, geometry: 'rhumb', ends: { firstName: 'West', lastName: 'East' } },
  };
}

describe('one routing from layer images', () => {
  const computed = computeRouting(input());

  it('reads the storm from the image and goes round it, where the plan sails through it', () => {
    expect(computed.status).toBe('arrived');
    // The plan crosses 5° of storm (about 300 nm, 25 h at 12 kn) of winds read as 90 km/h or more (48.6 kn) against a hard 40 kn.
    expect(computed.plannedExposure.hardHours).toBeGreaterThan(20);
    expect(computed.proposedExposure?.hardHours).toBe(0);
    const proposal = computed.proposal!;
    for (const waypoint of proposal.waypoints) expect(Math.hypot(waypoint.lat - storm.lat, waypoint.lon - storm.lon)).toBeGreaterThan(storm.radiusDeg);
    expect(proposal.waypoints.map((waypoint) => waypoint.name)).toEqual(['West', ...proposal.waypoints.slice(1, -1).map((_, index) => `WR ${String(index + 1).padStart(2, '0')}`), 'East']);
    // Longer than the plan, and later by what the detour costs at 12 kn (within minutes: leg speeds are kept to 0.01 kn).
    const extraNm = computed.proposedExposure!.distanceNm - computed.plannedExposure.distanceNm;
    expect(extraNm).toBeGreaterThan(10);
    expect(Math.abs(computed.proposedExposure!.etaUtcMs - computed.plannedExposure.etaUtcMs - (extraNm / 12) * HOUR_MS)).toBeLessThan(10 * 60_000);
  });

  it('keeps the proposal within its tolerance of the routed track, each leg timed as the router sailed it', () => {
    const proposal = computed.proposal!;
    expect(proposal.waypoints.length).toBeLessThan(proposal.trackPositions);
    expect(proposal.waypoints.length).toBeGreaterThanOrEqual(3);
    proposal.legs.forEach((leg, index) => {
      const from = proposal.waypoints[index]!;
      const to = proposal.waypoints[index + 1]!;
      // In calm water at 12 kn on rhumb legs: the speed that keeps the router's times is the ship's.
      expect(leg.speedKn).toBeGreaterThan(11.5);
      expect(leg.speedKn).toBeLessThan(12.5);
      expect(greatCircleInverse(from, to).distanceNm).toBeGreaterThan(0);
    });
    // Every position of the routed track lies within 5 nm of the leg that replaced it.
    expect(computed.track.length).toBe(proposal.trackPositions);
    for (const position of computed.track) {
      const nearestNm = Math.min(...proposal.legs.map((_, index) => rhumbDeviationNm(position, proposal.waypoints[index]!, proposal.waypoints[index + 1]!)));
      expect(nearestNm).toBeLessThanOrEqual(5);
    }
  });
});

describe('fields on the router\'s times', () => {
  it('takes for each time the layer step nearest it within half a step, or none', () => {
    const stepsSec = [0, 3600, 7200, 10800, 21600].map((seconds) => seconds + departureUtcMs / 1000);
    const times = [0, 3, 9, 15].map((hours) => departureUtcMs + hours * HOUR_MS);
    expect(stepsForTimes(stepsSec, times, 6)).toEqual([stepsSec[0], stepsSec[3], stepsSec[4], null]);
  });

  it('reads a point timeseries between its steps: speeds linear, directions from the nearer step, nothing outside', () => {
    const steps = [
      { time: 0, value: 10 },
      { time: 3 * 3600, value: 40 },
    ];
    expect(valueAtTime(steps, 1 * HOUR_MS, false)).toBeCloseTo(20, 9);
    expect(valueAtTime([{ time: 0, value: 350 }, { time: 3 * 3600, value: 10 }], 1 * HOUR_MS, true)).toBe(350);
    expect(valueAtTime([{ time: 0, value: 350 }, { time: 3 * 3600, value: 10 }], 2 * HOUR_MS, true)).toBe(10);
    expect(valueAtTime(steps, 4 * HOUR_MS, false)).toBeNaN();
    expect(valueAtTime([{ time: 0, value: null }, { time: 3 * 3600, value: 40 }], 1 * HOUR_MS, false)).toBeNaN();
  });
});

describe('the ship\'s speed in a seaway', () => {
  // A steady Beaufort 6 from the east, wind and sea (25 kn, 3 m), over 0° to 6°E on the equator:
  // the ship bound east meets it on the bow all the way.
  const grid = { southLat: -2, westLon: -1, stepDeg: 0.5, rows: 9, columns: 17, timesUtcMs: Array.from({ length: 21 }, (_, step) => departureUtcMs + step * 6 * HOUR_MS) };
  const nodes = grid.rows * grid.columns * grid.timesUtcMs.length;
  const uniform = (value: number) => new Float32Array(nodes).fill(value);
  const headSea: RoutingComputationInput = {
    ...input(),
    request: { from: { lat: 0, lon: 0 }, to: { lat: 0, lon: 5 }, departureUtcMs },
    grid,
    field: { kind: 'points', planes: { windSpeed: uniform(25), windDirection: uniform(90), waveHeight: uniform(3), waveDirection: uniform(90) } },
    planned: { waypoints: [{ id: 'a', name: 'West', lat: 0, lon: 0 }, { id: 'b', name: 'East', lat: 0, lon: 5 }], legs: [{ geometry: 'rhumb', speedKn: 12 }], departure: { mode: 'departAt', etdUtcMs: departureUtcMs } },
  };
  const limits = { significantWaveHeightM: null, windKn: null, gustKn: null, swellM: null, visibilityNm: null };
  const passageHours = (computed: ReturnType<typeof computeRouting>) => (computed.proposedExposure!.etaUtcMs - departureUtcMs) / HOUR_MS;

  it('a head sea costs the time her speed-loss table says, where without one she keeps her service speed', () => {
    const table = defaultVesselProfile.speedLoss!;
    const withoutTable = computeRouting({ ...headSea, profile: { ...headSea.profile, limits, speedLoss: null } });
    const withTable = computeRouting({ ...headSea, profile: { ...headSea.profile, limits, speedLoss: table } });
    expect(withoutTable.status).toBe('arrived');
    expect(withTable.status).toBe('arrived');
    const distanceNm = greatCircleInverse({ lat: 0, lon: 0 }, { lat: 0, lon: 5 }).distanceNm;
    // At her service speed on the straight line: 300 nm in 25 h (the router's last step is timed to the minute).
    expect(passageHours(withoutTable)).toBeCloseTo(distanceNm / 12, 0);
    // The table's speed in this head sea (Beaufort 6 and a little, as wind and sea read): about 7.5 kn.
    // Bearing away to put it on the bow gains less than the detour costs, so she keeps the straight line at that speed.
    const { force } = weatherOnTheBow({ windKn: 25, windFromDeg: 90, significantWaveHeightM: 3, waveFromDeg: 90, currentKn: null, currentToDeg: null });
    const headSpeedKn = 12 * (1 - lossPercentAt(table, force, 0) / 100);
    expect(headSpeedKn).toBeGreaterThan(7);
    expect(headSpeedKn).toBeLessThan(8);
    expect(passageHours(withTable)).toBeCloseTo(distanceNm / headSpeedKn, 0);
    expect(passageHours(withTable) - passageHours(withoutTable)).toBeGreaterThan(14);
  });
});

describe('never outside the fields', () => {
  // The same storm (2.5° round 0°N 10°E, hard winds) on fields cut to a band of latitude: the router
  // knows no weather outside the band, so a way round that leaves it is no way.
  const band = (halfDeg: number): RoutingComputationInput => ({ ...input(), grid: { ...input().grid, southLat: -halfDeg, rows: 4 * halfDeg + 1 } });
  const inside = (position: { lat: number; lon: number }, halfDeg: number) => Math.abs(position.lat) <= halfDeg + 1e-9 && position.lon >= -10 && position.lon <= 30;

  it('says there is no route where the only way round the storm leaves the fields', () => {
    // 2° either side of the equator: the storm's 2.5° fill the band, north and south.
    const computed = computeRouting(band(2));
    expect(computed.status).toBe('no_route');
    expect(computed.proposal).toBeNull();
    expect(computed.reason).toMatch(/\S/);
    for (const isochrone of computed.isochrones) for (const position of isochrone) expect(inside(position, 2)).toBe(true);
  });

  it('goes round inside the fields where they leave room, every position and leg read', () => {
    // 4° either side: 1.5° of room past the storm, north or south.
    const computed = computeRouting(band(4));
    expect(computed.status).toBe('arrived');
    for (const position of computed.track) expect(inside(position, 4)).toBe(true);
    for (const waypoint of computed.proposal!.waypoints) expect(inside(waypoint, 4)).toBe(true);
    for (const waypoint of computed.proposal!.waypoints) expect(Math.hypot(waypoint.lat - storm.lat, waypoint.lon - storm.lon)).toBeGreaterThan(storm.radiusDeg);
    expect(computed.proposedExposure?.unreadHours).toBe(0);
    expect(computed.proposedExposure?.hardHours).toBe(0);
  });
});
