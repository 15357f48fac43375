import { beforeAll, describe, expect, it } from 'vitest';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { voyageSchema } from '../../shared/voyage/voyage';
import { buildCoastIndex } from '../route-check/coast-index';
import { readNaturalEarthLandRings } from '../route-check/natural-earth-land';
import { createRouteChecker, type RouteChecker } from '../route-check/route-checker';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { sampleDepartureUtcMs, sampleVoyage } from './sample-voyage-route';

let checker: RouteChecker;
beforeAll(() => {
  const index = buildCoastIndex(readNaturalEarthLandRings());
  checker = createRouteChecker(() => index);
}, 60_000);

const firstStartMs = Date.UTC(2026, 10, 25, 16, 20);
const sample = sampleVoyage(firstStartMs);

describe('the sample voyage Rotterdam to New York', () => {
  it('passes the route check with the default vessel but for the Nieuwe Waterweg: no land crossed, nothing nearer the coast than its safety distance, New York\'s approach a note', async () => {
    const result = await checker.check(sample, defaultVesselProfile.coastSafetyDistanceNm, defaultVesselProfile.draftM);
    // Natural Earth 1:10m draws the Nieuwe Waterweg as land: the navigator is asked to check it.
    const [waterweg, ...otherWarnings] = result.findings.filter((finding) => finding.severity === 'warning');
    expect(otherWarnings).toEqual([]);
    expect(waterweg).toMatchObject({ kind: 'pilotageOverLand', acknowledgement: { acknowledgedUtcMs: null } });
    expect(waterweg!.text).toMatch(/^Legs 1–3 \(Rotterdam → Maas Center\): pilotage stretch over land at 1:10m, 1\d nm from Rotterdam to 51°5\d\.\d{3}'N 004°0\d\.\d{3}'E: check the fairway on official charts\.$/);
    const newYork = result.findings.filter((finding) => finding.severity === 'note');
    expect(newYork.map((finding) => finding.kind)).toEqual(['pilotage']);
    expect(newYork[0]!.text).toMatch(/pilotage from open water at .* to New York;/);
    // Acknowledged with the voyage, it is a note saying when.
    const acknowledged = await checker.check({ ...sample, routeCheckAcknowledgements: [{ key: waterweg!.acknowledgement!.key, acknowledgedUtcMs: firstStartMs }] }, defaultVesselProfile.coastSafetyDistanceNm, defaultVesselProfile.draftM);
    expect(acknowledged.findings.filter((finding) => finding.severity === 'warning')).toEqual([]);
    expect(acknowledged.findings[0]!.text).toMatch(/Acknowledged 2026-11-25 16:20Z\.$/);
  });

  it('is a voyage the store accepts, a transatlantic passage of about ten days', () => {
    const voyage = voyageSchema.parse({ ...sample, id: 'sample', vesselProfileId: 'default', revision: 1, createdAtMs: firstStartMs, updatedAtMs: firstStartMs });
    const planned = planVoyage(voyage);
    if (!planned.ok) throw new Error(planned.message);
    const { route, etdUtcMs, etaUtcMs } = planned.plan;
    // Rotterdam to New York via the Channel is about 3,400 nm.
    expect(route.totalDistanceNm).toBeGreaterThan(3300);
    expect(route.totalDistanceNm).toBeLessThan(3600);
    const days = (etaUtcMs - etdUtcMs) / 86_400_000;
    expect(days).toBeGreaterThan(9.5);
    expect(days).toBeLessThan(11);
    expect(new Set(voyage.legs.map((leg) => leg.geometry))).toEqual(new Set(['rhumb', 'greatCircle']));
  });

  it('departs a few hours after the first start, on the whole hour', () => {
    expect(sampleDepartureUtcMs(firstStartMs)).toBe(Date.UTC(2026, 10, 25, 20, 0));
    expect(sampleDepartureUtcMs(Date.UTC(2026, 10, 25, 16, 0))).toBe(Date.UTC(2026, 10, 25, 19, 0));
  });
});
