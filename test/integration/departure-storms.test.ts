import { describe, expect, it } from 'vitest';
import { useDemoApp } from './demo-app-fixture';

// Best departure against the demo's scenario storm: placed to cross the middle of the route at
// the moment the ship leaving as planned is there, so that departure must not be recommended.

const HOUR_MS = 3_600_000;
const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const etdUtcMs = nowMs + HOUR_MS;
// 15°N from 60°W to 40°W: about 1,160 nm, 97 h at 12 kn; the middle (50°W) 48 h out.
const route = [
  { lat: 15, lon: -60 },
  { lat: 15, lon: -40 },
];
const fixture = useDemoApp('passage-departure-storms-', nowMs, { storms: { crossRoute: route, at: etdUtcMs + 48 * HOUR_MS } });

describe('departure comparison against the storms known now', () => {
  it('ranks by storm clearance as well: the departure that meets the storm is not recommended', async () => {
    const created = await fixture.app().router.call('createVoyage', {
      name: 'Barbados to the Cape Verdes',
      waypoints: route.map((point, index) => ({ id: `w${index}`, name: index === 0 ? 'Off Barbados' : 'Mid-Atlantic', ...point })),
      legs: [{ geometry: 'rhumb', speedKn: 12 }],
      departure: { mode: 'departAt', etdUtcMs },
    });
    if (!created.ok) throw new Error(created.error.message);
    const window = { voyageId: created.value.id, everyHours: 24, windowHours: 96 };
    // Five route forecasts and the storms: one credit each.
    expect(await fixture.app().router.call('estimateDepartureComparison', window)).toEqual({ ok: true, value: { credits: 6, creditsToSpend: 6 } });

    const compared = await fixture.app().router.call('compareDepartures', window);
    if (!compared.ok) throw new Error(compared.error.message);
    const { departures, recommendedIndex, storms, creditsSpent } = compared.value;
    expect(storms).toMatchObject({ status: 'checked', fromCache: false });
    expect(storms.status === 'checked' && storms.count).toBeGreaterThan(0);
    expect(creditsSpent).toBe(6);

    const planned = departures[0]?.stormClearance;
    expect(planned?.stormName).toMatch(/Scenario/);
    expect(planned?.distanceNm).toBeLessThan(150);
    expect(planned?.hardCount).toBeGreaterThan(0);
    expect(planned?.marginNm).toBeLessThan(0);
    // The weather alone would not stop her: the default profile's limits are all soft.
    expect(departures[0]?.hardCount).toBe(0);

    expect(recommendedIndex).not.toBeNull();
    expect(recommendedIndex).not.toBe(0);
    const chosen = departures[recommendedIndex ?? 0];
    expect(chosen?.stormClearance?.hardCount ?? 0).toBe(0);
    // Every departure before the chosen one meets a hard limit or a storm's hard distance, or has more soft storms or soft hours.
    for (const earlier of departures.slice(0, recommendedIndex ?? 0)) {
      const blocked = earlier.hardCount > 0 || (earlier.stormClearance?.hardCount ?? 0) > 0;
      const worse = (earlier.stormClearance?.softCount ?? 0) > (chosen?.stormClearance?.softCount ?? 0) || Math.round(earlier.softHours * 60) > Math.round((chosen?.softHours ?? 0) * 60);
      expect(blocked || worse).toBe(true);
    }

    // Asked again, the forecasts and the storms come from the cache.
    expect(await fixture.app().router.call('estimateDepartureComparison', window)).toEqual({ ok: true, value: { credits: 6, creditsToSpend: 0 } });
  });
});
