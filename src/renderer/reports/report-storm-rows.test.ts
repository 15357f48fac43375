import { describe, expect, it } from 'vitest';
import { analyseStorm } from '../../shared/risk';
import { HOUR_MS, straightStorm, T0_UTC_MS } from '../../shared/risk/storm-scenarios.fixture';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { planVoyage, type VoyagePlan } from '../../shared/voyage/voyage-plan';
import { reportStormRows } from './report-storm-rows';

/** Due east along the equator at 10 kn for 72 h, leaving at the scenario storms' analysis time. */
function equatorPlan(): VoyagePlan {
  const result = planVoyage({
    waypoints: [
      { id: 'a', name: 'Start', lat: 0, lon: 0 },
      { id: 'b', name: 'End', lat: 0, lon: 12 },
    ],
    legs: [{ geometry: 'rhumb', speedKn: 10 }],
    departure: { mode: 'departAt', etdUtcMs: T0_UTC_MS },
  });
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

describe('storm rows of the report', () => {
  const plan = equatorPlan();
  // Keeps pace with the ship 120 nm north of her: a hurricane that close breaks the 300 nm rule.
  const near = analyseStorm(straightStorm('NEAR', { xNm: 0, yNm: 120, eastKn: 10, northKn: 0 }, () => 'H1'), T0_UTC_MS);
  const far = analyseStorm(straightStorm('FAR', { xNm: 0, yNm: 900, eastKn: 10, northKn: 0 }, () => 'TS'), T0_UTC_MS);

  it('puts the storm that breaks the profile first and says which limit it breaks', () => {
    const { rows } = reportStormRows(plan, [far, near], defaultVesselProfile.stormDistanceNm, 1000);
    expect(rows.map((row) => row.name)).toEqual(['Storm NEAR', 'Storm FAR']);
    const [first, second] = rows;
    expect(first?.severity).toBe('hard');
    expect(first?.verdict).toMatch(/\(avoid limit\)/);
    expect(first?.closestApproach).toMatch(/^1[12]\d nm, bearing 00\d°T$/);
    expect(first?.required).toMatch(/^300 nm from a hurricane \/ typhoon; least margin -1[78]\d nm$/);
    expect(second?.severity).toBe('ok');
    expect(second?.dangerAreaEntry).toBe('never entered');
  });

  it('lists apart, by name, a storm whose track ends days before the voyage, and one beyond the near distance', () => {
    const later = { ...plan, etdUtcMs: T0_UTC_MS + 200 * HOUR_MS, etaUtcMs: plan.etaUtcMs + 200 * HOUR_MS };
    expect(reportStormRows(later, [near], defaultVesselProfile.stormDistanceNm, 1000)).toEqual({ rows: [], notNear: ['Storm NEAR'] });
    const { rows, notNear } = reportStormRows(plan, [far, near], defaultVesselProfile.stormDistanceNm, 500);
    expect(rows.map((row) => row.name)).toEqual(['Storm NEAR']);
    expect(notNear).toEqual(['Storm FAR']);
  });

  it('gives no rows when the service knows of no storm', () => {
    expect(reportStormRows(plan, [], defaultVesselProfile.stormDistanceNm, 1000)).toEqual({ rows: [], notNear: [] });
  });
});
