import fs from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LegGeometry } from '../../shared/geo';
import { buildCoastIndex } from './coast-index';
import { readNaturalEarthLandRings } from './natural-earth-land';
import { createRouteChecker, type RouteChecker } from './route-checker';

type Stop = [name: string, lat: number, lon: number];

let checker: RouteChecker;
beforeAll(() => {
  const index = buildCoastIndex(readNaturalEarthLandRings());
  checker = createRouteChecker(() => index);
}, 60_000);

function check(stops: Stop[], geometries: LegGeometry[], safetyNm = 2) {
  return checker.check({ waypoints: stops.map(([name, lat, lon]) => ({ name, lat, lon })), legs: geometries.map((geometry) => ({ geometry })) }, safetyNm);
}
const warnings = (result: Awaited<ReturnType<typeof check>>) => result.findings.filter((finding) => finding.severity === 'warning');

// World Port Index positions (src/demo-service/data/world-port-index): both lie inside the 1:10m land.
const rotterdam: Stop = ['Rotterdam', 51.9, 4.483333];
const newYork: Stop = ['New York', 40.7, -74.016667];

describe('the route check against Natural Earth 1:10m land', () => {
  it('finds the rhumb line Rotterdam to New York crossing land as soon as it has left Rotterdam\'s own, and names both long runs of land from the ports', async () => {
    const result = await check([rotterdam, newYork], ['rhumb']);
    expect(warnings(result).map((finding) => finding.kind)).toEqual(['pilotageOverLand', 'land', 'pilotageOverLand']);
    const [fromRotterdam, land, toNewYork] = warnings(result);
    expect(fromRotterdam!.text).toMatch(/^Leg 1 \(Rotterdam → New York\): pilotage stretch over land at 1:10m, 1\d nm from Rotterdam to 51°5\d\.\d{3}'N 004°0\d\.\d{3}'E: check the fairway/);
    // Out of the delta's land into the Haringvliet's water, and across land again a mile on.
    expect(land!.alongLegNm).toBeGreaterThan(fromRotterdam!.distanceNm!);
    expect(land!.alongLegNm).toBeLessThan(fromRotterdam!.distanceNm! + 3);
    expect(land!.text).toMatch(/^Leg 1 \(Rotterdam → New York\) crosses land at 51°5\d\.\d{3}'N 004°0\d\.\d{3}'E, 1\d nm along the leg\.$/);
    // Long Island and Brooklyn, from the Battery back to Montauk: no fairway, but 1:10m cannot tell.
    expect(toNewYork!.text).toMatch(/pilotage stretch over land at 1:10m, \d\d nm from New York from 40°5\d\.\d{3}'N 072°/);
  });

  it('passes Rotterdam via the Dover Strait, the Channel and great circles south of Cape Race and Nantucket to New York, but for the runs of 1:10m land from both ports', async () => {
    const result = await check(
      [rotterdam, ['Maas approach', 52.0, 3.9], ['Dover Strait', 51.0, 1.5], ['Channel', 50.2, -1.0], ['Off Ushant', 48.6, -5.8], ['South of Cape Race', 43, -50], ['South of Nantucket', 40.3, -69.5], ['Ambrose', 40.45, -73.8], newYork],
      ['rhumb', 'rhumb', 'rhumb', 'rhumb', 'greatCircle', 'greatCircle', 'rhumb', 'rhumb'],
    );
    // Straight from Ambrose to the Battery runs over Staten Island and Brooklyn at 1:10m; the
    // sample voyage (src/core/first-start) goes up Ambrose Channel and the Narrows instead.
    expect(result.findings.map((each) => [each.kind, each.legIndex, each.severity])).toEqual([
      ['pilotageOverLand', 0, 'warning'],
      ['pilotageOverLand', 7, 'warning'],
    ]);
    expect(result.checkedAgainst.scale).toMatch(/^1:10,000,000/);
    expect(result.disclaimer).toMatch(/no substitute for official charts/);
  });

  describe('a berth\'s stretch to open water (the audit\'s three routes from Rotterdam, WPI 51°54\'N 004°29\'E on the Nieuwe Maas)', () => {
    it('Rotterdam to Amsterdam, all of it over 1:10m land: one warning to check the fairway, no note', async () => {
      const result = await check([rotterdam, ['Amsterdam', 52.383333, 4.9]], ['rhumb']);
      expect(result.findings.map((each) => [each.kind, each.severity])).toEqual([['pilotageOverLand', 'warning']]);
      expect(result.findings[0]!.text).toBe('Leg 1 (Rotterdam → Amsterdam): pilotage stretch over land at 1:10m, 33 nm from Rotterdam, all the way to Amsterdam: check the fairway on official charts.');
    });

    it('Rotterdam to off Scheveningen straight over Westland: a warning, placed where the land ends at the coast', async () => {
      const result = await check([rotterdam, ['Off Scheveningen', 52.13, 4.2]], ['rhumb']);
      expect(result.findings.map((each) => [each.kind, each.severity])).toEqual([['pilotageOverLand', 'warning']]);
      const [finding] = result.findings;
      expect(finding!.distanceNm).toBeGreaterThan(12);
      expect(finding!.distanceNm).toBeLessThan(16);
      // The Westland coast near Kijkduin, 52°04'-52°06'N 004°13'-004°16'E.
      expect(finding!.lat).toBeGreaterThan(52.06);
      expect(finding!.lat).toBeLessThan(52.11);
    });

    it('Rotterdam to the Dover Strait: after Rotterdam\'s own land and the Haringvliet\'s water, the land warning is at the first land crossed (Goeree), not at a cut-off', async () => {
      const result = await check([rotterdam, ['Dover Strait', 51.0, 1.5]], ['rhumb']);
      expect(result.findings.map((each) => each.kind)).toEqual(['pilotageOverLand', 'land']);
      const [stretch, land] = result.findings;
      expect(stretch!.distanceNm).toBeGreaterThan(15);
      expect(stretch!.distanceNm).toBeLessThan(21);
      expect(land!.alongLegNm).toBeGreaterThan(stretch!.distanceNm!);
      expect(land!.alongLegNm).toBeLessThan(25);
      expect(land!.lat).toBeCloseTo(51.74, 1);
      expect(land!.lon).toBeCloseTo(3.95, 1);
    });

    it('a few nm of land at a berth is its own approach, a note; the same port farther inland a warning', async () => {
      // New York (WPI, the Battery) reached up Ambrose Channel, the Narrows and the Upper Bay: under a mile of 1:10m land at the berth.
      const upTheNarrows = await check([['Ambrose', 40.45, -73.8], ['Ambrose Channel', 40.49, -73.95], ['Lower Bay', 40.58, -74.03], ['The Narrows', 40.606667, -74.045], ['Upper Bay', 40.68, -74.03], newYork], ['rhumb', 'rhumb', 'rhumb', 'rhumb', 'rhumb']);
      expect(upTheNarrows.findings.map((each) => [each.kind, each.severity, each.legIndex])).toEqual([['pilotage', 'note', 1]]);
      expect(upTheNarrows.findings[0]!.text).toMatch(/^Legs 2–5 \(Ambrose Channel → New York\): pilotage from open water at 40°\d\d\.\d{3}'N 07\d°\d\d\.\d{3}'W for \d+ nm to New York;/);
    });

    it('is acknowledged with the voyage, shown as such, and an edit of one of its legs makes it a warning again', async () => {
      const stops: Stop[] = [rotterdam, ['Off Hoek van Holland', 51.978, 4.125], ['Maas Center', 52.016667, 3.883333], ['Dover Strait', 51.0, 1.5]];
      const geometries: LegGeometry[] = ['rhumb', 'rhumb', 'rhumb'];
      const first = await check(stops, geometries);
      const [stretch] = warnings(first);
      expect(stretch).toMatchObject({ kind: 'pilotageOverLand', legIndex: 1, acknowledgement: { acknowledgedUtcMs: null } });
      const acknowledgements = [{ key: stretch!.acknowledgement!.key, acknowledgedUtcMs: Date.UTC(2026, 10, 25, 9, 30) }];
      const checkWith = (route: Stop[], legs: LegGeometry[]) =>
        checker.check({ waypoints: route.map(([name, lat, lon]) => ({ name, lat, lon })), legs: legs.map((geometry) => ({ geometry })), routeCheckAcknowledgements: acknowledgements }, 2);
      const acknowledged = await checkWith(stops, geometries);
      expect(warnings(acknowledged)).toEqual([]);
      expect(acknowledged.findings[0]).toMatchObject({ kind: 'pilotageOverLand', severity: 'note', acknowledgement: { acknowledgedUtcMs: Date.UTC(2026, 10, 25, 9, 30) } });
      expect(acknowledged.findings[0]!.text).toMatch(/check the fairway on official charts\. Acknowledged 2026-11-25 09:30Z\.$/);
      // An edit beyond the stretch keeps it; moving the waypoint in the river does not.
      expect(warnings(await checkWith([...stops.slice(0, 3), ['Dover Strait', 51.0, 1.6]], geometries))).toEqual([]);
      const moved: Stop[] = [rotterdam, ['Off Hoek van Holland', 51.975, 4.12], ...stops.slice(2)];
      expect(warnings(await checkWith(moved, geometries)).map((finding) => finding.kind)).toEqual(['pilotageOverLand']);
      expect(warnings(await checkWith(stops, ['rhumb', 'greatCircle', 'rhumb'])).map((finding) => finding.kind)).toEqual(['pilotageOverLand']);
    });
  });

  it('finds the great circle Off Ushant to Ambrose crossing Newfoundland, where its chord on the chart would not', async () => {
    const direct = await check([['Off Ushant', 48.6, -5.8], ['Ambrose', 40.45, -73.8]], ['greatCircle']);
    expect(warnings(direct)[0]).toMatchObject({ kind: 'land' });
    expect(warnings(direct)[0]!.lat).toBeCloseTo(48, 0);
  });

  it('a great circle whose chord clears Cape Farewell but whose curve does not', async () => {
    const stops: Stop[] = [['East', 59.6, -30], ['West', 59.6, -58]];
    expect(warnings(await check(stops, ['rhumb']))).toEqual([]);
    const [land] = warnings(await check(stops, ['greatCircle']));
    expect(land).toMatchObject({ kind: 'land' });
    expect(land!.lat).toBeGreaterThan(59.77);
  });

  it('and the reverse: a rhumb line across Cape Agulhas whose great circle passes south of it', async () => {
    const stops: Stop[] = [['West', -34.7, 5], ['East', -34.7, 35]];
    const [land] = warnings(await check(stops, ['rhumb']));
    expect(land).toMatchObject({ kind: 'land' });
    expect(land!.lon).toBeCloseTo(19.5, 0);
    expect(warnings(await check(stops, ['greatCircle']))).toEqual([]);
  });

  it('follows legs across 180°: open sea south of the Aleutians, Wrangel Island from either side', async () => {
    for (const geometry of ['rhumb', 'greatCircle'] as const) {
      expect(warnings(await check([['W', 50, 170], ['E', 50, -170]], [geometry]))).toEqual([]);
      const [fromWest] = warnings(await check([['W', 71.2, 175], ['E', 71.2, -170]], [geometry]));
      expect(fromWest!.lon).toBeGreaterThan(178.5);
      const [fromEast] = warnings(await check([['E', 71.2, -170], ['W', 71.2, 175]], [geometry]));
      expect(fromEast!.lon).toBeLessThan(-177);
      expect(fromEast!.lon).toBeGreaterThan(-178);
    }
  });

  it('says how near the coast a leg inside the safety distance comes, and nothing when the distance is smaller', async () => {
    // Along the Dutch coast off Scheveningen and Noordwijk, about 3 nm out.
    const stops: Stop[] = [['North Sea', 52.0, 3.5], ['Off Scheveningen', 52.13, 4.2], ['Off Noordwijk', 52.27, 4.36], ['North Sea N', 52.4, 3.8]];
    const geometries: LegGeometry[] = ['rhumb', 'rhumb', 'rhumb'];
    const [near] = warnings(await check(stops, geometries, 3));
    expect(near).toMatchObject({ kind: 'nearCoast', legIndex: 1 });
    expect(near!.distanceNm).toBeGreaterThan(2.5);
    expect(near!.distanceNm).toBeLessThan(3);
    expect(near!.text).toMatch(/^Leg 2 \(Off Scheveningen → Off Noordwijk\) comes within 2\.\d nm of the coast \(safety distance 3\.0 nm\) from 52°\d\d\.\d{3}'N/);
    expect(warnings(await check(stops, geometries, 2))).toEqual([]);
  });

  it('property: random legs wholly inside open-ocean boxes give no finding', async () => {
    const boxes = [
      { name: 'North Atlantic', lat: [30, 36], lon: [-60, -45] },
      { name: 'South Pacific', lat: [-40, -30], lon: [-130, -100] },
      { name: 'Indian Ocean', lat: [-32, -25], lon: [70, 90] },
      { name: 'North Pacific across 180°', lat: [40, 45], lon: [170, 190] },
    ];
    const position = (box: (typeof boxes)[number]) =>
      fc.record({ lat: fc.double({ min: box.lat[0]!, max: box.lat[1]!, noNaN: true }), lon: fc.double({ min: box.lon[0]!, max: box.lon[1]!, noNaN: true }) });
    const leg = fc.constantFrom(...boxes).chain((box) => fc.tuple(fc.constant(box.name), position(box), position(box), fc.constantFrom<LegGeometry>('rhumb', 'greatCircle')));
    await fc.assert(
      fc.asyncProperty(leg, async ([, from, to, geometry]) => {
        const wrap = (lon: number) => (lon > 180 ? lon - 360 : lon);
        const result = await check([['A', from.lat, wrap(from.lon)], ['B', to.lat, wrap(to.lon)]], [geometry]);
        expect(result.findings).toEqual([]);
      }),
      { numRuns: 150, seed: 29 },
    );
  });

  it('grants pilotage only at a port of the World Port Index: a route end clicked inland is land', async () => {
    // From mid-Channel to near Winchester, 12 nm inland: across the Isle of Wight and Hampshire.
    const result = await check([['South of the Wight', 50.2, -1.5], ['Inland', 51.05, -1.3]], ['rhumb']);
    expect(result.findings.map((each) => each.kind)).toEqual(['land']);
    expect(result.findings[0]!.lat).toBeCloseTo(50.6, 1);
  });

  it('flags a departure or arrival port shallower than the ship\'s draft, and none without a draft', async () => {
    // Rotterdam's channel depth in the index is 11.0 m, New York's 12.5 m.
    const stops: Stop[] = [rotterdam, ['Maas approach', 52.0, 3.9]];
    const draft = async (draftM: number | null) => (await checker.check({ waypoints: [rotterdam, newYork].map(([name, lat, lon]) => ({ name, lat, lon })), legs: [{ geometry: 'greatCircle' }] }, 2, draftM)).findings.filter((each) => each.kind === 'draft');
    expect(await draft(null)).toEqual([]);
    expect(await draft(10.5)).toEqual([]);
    expect((await draft(12)).map((each) => each.text)).toEqual(["Departure port Rotterdam: channel depth 11.0 m (World Port Index), less than the ship's draft of 12.0 m."]);
    expect((await draft(13)).map((each) => [each.legIndex, each.text.slice(0, 22)])).toEqual([
      [0, 'Departure port Rotterd'],
      [0, 'Arrival port New York '],
    ]);
    expect(warnings(await check(stops, ['rhumb'])).map((each) => each.kind)).toEqual(['pilotageOverLand']);
  });

  it('scans again only the legs an edit changed', async () => {
    const index = buildCoastIndex(readNaturalEarthLandRings());
    const counting = createRouteChecker(() => index);
    const route = (lat: number, lastLon = -44) => ({
      waypoints: [{ name: 'A', lat: 35, lon: -50 }, { name: 'B', lat, lon: -48 }, { name: 'C', lat: 35, lon: -46 }, { name: 'D', lat: 35, lon: lastLon }],
      legs: [{ geometry: 'rhumb' as const }, { geometry: 'rhumb' as const }, { geometry: 'rhumb' as const }],
    });
    await counting.check(route(35), 2);
    expect(counting.legsScanned()).toBe(3);
    // B moved: the two legs that meet at it, not the third.
    await counting.check(route(34), 2);
    expect(counting.legsScanned()).toBe(5);
    // The last waypoint moved: its one leg.
    await counting.check(route(34, -43), 2);
    expect(counting.legsScanned()).toBe(6);
    // Nothing changed: nothing scanned; another safety distance: every leg.
    await counting.check(route(34, -43), 2);
    expect(counting.legsScanned()).toBe(6);
    await counting.check(route(34, -43), 3);
    expect(counting.legsScanned()).toBe(9);
  });

  it('ships the land with the app: world-atlas and topojson-client are runtime dependencies', async () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['world-atlas', 'topojson-client']));
  });
});
