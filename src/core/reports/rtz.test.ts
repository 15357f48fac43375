import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelCrossing, channelRoute, importText, plannedParts } from './route-file.fixture';
import { hasXmllint, rtzSchemaPath, validateRtz as validate, xmllintMissing } from './rtz-schema.fixture';
import { fileNameFor } from './route-export';
import { writeRtz } from './rtz-write';
import { writeGpx } from './gpx-write';
import { routeToWrite } from './route-to-write';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/routes');

describe('RTZ write', () => {
  it('writes RTZ 1.2 with leg geometry, per-leg speeds, a manual schedule and the vessel limits', () => {
    const text = writeRtz(channelRoute());
    expect(text).toContain('<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">');
    expect(text).toContain('routeName="Rotterdam – New York &lt;winter&gt; &amp; &quot;spring&quot;"');
    expect(text).toMatch(/vesselName="MV Example" vesselMaxWave="4" vesselMaxWind="30" vesselServiceMax="14"/);
    // Every limit with its severity, beyond the two RTZ has attributes for.
    expect(text).toContain('<passage:limit key="significantWaveHeightM" value="4" severity="soft"/>');
    expect(text).toContain('<passage:limit key="windKn" value="30" severity="soft"/>');
    expect(text).not.toContain('key="gustKn"');
    expect(text).toContain('<leg geometryType="Orthodrome" speedMax="15.25"/>');
    expect(text).toContain('<scheduleElement waypointId="1" etd="2026-12-01T06:30:00.000Z"/>');
    expect(text).toMatch(/<scheduleElement waypointId="4" eta="2026-12-\d\dT\d\d:\d\d:\d\d\.\d{3}Z" speed="15.25"\/>/);
  });

  it('writes longitudes within -180..180, the 180th meridian as -180', () => {
    const text = writeRtz(channelRoute({ waypoints: [
      { name: 'A', lat: 10, lon: 180 },
      { name: 'B', lat: 10, lon: 179.5 },
      { name: 'C', lat: 10, lon: -179.25 },
      { name: 'D', lat: 10, lon: -178 },
    ] }));
    expect(text).toContain('lat="10" lon="-180"');
    expect(text).toContain('lon="179.5"');
    expect(text).toContain('lon="-179.25"');
  });

  it('adds a calculated schedule when given one (the forecast plan of issue 10)', () => {
    const text = writeRtz(channelRoute(), {
      calculatedSchedule: [{ waypointIndex: 1, etaUtcMs: Date.UTC(2026, 11, 2), speedKn: 11.2, windSpeedKn: 25, windDirectionDeg: 360, currentSpeedKn: 0.8, currentDirectionDeg: -90 }],
    });
    expect(text).toContain('<calculated>');
    expect(text).toContain('<scheduleElement waypointId="2" eta="2026-12-02T00:00:00.000Z" speed="11.2" windSpeed="25" windDirection="0" currentSpeed="0.8" currentDirection="270"/>');
  });

  const lint = hasXmllint();
  it.skipIf(!lint)('is valid against the RTZ 1.2 schema (xmllint --schema test/fixtures/rtz/rtz-1_2.xsd)', xmllintMissing, () => {
    expect(fs.existsSync(rtzSchemaPath('1_2')), `schema missing at ${rtzSchemaPath('1_2')}`).toBe(true);
    const plain = validate(writeRtz(channelRoute()));
    expect(plain.output).toContain('validates');
    expect(plain.status).toBe(0);
    const withCalculated = validate(
      writeRtz(channelRoute(), { calculatedSchedule: [{ waypointIndex: 0, etdUtcMs: Date.UTC(2026, 11, 1), windSpeedKn: 10, windDirectionDeg: 359.96 }] }),
    );
    expect(withCalculated.output).toContain('validates');
    const antimeridian = validate(writeRtz(channelRoute({ waypoints: channelCrossing.waypoints.map((point, index) => ({ ...point, lon: index === 0 ? 180 : point.lon })) })));
    expect(antimeridian.status).toBe(0);
  });
  if (!lint) console.warn('xmllint is missing (Debian: libxml2-utils; scripts/system-tools.mjs installs it): RTZ schema validation skipped');

  it.skipIf(!lint)('the schema check can fail: a file with one waypoint is rejected by xmllint', xmllintMissing, () => {
    const broken = writeRtz(channelRoute()).replace(/<waypoint id="2"[\s\S]*<\/waypoints>/, '</waypoints>');
    expect(validate(broken).status).not.toBe(0);
  });
});

