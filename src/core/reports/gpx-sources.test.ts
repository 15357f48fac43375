import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeGpx } from './gpx-write';
import { routeToWrite } from './route-to-write';
import { channelRoute, importText } from './route-file.fixture';
import { rhumbDeviationNm } from './track-simplify';

/**
 * GPX as plotters, handhelds and OpenCPN save it (test/fixtures/gpx, each file's origin in its
 * README): tracks become routes within the tolerance, waypoint lists become routes in file
 * order, a file of several lets the navigator choose, OpenCPN's plan is kept both ways.
 */
const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/gpx/${name}`, import.meta.url), 'utf8');

describe('GPX tracks as routes', () => {
  it('simplifies a plotter track of two segments, joined, within 0.1 nm, and says how', async () => {
    const route = await importText('plotter.gpx', fixture('plotter-track-two-segments-timed.gpx'));
    const simplification = route.simplification!;
    expect(simplification.trackPoints).toBe(360);
    expect(simplification.toleranceNm).toBe(0.1);
    expect(simplification.waypoints).toBe(route.waypoints.length);
    expect(route.waypoints.length).toBeGreaterThan(4);
    expect(route.waypoints.length).toBeLessThan(60);
    expect(simplification.maxDeviationNm).toBeLessThanOrEqual(0.1);
    expect(route.warnings[0]).toBe(
      `360 points → ${route.waypoints.length} waypoints: the track (its 2 segments joined) was simplified to rhumb legs within 0.1 nm; the largest deviation of a track point from its leg is ${simplification.maxDeviationNm.toFixed(3)} nm.`,
    );
    // First and last fixes kept exactly.
    const text = fixture('plotter-track-two-segments-timed.gpx');
    const [, firstLat, firstLon] = /trkpt lat="([-\d.]+)" lon="([-\d.]+)"/.exec(text)!;
    expect(route.waypoints[0]).toMatchObject({ lat: Number(firstLat), lon: Number(firstLon), name: 'Track point 1' });
    expect(route.waypoints.at(-1)).toMatchObject({ name: 'Track point 360' });
    expect(route.contents).toEqual({ items: [{ kind: 'track', name: '2025-06-14 07:00:00', points: 360, segments: 2 }], choice: { item: 0, segment: 'all' } });
  });

  it('gives legs the speeds the track was sailed at (6 to 7.5 kn), the stop between its segments left out', async () => {
    const route = await importText('plotter.gpx', fixture('plotter-track-two-segments-timed.gpx'), { defaultSpeedKn: 11 });
    const speeds = route.legs.map((leg) => leg.speedKn);
    const timed = speeds.filter((speed) => speed !== 11);
    expect(timed.length).toBe(route.simplification!.timedLegs);
    expect(timed.length).toBe(route.legs.length);
    timed.forEach((speed) => expect(speed).toBeGreaterThan(5.5));
    timed.forEach((speed) => expect(speed).toBeLessThan(8));
    expect(route.departure).toBeUndefined();
    expect(route.warnings.join(' ')).toContain("so the voyage's departure was not taken from them");
  });

  it('reads one segment when asked, and a wider tolerance gives fewer waypoints', async () => {
    const text = fixture('plotter-track-two-segments-timed.gpx');
    const second = await importText('plotter.gpx', text, { choice: { item: 0, segment: 1 } });
    expect(second.simplification!.trackPoints).toBe(150);
    expect(second.warnings[0]).toContain("the track's segment 2 of 2 was simplified");
    const loose = await importText('plotter.gpx', text, { toleranceNm: 1 });
    const tight = await importText('plotter.gpx', text, { toleranceNm: 0.02 });
    expect(loose.waypoints.length).toBeLessThan(tight.waypoints.length);
    expect(loose.simplification!.maxDeviationNm).toBeLessThanOrEqual(1);
    await expect(importText('plotter.gpx', text, { choice: { item: 0, segment: 2 } })).rejects.toThrow('track 1 “2025-06-14 07:00:00” has no segment 3');
  });

  it('keeps every fix of a track without times within the tolerance, legs at the service speed', async () => {
    const text = fixture('app-track-no-times.gpx');
    const route = await importText('navionics.gpx', text, { defaultSpeedKn: 12 });
    expect(route.name).toBe('Maas to Dover');
    expect(route.legs.every((leg) => leg.speedKn === 12 && leg.geometry === 'rhumb')).toBe(true);
    expect(route.simplification!.timedLegs).toBe(0);
    // Each fix against the leg it lies on: the import's promise, checked on the file's own numbers.
    const fixes = [...text.matchAll(/lat="([-\d.]+)" lon="([-\d.]+)"/g)].map((match) => ({ lat: Number(match[1]), lon: Number(match[2]) }));
    const keptAt = route.waypoints.map((waypoint) => fixes.findIndex((fix) => fix.lat === waypoint.lat && fix.lon === waypoint.lon));
    for (let leg = 0; leg + 1 < keptAt.length; leg += 1) {
      for (let index = keptAt[leg]! + 1; index < keptAt[leg + 1]!; index += 1) {
        expect(rhumbDeviationNm(fixes[index]!, fixes[keptAt[leg]!]!, fixes[keptAt[leg + 1]!]!)).toBeLessThanOrEqual(0.1);
      }
    }
    // Three straight courses: the corners and the ends.
    expect(route.waypoints).toHaveLength(4);
  });
});

describe('GPX waypoint lists and files of several', () => {
  it('joins a handheld GPS waypoint list into a route in file order, and says so', async () => {
    const route = await importText('etrex.gpx', fixture('handheld-waypoints-only.gpx'));
    expect(route.waypoints.map((waypoint) => waypoint.name)).toEqual(['HAMBLE', 'CALSHT', 'BRMBL', 'NEEDLS', 'ANVIL', 'PORTLB']);
    expect(route.name).toBe('etrex');
    expect(route.warnings[0]).toBe(
      'The file holds no route, only 6 loose waypoints (<wpt>): they were joined into a route in the order the file lists them. Check the order before accepting.',
    );
  });

  it('lists the routes, track and waypoints of an OpenCPN export and reads the one chosen', async () => {
    const text = fixture('opencpn-several-routes-and-track.gpx');
    const first = await importText('all.gpx', text);
    expect(first.contents!.items).toEqual([
      { kind: 'route', name: 'Solent west', points: 3, segments: 1 },
      { kind: 'route', name: 'Solent east', points: 4, segments: 1 },
      { kind: 'track', name: 'Last Saturday', points: 120, segments: 1 },
      { kind: 'waypoints', name: 'Waypoints', points: 1, segments: 1 },
    ]);
    expect(first.name).toBe('Solent west');
    expect(first.warnings[0]).toBe('The file holds 2 routes, 1 track and 1 waypoint list; route 1 “Solent west” was read (another can be chosen before accepting).');
    const east = await importText('all.gpx', text, { choice: { item: 1, segment: 'all' } });
    expect(east.waypoints.map((waypoint) => waypoint.name)).toEqual(['Calshot', 'Gilkicker', 'Nab Tower', 'Off Selsey']);
    const track = await importText('all.gpx', text, { choice: { item: 2, segment: 'all' } });
    expect(track.name).toBe('Last Saturday');
    expect(track.simplification!.trackPoints).toBe(120);
    await expect(importText('all.gpx', text, { choice: { item: 3, segment: 'all' } })).rejects.toThrow('it has 1 waypoint; a route needs at least 2');
    await expect(importText('all.gpx', text, { choice: { item: 7, segment: 'all' } })).rejects.toThrow('it holds 4 routes, tracks or waypoint lists; item 8 was asked for');
  });
});

describe("OpenCPN's GPX extensions", () => {
  it("reads OpenCPN's own test file: planned speed and departure, arrival radii kept, the time display said as what it is", async () => {
    const route = await importText('foo.gpx', fixture('opencpn-testdata-foo.gpx'), { defaultSpeedKn: 11 });
    expect(route.name).toBe('foo');
    expect(route.waypoints).toHaveLength(13);
    expect(route.waypoints[0]).toMatchObject({ name: '001', lat: 65.547729337, lon: 22.230250298, arrivalRadiusNm: 0.05 });
    expect(route.waypoints.every((waypoint) => waypoint.arrivalRadiusNm === 0.05 && waypoint.turnRadiusNm === undefined)).toBe(true);
    expect(route.legs.every((leg) => leg.speedKn === 6)).toBe(true);
    // planned_departure, not the first point's creation time (10:31:43), and in UTC whatever time_display says.
    expect(route.departure).toEqual({ mode: 'departAt', etdUtcMs: Date.UTC(2023, 10, 21, 10, 32, 6) });
    expect(route.warnings).toEqual([
      "12 of 12 legs took their speed from OpenCPN's planned speed (the route point's, else the route's).",
      "OpenCPN showed this route's times in the computer's time zone (PC); the file holds them in UTC whatever that setting, and Passage shows them in UTC with zone time beside.",
      '12 of 12 legs had no geometry in the file and were taken as rhumb lines (GPX has no leg geometry; only files written by Passage carry it).',
    ]);
  });

  it("round-trips OpenCPN's own file: the arrival radii, speeds and departure come back as OpenCPN wrote them", async () => {
    const original = fixture('opencpn-testdata-foo.gpx');
    const route = await importText('foo.gpx', original);
    const written = writeGpx(routeToWrite({ ...route, departure: route.departure! }));
    // OpenCPN's own form: %.3f in nm, in each route point's extensions.
    expect(written.match(/<opencpn:arrival_radius>0\.050<\/opencpn:arrival_radius>/g)).toHaveLength(13);
    expect(written).toContain('<opencpn:planned_departure>2023-11-21T10:32:06Z</opencpn:planned_departure>');
    const again = await importText('foo-again.gpx', written);
    // Positions come back to the 1e-7° Passage writes (about a centimetre).
    expect(again.waypoints).toEqual(route.waypoints.map((waypoint) => ({ ...waypoint, lat: expect.closeTo(waypoint.lat, 7), lon: expect.closeTo(waypoint.lon, 7) })));
    expect(again.legs).toEqual(route.legs);
    expect(again.departure).toEqual(route.departure);
    // What OpenCPN itself reads of it (Passage's extension and times gone): the same radii and speeds.
    const opencpnOnly = written.replace(/ *<passage:[^>]*\/>\n/g, '').replace(/ *<time>[^<]*<\/time>\n/g, '');
    const inOpencpn = await importText('foo-opencpn.gpx', opencpnOnly);
    expect(inOpencpn.waypoints.map((waypoint) => waypoint.arrivalRadiusNm)).toEqual(route.waypoints.map(() => 0.05));
    expect(inOpencpn.legs.map((leg) => leg.speedKn)).toEqual(route.legs.map(() => 6));
  });

  it('keeps an arrival radius out of range out of the route, with a warning naming the point', async () => {
    const text = fixture('opencpn-testdata-foo.gpx').replace('<opencpn:arrival_radius>0.050</opencpn:arrival_radius>', '<opencpn:arrival_radius>250</opencpn:arrival_radius>');
    const route = await importText('foo.gpx', text);
    expect(route.waypoints[0]!.arrivalRadiusNm).toBeUndefined();
    expect(route.waypoints[1]!.arrivalRadiusNm).toBe(0.05);
    expect(route.warnings).toContain('Radii out of range were left out: route point 1 ("001"): arrival radius 250 nm (Passage keeps above 0 to 100 nm).');
  });

  it("writes each leg's speed and the departure as OpenCPN reads them, and reads them back without Passage's own extension", async () => {
    const text = writeGpx(channelRoute());
    expect(text).toContain('xmlns:opencpn="http://www.opencpn.org"');
    expect(text).toContain('<opencpn:planned_departure>2026-12-01T06:30:00Z</opencpn:planned_departure>');
    expect(text).toContain('<opencpn:time_display>UTC</opencpn:time_display>');
    expect(text).toContain('<opencpn:rte_properties planned_speed="15.25"/>');
    // What OpenCPN would see: Passage's extension and times gone.
    const opencpnOnly = text.replace(/ *<passage:[^>]*\/>\n/g, '').replace(/ *<time>[^<]*<\/time>\n/g, '');
    expect(opencpnOnly).not.toContain('passage:leg');
    const route = await importText('to-opencpn.gpx', opencpnOnly, { defaultSpeedKn: 9 });
    expect(route.legs.map((leg) => leg.speedKn)).toEqual([12, 13.5, 15.25]);
    expect(route.departure).toEqual({ mode: 'departAt', etdUtcMs: Date.UTC(2026, 11, 1, 6, 30) });
  });
});
