import { describe, expect, it } from 'vitest';
import { sql } from '../../src/core/store/database';
import { useDemoApp } from './demo-app-fixture';
import type { EnsemblePointForecast } from '../../src/shared/service/ensemble';

// The marine ensemble along a saved voyage through the contract, against the demo service over HTTP.

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-ensemble-route-', nowMs);

function requestsMade(operation: string): number {
  return fixture.app().passageDb.get<{ n: number }>(sql`SELECT count(*) AS n FROM credit_ledger WHERE cached = 0 AND operation = ${operation}`)?.n ?? 0;
}

async function call<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Low limits so the demo's seas give shares strictly between 0 and 1 somewhere, and a gust limit the wave model cannot answer. */
async function voyageWithLowLimits(speedKn: number, etdUtcMs = nowMs + 3_600_000) {
  const profiles = await call(fixture.app().router.call('listVesselProfiles', {}));
  const profile = profiles[0]!;
  await call(
    fixture.app().router.call('saveVesselProfile', {
      ...profile,
      limits: {
        significantWaveHeightM: { value: 2, severity: 'soft' },
        windKn: { value: 18, severity: 'soft' },
        gustKn: { value: 40, severity: 'hard' },
        swellM: { value: 1.5, severity: 'soft' },
        visibilityNm: null,
      },
    }),
  );
  const waypoints = [
    { name: 'Bishop Rock', lat: 49.87, lon: -6.45 },
    { name: 'Mid Atlantic', lat: 45.0, lon: -35.0 },
    { name: 'Nantucket', lat: 40.5, lon: -69.5 },
  ];
  return call(
    fixture.app().router.call('createVoyage', {
      name: 'Ensemble passage',
      vesselProfileId: profile.id,
      waypoints: waypoints.map((waypoint, index) => ({ id: `w${index}`, ...waypoint })),
      legs: [
        { geometry: 'greatCircle', speedKn },
        { geometry: 'rhumb', speedKn },
      ],
      departure: { mode: 'departAt', etdUtcMs },
    }),
  );
}

const knotsPer: Record<string, number> = { kn: 1, 'km/h': 1 / 1.852, 'm/s': 3600 / 1852 };

/**
 * One field of the raw answer's values (a member's name, or `control`) at the time, interpolated
 * between the two steps around it and read in the limit's unit: counted here from the raw answer.
 */
function fieldFromRaw(raw: EnsemblePointForecast, element: string, timeUtcMs: number, field: string): number | undefined {
  const entry = raw.elements.find((candidate) => candidate.element === element)!;
  const factor = element === 'windSpeed' ? knotsPer[entry.unit ?? 'km/h']! : 1;
  const steps = entry.data!;
  const timeSec = timeUtcMs / 1000;
  const after = steps.findIndex((step) => step.time >= timeSec);
  const high = steps[after]!;
  const low = high.time === timeSec ? high : steps[after - 1]!;
  const share = high.time === low.time ? 0 : (timeSec - low.time) / (high.time - low.time);
  const a = low.value[field];
  const b = high.value[field];
  return a === undefined || b === undefined || a === null || b === null ? undefined : (a + (b - a) * share) * factor;
}

function membersFromRaw(raw: EnsemblePointForecast, element: string, timeUtcMs: number): number[] {
  const members: number[] = [];
  for (let index = 0; ; index += 1) {
    const member = fieldFromRaw(raw, element, timeUtcMs, `member${index}`);
    if (member === undefined) return members;
    members.push(member);
  }
}

