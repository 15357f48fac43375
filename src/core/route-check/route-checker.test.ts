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
  it('finds the rhumb line Rotterdam to New York crossing England (the Thames estuary), and names the ends pilotage', async () => {
    const result = await check([rotterdam, newYork], ['rhumb']);
    const [land] = warnings(result);
    expect(land).toMatchObject({ kind: 'land', legIndex: 0 });
    // Kent, on the south bank of the Thames estuary: the first land after the North Sea.
    expect(land!.lat).toBeCloseTo(51.43, 1);
    expect(land!.lon).toBeGreaterThan(0.5);
    expect(land!.lon).toBeLessThan(1.5);
    expect(land!.text).toMatch(/^Leg 1 \(Rotterdam → New York\) crosses land at 51°2\d\.\d{3}'N 000°5\d\.\d{3}'E/);
    const pilotage = result.findings.filter((finding) => finding.kind === 'pilotage');
    expect(pilotage.map((each) => each.alongLegNm === 0)).toEqual([true, false]);
    expect(pilotage[0]!.text).toContain('pilotage from Rotterdam');
  });

  it('passes Rotterdam via the Dover Strait, the Channel and great circles south of Cape Race and Nantucket to New York', async () => {
    const result = await check(
      [rotterdam, ['Maas approach', 52.0, 3.9], ['Dover Strait', 51.0, 1.5], ['Channel', 50.2, -1.0], ['Off Ushant', 48.6, -5.8], ['South of Cape Race', 43, -50], ['South of Nantucket', 40.3, -69.5], ['Ambrose', 40.45, -73.8], newYork],
      ['rhumb', 'rhumb', 'rhumb', 'rhumb', 'greatCircle', 'greatCircle', 'rhumb', 'rhumb'],
    );
    expect(warnings(result)).toEqual([]);
    expect(result.findings.map((each) => [each.kind, each.legIndex])).toEqual([
      ['pilotage', 0],
      ['pilotage', 7],
    ]);
    expect(result.checkedAgainst.scale).toMatch(/^1:10,000,000/);
    expect(result.disclaimer).toMatch(/no substitute for official charts/);
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
    expect(warnings(await check(stops, ['rhumb']))).toEqual([]);
  });

  it('scans again only the legs an edit changed', async () => {
    let scans = 0;
    const rings = readNaturalEarthLandRings();
    const counting = createRouteChecker(() => {
      scans += 1;
      return buildCoastIndex(rings);
    });
    const route = (lat: number) => ({ waypoints: [{ name: 'A', lat: 35, lon: -50 }, { name: 'B', lat, lon: -48 }, { name: 'C', lat: 35, lon: -46 }], legs: [{ geometry: 'rhumb' as const }, { geometry: 'rhumb' as const }] });
    counting.check(route(35), 2);
    counting.check(route(34), 2);
    expect(scans).toBe(1);
  });

  it('ships the land with the app: world-atlas and topojson-client are runtime dependencies', async () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['world-atlas', 'topojson-client']));
  });
});
