import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ensemblePointResponseSchema, type EnsemblePointForecast } from '../service/ensemble';
import { defaultVesselProfile, type VesselLimits } from '../voyage/vessel-profile';
import { ensembleRisk, exceedanceShare } from './ensemble-risk';
import { membersAt, limitElements } from './ensemble-values';

const runSec = Date.UTC(2026, 8, 1) / 1000;
const stepSec = 3 * 3600;

function value(members: readonly number[]) {
  const sorted = [...members].sort((a, b) => a - b);
  const entry: Record<string, number> = {
    max: sorted.at(-1) ?? 0,
    min: sorted[0] ?? 0,
    mean: 0,
    median: 0,
    control: members[0] ?? 0,
    percentile10: 0,
    percentile90: 0,
  };
  members.forEach((member, index) => {
    entry[`member${index}`] = member;
  });
  return entry;
}

/** An answer at one position: each element's members per 3-hourly step from the run. */
function forecast(elements: Record<string, { unit?: string; steps: number[][] } | { error: string }>, lat = 10, lon = -40): EnsemblePointForecast {
  return ensemblePointResponseSchema.parse({
    model: 'test-ens',
    runtime: runSec,
    latitude: lat,
    longitude: lon,
    elements: Object.entries(elements).map(([element, content]) =>
      'error' in content
        ? { element, error: content.error }
        : { element, unit: content.unit, level: null, data: content.steps.map((members, index) => ({ time: runSec + index * stepSec, value: value(members) })) },
    ),
  });
}

const hsOnly: VesselLimits = { ...defaultVesselProfile.limits, windKn: null };