/** Percentile as the result states it: sorted, position p × (n − 1), linear between neighbours. */
function percentileOf(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

describe('ensembleAlongRoute', () => {
  it('gives each sample the share of members beyond each limit, estimates what it asks, and costs nothing the second time', { timeout: 120_000 }, async () => {
    const voyage = await voyageWithLowLimits(14);
    const estimate = await call(fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id }));
    // Two legs of about 1,200 and 1,550 nm at 14 kn: departure, arrival and one sample every 12 h of ETA.
    expect(estimate.positions).toBeGreaterThan(12);
    expect(estimate.creditsToSpend).toBe(estimate.credits);
    expect(estimate.credits).toBeGreaterThan(0);

    const ledgerBefore = requestsMade('marineEnsemblePoint');
    const { value: result, provenance } = await call(fixture.app().router.call('ensembleAlongRoute', { voyageId: voyage.id }));
    expect(requestsMade('marineEnsemblePoint') - ledgerBefore).toBe(estimate.positions);
    expect(result.requests).toEqual({ count: estimate.positions, fromCache: 0, creditsSpent: estimate.credits });
    expect(provenance).toMatchObject({ operation: 'marineEnsemblePoint', source: 'live', dataSource: 'demo', credits: estimate.credits });
    expect(result.model.id).toBe('ecmwf-wam-ens');
    expect(result.notCovered).toBeNull();
    expect(result.samples).toHaveLength(estimate.positions);
    // Departure and arrival; Mid Atlantic turns the course only 14° (under the 30° of a turn), so it is not asked.
    expect(result.samples.filter((sample) => sample.waypointIndex !== null).map((sample) => sample.waypointIndex)).toEqual([0, 2]);
    const gaps = result.samples.slice(1).map((sample, index) => sample.timeUtcMs - result.samples[index]!.timeUtcMs);
    gaps.forEach((gapMs) => expect(gapMs).toBeLessThanOrEqual(12 * 3_600_000));

    // Recount every probability from the raw answer (served by the cache: no new request).
    const checked = { significantWaveHeightM: ['significantWaveHeight', 2], windKn: ['windSpeed', 18], swellM: ['swellHeight', 1.5] } as const;
    let between = 0;
    let spread = 0;
    for (const sample of result.samples) {
      const raw = await call(fixture.app().router.call('getMarineEnsemblePoint', { query: { lat: sample.lat, lon: sample.lon, model: result.model.id, elements: result.elements } }));
      expect(raw.provenance.source).toBe('cache');
      for (const [limit, [element, value]] of Object.entries(checked)) {
        const members = membersFromRaw(raw.value, element, sample.timeUtcMs);
        const expected = members.filter((member) => member > value).length / members.length;
        const exceedance = sample.byLimit[limit as keyof typeof checked];
        expect(exceedance?.status).toBe('ok');
        if (exceedance?.status === 'ok') expect(exceedance.probability).toBeCloseTo(expected, 12);
        if (expected > 0 && expected < 1) between += 1;
      }
      expect(sample.byLimit.gustKn).toEqual({ status: 'missing', reason: expect.stringMatching(/gave no windGust/) });

      // The statistics per element, recomputed from the raw members.
      expect(Object.keys(sample.byElement).sort()).toEqual([...result.elements].sort());
      for (const element of ['significantWaveHeight', 'windSpeed', 'swellHeight']) {
        const stats = sample.byElement[element];
        expect(stats?.status).toBe('ok');
        if (stats?.status !== 'ok') continue;
        const members = membersFromRaw(raw.value, element, sample.timeUtcMs);
        expect(stats.unit).toBe(element === 'windSpeed' ? 'kn' : 'm');
        expect(stats.members).toHaveLength(result.model.members!);
        stats.members.forEach((member, index) => expect(member).toBeCloseTo(members[index]!, 12));
        expect(stats.p10).toBeCloseTo(percentileOf(members, 0.1), 12);
        expect(stats.median).toBeCloseTo(percentileOf(members, 0.5), 12);
        expect(stats.p90).toBeCloseTo(percentileOf(members, 0.9), 12);
        expect(stats.control).toBeCloseTo(fieldFromRaw(raw.value, element, sample.timeUtcMs, 'control')!, 12);
        expect(stats.p10).toBeLessThanOrEqual(stats.median);
        expect(stats.median).toBeLessThanOrEqual(stats.p90);
        if (stats.p90 > stats.p10) spread += 1;
      }
    }
    expect(between).toBeGreaterThan(0);
    expect(spread).toBeGreaterThan(0);

    // Each leg's figure is the highest of its samples.
    for (const leg of result.legs) {
      const onLeg = result.samples.filter((sample) => sample.legIndex === leg.legIndex);
      const probabilities = onLeg.map((sample) => (sample.byLimit.windKn?.status === 'ok' ? sample.byLimit.windKn.probability : -1));
      expect(leg.byLimit.windKn?.probability).toBe(Math.max(...probabilities));
      expect(leg.byLimit.gustKn).toMatchObject({ probability: null, checkedCount: 0, missingCount: onLeg.length });
    }

    const made = requestsMade('marineEnsemblePoint');
    expect(await call(fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id }))).toEqual({ ...estimate, creditsToSpend: 0, modelChoiceCredits: 0 });
    const again = await call(fixture.app().router.call('ensembleAlongRoute', { voyageId: voyage.id }));
    expect(again.provenance.source).toBe('cache');
    expect(again.provenance.credits).toBe(0);
    expect(again.value.requests).toEqual({ count: estimate.positions, fromCache: estimate.positions, creditsSpent: 0 });
    expect(again.value.legs).toEqual(result.legs);
    expect(requestsMade('marineEnsemblePoint')).toBe(made);
  });

  it('samples more often when asked, and says which part a late voyage leaves beyond the forecast', { timeout: 60_000 }, async () => {
    const voyage = await voyageWithLowLimits(14, nowMs + 8 * 86_400_000);
    const every12 = await call(fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id }));
    const every6 = await call(fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id, everyHours: 6 }));
    expect(every6.positions).toBeGreaterThan(every12.positions * 1.8);
    // Sailing from day 8 for about 8 days, past the 10-day ensemble; every 48 h keeps the requests few.
    const { value } = await call(fixture.app().router.call('ensembleAlongRoute', { voyageId: voyage.id, everyHours: 48 }));
    expect(value.notCovered).toMatch(/does not cover the voyage after .* to the ETA/);
    expect(value.samples[0]!.byLimit.windKn?.status).toBe('ok');
    const late = value.samples.at(-1)!;
    expect(late.byLimit.windKn).toEqual({ status: 'missing', reason: expect.stringMatching(/is forecast from .* not at/) });
    expect(value.legs.at(-1)!.byLimit.windKn?.missingCount).toBeGreaterThan(0);
  });

  it('refuses a sampling interval outside 1 to 48 h with the allowed range', async () => {
    const voyage = await voyageWithLowLimits(14);
    const refused = await fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id, everyHours: 0.1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/at least 1 h/);
  });

  it('owns up to the credit the estimate spends on the catalogue, and the printed plan\'s reads never spend it', async () => {
    const voyage = await voyageWithLowLimits(14);
    // The catalogue counts as stale from now on: an ordinary estimate asks for it again.
    await call(fixture.app().router.call('setSettings', { freshnessOverridesMinutes: { marineEnsembleModels: 0 } }));
    try {
      const catalogueAsked = requestsMade('marineEnsembleModels');
      const estimate = await call(fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id }));
      expect(requestsMade('marineEnsembleModels')).toBe(catalogueAsked + 1);
      expect(estimate.modelChoiceCredits).toBeGreaterThan(0);

      const printed = await call(fixture.app().router.call('estimateEnsembleAlongRoute', { voyageId: voyage.id, catalogueFromCache: true }));
      expect(requestsMade('marineEnsembleModels')).toBe(catalogueAsked + 1);
      expect(printed).toEqual({ ...estimate, modelChoiceCredits: 0 });
    } finally {
      await call(fixture.app().router.call('setSettings', { freshnessOverridesMinutes: {} }));
    }
  });
});
