import { describe, expect, it } from 'vitest';
import { climateCheckWords, climateLimitChecks, limitsClimateCannotCheck } from './climate-against-limits';
import { climatePlaces, climateStops, climateStretches, type ClimateAlongRouteAnswer } from './climate-along-route';
import { defaultVesselProfile } from './vessel-profile';

const hourMs = 3_600_000;
const etdUtcMs = Date.UTC(2026, 11, 1, 0);
const end = { timeUtcMs: etdUtcMs + 15 * 24 * hourMs, hoursBeforeArrival: 5 * 24 };

/** A voyage of six waypoints: ETAs at 0 h, 14 d, 15.5 d, 16 d, 18 d and 20 d (the arrival). */
const etaHours = [0, 14 * 24, 15.5 * 24, 16 * 24, 18 * 24, 20 * 24];
const series = {
  etaUtcMs: etdUtcMs + 20 * 24 * hourMs,
  waypoints: etaHours.map((hours, index) => ({ name: `WP${index + 1}`, timeUtcMs: etdUtcMs + hours * hourMs, distanceRunNm: hours * 10 })),
  points: etaHours.flatMap((hours, index) => [
    { timeUtcMs: etdUtcMs + hours * hourMs, lat: 50 - index, lon: -5 + index * 0.123456, distanceRunNm: hours * 10, legIndex: Math.min(index, 4), waypointIndex: index },
    // A position between waypoints: never a climate place.
    { timeUtcMs: etdUtcMs + (hours + 1) * hourMs, lat: 49.5 - index, lon: -5, distanceRunNm: hours * 10 + 10, legIndex: Math.min(index, 4), waypointIndex: null },
  ]),
};

const climateAt = (windMs: number, gustMs: number) => ({
  period: 'half_month',
  // The first half of December only: the ETA's period is picked by month and half.
  periods: [
    { month: 12, period: 1, windSpeed: 1, windGust: 2, sunshineHours: 3600, temperatureLow: 0, temperatureHigh: 1, precipitationSum: 1 },
    { month: 12, period: 2, windSpeed: windMs, windGust: gustMs, sunshineHours: 7200, temperatureLow: 8, temperatureHigh: 13, precipitationSum: 40 },
  ],
  latitude: 0,
  longitude: 0,
});
const provenance = { source: 'cache', fetchedAtMs: 0, ageMs: 0, modelRunUtcMs: null, credits: 1, dataSource: 'demo' } as never;

describe('the climate at the waypoints beyond the forecast', () => {
  const stops = climateStops(series, end);

  it('asks only waypoints past the end, a day apart at most, always the arrival, each standing for half way to its neighbours', () => {
    // WP2 (14 d) is inside the forecast; WP4 (16 d) is 12 h after WP3 and dropped; WP6 is the arrival.
    expect(stops.map((stop) => stop.name)).toEqual(['WP3', 'WP5', 'WP6']);
    expect(stops.map((stop) => [(stop.fromUtcMs - etdUtcMs) / hourMs, (stop.toUtcMs - etdUtcMs) / hourMs])).toEqual([
      [15 * 24, (15.5 * 24 + 18 * 24) / 2],
      [(15.5 * 24 + 18 * 24) / 2, 19 * 24],
      [19 * 24, 20 * 24],
    ]);
    // The stretch ends on the leg arriving at the waypoint; the place at the waypoint, to 4 decimals, for the half month.
    expect(stops[0]).toMatchObject({ legIndex: 1, place: { lat: 48, lon: -4.7531, period: 'half_month' } });
  });

  it('asks nothing when the forecast reaches the arrival', () => {
    expect(climateStops(series, null)).toEqual([]);
  });

  it('joins each stop to its place\'s climate for the period of its ETA, and says which places had none', () => {
    const [wp3, wp5, wp6] = climatePlaces(stops);
    const answers: ClimateAlongRouteAnswer = {
      places: [
        { place: wp3!, answer: { value: climateAt(10, 16), provenance }, error: null },
        // Outside coverage: the service's 500 cached as an answer without periods.
        { place: wp5!, answer: { value: { period: 'half_month', periods: [], latitude: 0, longitude: 0 }, provenance }, error: null },
        { place: wp6!, answer: null, error: 'offline, not cached' },
      ],
    };
    const stretches = climateStretches(stops, answers);
    expect(stretches.map((stretch) => [stretch.name, stretch.status, stretch.periodWords])).toEqual([
      ['WP3', 'typical', 'second half of December'],
      ['WP5', 'no data', 'second half of December'],
      ['WP6', 'failed', 'second half of December'],
    ]);
    // 10 m/s is 19.4 kn, 16 m/s 31.1 kn: the second half of December, not the first.
    expect(stretches[0]).toMatchObject({ windKn: expect.closeTo(19.44, 2), gustKn: expect.closeTo(31.1, 1), temperatureLowC: 8, temperatureHighC: 13, precipitationMm: 40 });
    expect(stretches[2]).toMatchObject({ reason: 'offline, not cached' });
    expect(climateStretches(stops, null).every((stretch) => stretch.status === 'not asked')).toBe(true);
  });

  it('sets the typical wind and gust against the limits, and names the limits the climate cannot check', () => {
    const [wp3] = climatePlaces(stops);
    const [stretch] = climateStretches(stops, { places: [{ place: wp3!, answer: { value: climateAt(17, 25), provenance }, error: null }] });
    const limits = { ...defaultVesselProfile.limits, gustKn: { value: 45, severity: 'hard' as const } };
    const checks = climateLimitChecks(stretch!, limits);
    // 17 m/s is 33 kn, past the 30 kn wind limit; 25 m/s is 48.6 kn, past the 45 kn gust limit.
    expect(checks.map((check) => [check.limit, check.passed, check.severity])).toEqual([
      ['windKn', true, 'soft'],
      ['gustKn', true, 'hard'],
    ]);
    expect(climateCheckWords(checks[0]!)).toBe('wind > 30 kn: typical 33 kn, past the limit');
    expect(climateLimitChecks(stretch!, { ...limits, windKn: { value: 40, severity: 'soft' } })[0]).toMatchObject({ passed: false });
    expect(limitsClimateCannotCheck(limits)).toEqual(['wave height']);
    expect(limitsClimateCannotCheck({ ...limits, visibilityNm: { value: 2, severity: 'soft' } })).toEqual(['wave height', 'visibility']);
  });
});