describe('ensemble exceedance', () => {
  it('property: the probability is the share of members strictly beyond the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 15, noNaN: true }), { minLength: 1, maxLength: 51 }), fc.double({ min: 0.1, max: 15, noNaN: true }), (members, limit) => {
        const above = exceedanceShare(members, limit, 'above');
        const below = exceedanceShare(members, limit, 'below');
        const countAbove = members.filter((m) => m > limit).length;
        const countBelow = members.filter((m) => m < limit).length;
        expect(above).toEqual({ status: 'ok', probability: countAbove / members.length, membersBeyond: countAbove, memberCount: members.length });
        expect(below.status === 'ok' && below.probability).toBe(countBelow / members.length);
      }),
    );
  });

  it('at a step counts that step; between steps interpolates each member; converts units to the limit', () => {
    // 4 m limit: at the first step 2 of 4 members above; 1.5 h later (half way) members 3.5, 4.5, 4, 6 -> 2 of 4.
    const answer = forecast({ significantWaveHeight: { unit: 'm', steps: [[3, 5, 4, 6], [4, 4, 4, 6]] }, windSpeed: { unit: 'km/h', steps: [[50, 60], [50, 60]] } });
    const atStep = membersAt(answer, limitElements.significantWaveHeightM, runSec * 1000);
    expect(atStep).toEqual({ members: [3, 5, 4, 6], control: 3 });
    const between = membersAt(answer, limitElements.significantWaveHeightM, (runSec + stepSec / 2) * 1000);
    expect(between).toEqual({ members: [3.5, 4.5, 4, 6], control: 3.5 });
    const wind = membersAt(answer, limitElements.windKn, runSec * 1000);
    expect('members' in wind && wind.members.map((kn) => Math.round(kn * 1000) / 1000)).toEqual([26.998, 32.397]);
    const risk = ensembleRisk([{ legIndex: 0, timeUtcMs: (runSec + stepSec / 2) * 1000, lat: 0, lon: 0, forecast: answer }], defaultVesselProfile.limits);
    expect(risk.samples[0]?.byLimit.significantWaveHeightM).toEqual({ status: 'ok', probability: 0.5, membersBeyond: 2, memberCount: 4 });
    expect(risk.samples[0]?.byLimit.windKn).toMatchObject({ status: 'ok', probability: 0.5 });
    expect(risk.samples[0]?.byLimit.gustKn).toBeUndefined();
  });

  it('visibility exceeds its limit by falling below it', () => {
    const answer = forecast({ visibility: { unit: 'km', steps: [[0.5, 2, 5, 10]] } });
    const limits: VesselLimits = { ...hsOnly, significantWaveHeightM: null, visibilityNm: { value: 2, severity: 'soft' } };
    // 2 nm = 3.704 km: the 0.5 and 2 km members are below it.
    expect(ensembleRisk([{ legIndex: 0, timeUtcMs: runSec * 1000, lat: 0, lon: 0, forecast: answer }], limits).samples[0]?.byLimit.visibilityNm).toMatchObject({ probability: 0.5 });
  });

  it('per leg: the highest probability of its positions, and why positions could not be checked', () => {
    const calm = forecast({ significantWaveHeight: { steps: [[1, 2, 3, 5]] } }, 10, -40);
    const rough = forecast({ significantWaveHeight: { steps: [[4.5, 5, 6, 3]] } }, 12, -38);
    const lacking = forecast({ windSpeed: { steps: [[10, 20, 30, 40]] } });
    const failed = forecast({ significantWaveHeight: { error: 'upstream timeout' } });
    const late = runSec * 1000 + 10 * stepSec * 1000;
    const risk = ensembleRisk(
      [
        { legIndex: 1, timeUtcMs: runSec * 1000, lat: 0, lon: 0, forecast: calm },
        { legIndex: 1, timeUtcMs: runSec * 1000, lat: 0, lon: 0, forecast: rough },
        { legIndex: 0, timeUtcMs: runSec * 1000, lat: 0, lon: 0, forecast: lacking },
        { legIndex: 0, timeUtcMs: runSec * 1000, lat: 0, lon: 0, forecast: failed },
        { legIndex: 1, timeUtcMs: late, lat: 0, lon: 0, forecast: calm },
      ],
      hsOnly,
    );
    expect(risk.legs.map((leg) => leg.legIndex)).toEqual([0, 1]);
    const leg1 = risk.legs[1]?.byLimit.significantWaveHeightM;
    expect(leg1).toMatchObject({ probability: 0.75, at: { lat: 12, lon: -38 }, checkedCount: 2, missingCount: 1 });
    expect(leg1?.missingReasons[0]).toMatch(/forecast from .* not at/);
    const leg0 = risk.legs[0]?.byLimit.significantWaveHeightM;
    expect(leg0).toMatchObject({ probability: null, at: null, checkedCount: 0, missingCount: 2 });
    expect(leg0?.missingReasons).toEqual([
      'test-ens gave no significantWaveHeight (the model may not have it)',
      'test-ens answered significantWaveHeight with an error: upstream timeout',
    ]);
  });

  it('with leg times answers every leg: a leg without its own sample takes the sample nearest its middle in time', () => {
    const calm = forecast({ significantWaveHeight: { steps: [[1, 2, 3, 5], [1, 2, 3, 5], [1, 2, 3, 5], [1, 2, 3, 5], [1, 2, 3, 5]] } }, 10, -40);
    const rough = forecast({ significantWaveHeight: { steps: [[4.5, 5, 6, 3], [4.5, 5, 6, 3], [4.5, 5, 6, 3], [4.5, 5, 6, 3], [4.5, 5, 6, 3]] } }, 12, -38);
    const hourMs = 3_600_000;
    const start = runSec * 1000;
    // 12 legs of 1 h; samples only on leg 0 (calm, at departure) and leg 10 (rough, at 10.5 h).
    const legTimes = Array.from({ length: 12 }, (_, index) => ({ startUtcMs: start + index * hourMs, endUtcMs: start + (index + 1) * hourMs }));
    const risk = ensembleRisk(
      [
        { legIndex: 0, timeUtcMs: start, lat: 0, lon: 0, forecast: calm },
        { legIndex: 10, timeUtcMs: start + 10.5 * hourMs, lat: 0, lon: 0, forecast: rough },
      ],
      hsOnly,
      legTimes,
    );
    expect(risk.legs.map((leg) => leg.legIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const probabilities = risk.legs.map((leg) => leg.byLimit.significantWaveHeightM?.probability);
    // Leg middles 0.5 .. 11.5 h: up to 4.5 h the departure sample is nearer, from 5.5 h the 10.5 h one.
    expect(probabilities).toEqual([0.25, 0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75]);
    expect(risk.legs[11]?.byLimit.significantWaveHeightM).toMatchObject({ at: { lat: 12, lon: -38, timeUtcMs: start + 10.5 * hourMs }, checkedCount: 1 });
  });

  it('says which units it cannot compare, and refuses a bad leg index', () => {
    const answer = forecast({ windSpeed: { unit: 'bft', steps: [[5, 6]] } });
    const risk = ensembleRisk([{ legIndex: 0, timeUtcMs: runSec * 1000, lat: 0, lon: 0, forecast: answer }], { ...hsOnly, significantWaveHeightM: null, windKn: { value: 30, severity: 'hard' } });
    const wind = risk.samples[0]?.byLimit.windKn;
    expect(wind?.status === 'missing' && wind.reason).toMatch(/unit 'bft' cannot be compared.*allowed: kn/);
    expect(() => ensembleRisk([{ legIndex: -1, timeUtcMs: 0, lat: 0, lon: 0, forecast: answer }], hsOnly)).toThrow(/leg index must be a whole number from 0, not -1/);
  });
});