describe('RTZ read', () => {
  it('reads back what it wrote: names, positions, geometry, speeds, departure and vessel', async () => {
    const route = await importText(fileNameFor(channelCrossing.name, 'rtz'), writeRtz(channelRoute()));
    expect(route.format).toBe('rtz');
    expect(plannedParts(route)).toEqual(plannedParts(channelCrossing));
    expect(route.vessel).toEqual({ name: 'MV Example', serviceSpeedKn: 14, maxSignificantWaveHeightM: 4, maxWindKn: 30 });
    expect(route.warnings).toEqual([]);
  });

  it('keeps a plan fixed by its arrival time', async () => {
    const departure = { mode: 'arriveBy' as const, etaUtcMs: Date.UTC(2026, 11, 12, 18) };
    const route = await importText('crossing.rtz', writeRtz(channelRoute({ departure })));
    expect(route.departure).toEqual(departure);
  });

  it.each(['1.0', '1.1'])('reads an RTZ %s file from another system, with defaultWaypoint legs and schedule speeds', async (version) => {
    const text = fs.readFileSync(path.join(fixtures, `ecdis-rtz-${version.replace('.', '_')}.rtz`), 'utf8');
    const route = await importText('HAMBURG - OSLO.rtz', text);
    expect(route.name).toBe('HAMBURG - OSLO');
    expect(route.waypoints).toHaveLength(4);
    expect(route.waypoints[1]).toMatchObject({ name: 'ELBE 1', lat: 54.0122, lon: 8.1097 });
    // defaultWaypoint says Loxodrome; waypoint 3 says Orthodrome.
    expect(route.legs.map((leg) => leg.geometry)).toEqual(['rhumb', 'greatCircle', 'rhumb']);
    // speedMax on leg 1, the schedule's speed on leg 2, the defaultWaypoint's on leg 3.
    expect(route.legs.map((leg) => leg.speedKn)).toEqual([10, 14.5, 12]);
    expect(route.departure).toEqual({ mode: 'departAt', etdUtcMs: Date.UTC(2026, 0, 15, 8, 0) });
    expect(route.warnings).toEqual([]);
  });

  it.each(['1.0', '1.1'])('round-trips the other system\'s RTZ %s file: each waypoint\'s turn radius (its own, else the defaultWaypoint\'s) comes back on its waypoint', async (version) => {
    const text = fs.readFileSync(path.join(fixtures, `ecdis-rtz-${version.replace('.', '_')}.rtz`), 'utf8');
    const route = await importText('HAMBURG - OSLO.rtz', text);
    // The 1.1 file gives SKAGEN a radius of its own; every other waypoint takes the default's 0.3.
    const radii = version === '1.1' ? [0.3, 0.3, 1.5, 0.3] : [0.3, 0.3, 0.3, 0.3];
    expect(route.waypoints.map((waypoint) => waypoint.turnRadiusNm)).toEqual(radii);
    expect(route.waypoints.every((waypoint) => waypoint.arrivalRadiusNm === undefined)).toBe(true);
    const written = writeRtz(routeToWrite({ ...route, departure: route.departure! }));
    expect(written).toContain('<waypoint id="3" revision="0" name="SKAGEN" radius="' + String(radii[2]) + '">');
    if (hasXmllint()) expect(validate(written).status).toBe(0);
    const again = await importText('HAMBURG - OSLO.rtz', written);
    expect(again.waypoints).toEqual(route.waypoints);
    expect(plannedParts(again)).toEqual(plannedParts(route));
  });

  it('an RTZ turn radius is never written as an OpenCPN arrival radius, nor the other way round', () => {
    const route = channelRoute({ waypoints: channelRoute().waypoints.map((waypoint, index) => (index === 1 ? { ...waypoint, turnRadiusNm: 0.8, arrivalRadiusNm: 0.1 } : waypoint)) });
    const rtz = writeRtz(route);
    expect(rtz).toContain('radius="0.8"');
    expect(rtz).not.toContain('0.1"');
    const gpx = writeGpx(route);
    expect(gpx).toContain('<opencpn:arrival_radius>0.100</opencpn:arrival_radius>');
    expect(gpx).not.toContain('0.8');
  });

  it.skipIf(!hasXmllint())('the other system\'s RTZ 1.0 and 1.1 files are valid against the 1.0 and 1.1 schemas kept in the project', xmllintMissing, () => {
    for (const version of ['1_0', '1_1'] as const) {
      const checked = validate(fs.readFileSync(path.join(fixtures, `ecdis-rtz-${version}.rtz`), 'utf8'), version);
      expect(checked.output).toContain('validates');
      expect(checked.status).toBe(0);
    }
  });

  it('reads a file whose elements carry a namespace prefix', async () => {
    const prefixed = writeRtz(channelRoute())
      .replace('<route xmlns="http://www.cirm.org/RTZ/1/2"', '<route xmlns:rtz="http://www.cirm.org/RTZ/1/2"')
      .replace(/<(\/?)(?!passage:|\?xml)([a-zA-Z]+)/g, '<$1rtz:$2');
    expect(prefixed).toContain('<rtz:waypoint id="1"');
    const route = await importText('prefixed.rtz', prefixed);
    expect(plannedParts(route)).toEqual(plannedParts(channelCrossing));
  });

  it('says what it assumed for legs without geometry or speed', async () => {
    const text = writeRtz(channelRoute()).replace(/ geometryType="\w+"/g, '').replace(/ speedMax="[\d.]+"/g, '').replace(/ speed="[\d.]+"/g, '');
    const route = await importText(fileNameFor(channelCrossing.name, 'rtz'), text, { defaultSpeedKn: 11 });
    expect(route.legs).toEqual([
      { geometry: 'rhumb', speedKn: 11 },
      { geometry: 'rhumb', speedKn: 11 },
      { geometry: 'rhumb', speedKn: 11 },
    ]);
    expect(route.warnings).toEqual([
      '3 of 3 legs had no geometry in the file and were taken as rhumb lines (the RTZ leg had no geometryType).',
      "3 of 3 legs had no speed in the file; the default vessel profile's service speed of 11 kn was used.",
    ]);
  });

  it('refuses an unknown leg geometry, naming the waypoint', async () => {
    const text = writeRtz(channelRoute()).replace('geometryType="Orthodrome"', 'geometryType="Spiral"');
    await expect(importText('odd.rtz', text)).rejects.toThrow(
      'odd.rtz was not imported: waypoint 4 (id 4, "Ambrose"): leg geometryType "Spiral" is neither Loxodrome nor Orthodrome',
    );
  });

  it('leaves out a schedule element for a waypoint that does not exist, naming it', async () => {
    const text = writeRtz(channelRoute()).replace('waypointId="3"', 'waypointId="9"');
    const route = await importText(fileNameFor(channelCrossing.name, 'rtz'), text);
    expect(route.warnings).toEqual(['Deviation from RTZ: schedule element 3 (waypointId 9) points at no waypoint; it was left out.']);
  });

  it('refuses a waypoint without a position, and an XML file that is not RTZ', async () => {
    const text = writeRtz(channelRoute()).replace(/<position lat="49.8" lon="-6.5"\/>/, '');
    await expect(importText('odd.rtz', text)).rejects.toThrow(`waypoint 3 (id 3, "Bishop Rock 'A'"): it has no <position lat=".." lon=".."/>`);
    await expect(importText('odd.rtz', '<?xml version="1.0"?><plan><leg/></plan>')).rejects.toThrow('it has no <route> element');
  });
});

describe('RTZ export refusals', () => {
  it('refuses a plan whose times no file can hold, naming the waypoint', () => {
    const crawl = channelCrossing.legs.map((leg) => ({ ...leg, speedKn: 0.000001 }));
    expect(() => writeRtz(channelRoute({ legs: crawl }))).toThrow(
      `"${channelCrossing.name}" cannot be exported: the planned time at waypoint 2 ("Dover Strait TSS") falls outside the years 0001 to 9999`,
    );
  });
});
