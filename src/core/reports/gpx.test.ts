import { describe, expect, it } from 'vitest';
import { writeGpx } from './gpx-write';
import { channelCrossing, channelRoute, importText, plannedParts } from './route-file.fixture';

/** A route as chart plotters and OpenCPN save it: no leg geometry or speed, no times. */
const plotterGpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OpenCPN" xmlns="http://www.topografix.com/GPX/1/1" xmlns:opencpn="http://www.opencpn.org">
  <rte>
    <name>Solent &amp; Channel</name>
    <rtept lat="50.7667" lon="-1.3000"><name>Calshot</name><sym>diamond</sym></rtept>
    <rtept lat="50.6667" lon="-1.0500"><name>Nab Tower</name></rtept>
    <rtept lat="50.0333" lon="1.0000"><name>&#x2192; Dieppe</name></rtept>
  </rte>
</gpx>`;

describe('GPX', () => {
  it('writes GPX 1.1 route points with times, names and the leg in a Passage extension', () => {
    const text = writeGpx(channelRoute());
    expect(text).toContain('<gpx version="1.1" creator="Passage" xmlns="http://www.topografix.com/GPX/1/1"');
    expect(text).toContain('<name>Rotterdam – New York &lt;winter&gt; &amp; &quot;spring&quot;</name>');
    expect(text).toContain('<rtept lat="49.8" lon="-6.5">');
    expect(text).toContain('<time>2026-12-01T06:30:00.000Z</time>');
    expect(text).toContain('<passage:leg geometry="greatCircle" speedKn="15.25"/>');
  });

  it('reads back what it wrote', async () => {
    const route = await importText('crossing.gpx', writeGpx(channelRoute()));
    expect(route.format).toBe('gpx');
    expect(plannedParts(route)).toEqual(plannedParts(channelCrossing));
    expect(route.warnings).toEqual([]);
  });

  it('reads a plotter route as rhumb lines at the service speed, and says so', async () => {
    const route = await importText('solent.gpx', plotterGpx, { defaultSpeedKn: 9.5 });
    expect(route.name).toBe('Solent & Channel');
    expect(route.waypoints.map((point) => point.name)).toEqual(['Calshot', 'Nab Tower', '→ Dieppe']);
    expect(route.legs).toEqual([
      { geometry: 'rhumb', speedKn: 9.5 },
      { geometry: 'rhumb', speedKn: 9.5 },
    ]);
    expect(route.departure).toBeUndefined();
    expect(route.warnings).toEqual([
      '2 of 2 legs had no geometry in the file and were taken as rhumb lines (GPX has no leg geometry; only files written by Passage carry it).',
      "2 of 2 legs had no speed in the file; the default vessel profile's service speed of 9.5 kn was used.",
    ]);
  });

  it('takes the first of several routes by default, saying the file holds others', async () => {
    const two = plotterGpx.replace('</gpx>', '<rte><rtept lat="1" lon="1"/><rtept lat="2" lon="2"/></rte></gpx>');
    const route = await importText('two.gpx', two);
    expect(route.waypoints).toHaveLength(3);
    expect(route.warnings).toContain('The file holds 2 routes; route 1 “Solent & Channel” was read (another can be chosen before accepting).');
  });

  it('refuses a track of one point and a file holding nothing', async () => {
    const track = '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx>';
    await expect(importText('track.gpx', track)).rejects.toThrow('track.gpx was not imported: the track has 1 point; a route needs at least 2');
    await expect(importText('empty.gpx', '<gpx version="1.1"><metadata/></gpx>')).rejects.toThrow(
      'empty.gpx was not imported: it holds no route (<rte>), track (<trk>) or waypoint (<wpt>)',
    );
  });

  it('refuses a leg speed above 60 kn or below 0, naming the point', async () => {
    const fast = writeGpx(channelRoute()).replace('speedKn="15.25"', 'speedKn="75"');
    await expect(importText('fast.gpx', fast)).rejects.toThrow(
      'fast.gpx was not imported: route point 4 ("Ambrose"): the leg\'s speed 75 kn is out of range; it must be from 0 (not given) to 60 kn',
    );
    const astern = writeGpx(channelRoute()).replace('speedKn="12"', 'speedKn="-3"');
    await expect(importText('astern.gpx', astern)).rejects.toThrow('route point 2 ("Dover Strait TSS"): the leg\'s speed -3 kn is out of range');
  });

  it('refuses a point without a position and a point with a bad time, naming the point', async () => {
    await expect(importText('a.gpx', plotterGpx.replace(' lon="-1.0500"', ''))).rejects.toThrow(
      'a.gpx was not imported: route point 2 ("Nab Tower"): it has no lat and lon attributes',
    );
    const badTime = writeGpx(channelRoute()).replace('<time>2026-12-01T06:30:00.000Z</time>', '<time>1 December</time>');
    await expect(importText('b.gpx', badTime)).rejects.toThrow('route point 1: time "1 December" is not a date and time like 2026-11-23T12:00:00Z');
  });
});
