import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv-write';
import { writeGpx } from './gpx-write';
import { parseInWorker } from './parse-in-worker';
import { channelRoute } from './route-file.fixture';
import { RouteFileError } from './route-file-error';
import { defaultRouteFileLimits } from './route-file-limits';
import { importRouteFile } from './route-import';
import { writeRtz } from './rtz-write';

/** Through the parse worker, as the app imports. */
const importFile = (fileName: string, text: string, limits = defaultRouteFileLimits) =>
  importRouteFile({ fileName, text }, { defaultSpeedKn: 12, limits });

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE route [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2"><routeInfo routeName="&lol9;"/></route>`;

const externalEntity = `<?xml version="1.0"?>
<!DOCTYPE gpx [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><rte><name>&secret;</name></rte></gpx>`;

function rtzWithWaypoints(count: number): string {
  const points = Array.from({ length: count }, (_, index) => `<waypoint id="${index + 1}" revision="0"><position lat="${(index % 1000) / 20}" lon="${index % 170}"/></waypoint>`);
  return `<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2"><routeInfo routeName="long"/><waypoints>${points.join('')}</waypoints></route>`;
}

async function refusal(work: Promise<unknown>): Promise<RouteFileError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RouteFileError);
  return error as RouteFileError;
}

describe('route import safety', () => {
  it('refuses a billion-laughs bomb in under a second without growing memory', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const error = await refusal(importFile('bomb.rtz', billionLaughs));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
    expect(error.code).toBe('file_refused');
    expect(error.message).toBe(
      'bomb.rtz was not imported: line 2: the file declares <!DOCTYPE>, which route files never need and Passage does not accept (it is how XML entity bombs and external file reads work)',
    );
  });

  it('the worker refuses declarations by itself too, not only the check before it', async () => {
    const answer = await parseInWorker({ kind: 'xml', text: billionLaughs }, defaultRouteFileLimits);
    expect(answer).toEqual({ ok: false, message: expect.stringContaining('line 2: the file declares <!DOCTYPE>') });
  });

  it('refuses an external entity (a file read) and a bare ENTITY declaration', async () => {
    const error = await refusal(importFile('leak.gpx', externalEntity));
    expect(error.message).toContain('line 2: the file declares <!DOCTYPE>');
    expect(error.message).not.toContain('root:');
    const bare = await refusal(importFile('x.gpx', '<gpx>\n\n<!ENTITY a "b"></gpx>'));
    expect(bare.message).toContain('line 3: the file declares <!ENTITY>');
  });

  it('refuses a file over the size cap before reading it', async () => {
    const started = performance.now();
    const error = await refusal(importFile('huge.csv', 'x'.repeat(defaultRouteFileLimits.maxBytes + 1)));
    expect(error.message).toBe("huge.csv was not imported: it is 16,777,217 bytes; a route file may be at most 16,777,216 bytes (Passage's own largest, 10,000 waypoints with the forecast, is about 12 MB)");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('takes 10,000 waypoints and refuses 10,001, saying how many', async () => {
    const route = await importFile('long.rtz', rtzWithWaypoints(10_000));
    expect(route.waypoints).toHaveLength(10_000);
    const error = await refusal(importFile('longer.rtz', rtzWithWaypoints(10_001)));
    expect(error.message).toBe('longer.rtz was not imported: it has 10,001 waypoints; Passage takes at most 10,000 in one route');
    const table = (rows: number) => `name,lat,lon\n${'A,1,1\n'.repeat(rows)}`;
    expect((await importFile('long.csv', table(10_000))).waypoints).toHaveLength(10_000);
    expect((await refusal(importFile('longer.csv', table(10_001)))).message).toBe(
      'longer.csv was not imported: line 10002: the table has more than 10,000 rows after its header; a route takes at most 10,000 waypoints',
    );
  });

  it('refuses positions out of range, naming the waypoint', async () => {
    const rtz = writeRtz(channelRoute()).replace('lat="49.8"', 'lat="91.5"');
    expect((await refusal(importFile('a.rtz', rtz))).message).toBe(
      `a.rtz was not imported: waypoint 3 (id 3, "Bishop Rock 'A'"): latitude 91.5 is out of range; it must be between -90 and 90 degrees`,
    );
    const gpx = writeGpx(channelRoute()).replace('lon="-73.8167"', 'lon="-273.8167"');
    expect((await refusal(importFile('b.gpx', gpx))).message).toBe(
      'b.gpx was not imported: route point 4 ("Ambrose"): longitude -273.8167 is out of range; it must be between -180 and 180 degrees',
    );
    const csv = writeCsv(channelRoute()).replace(',52.0167,', ',-90.01,');
    expect((await refusal(importFile('c.csv', csv))).message).toContain('c.csv was not imported: line 2 (waypoint 1): latitude -90.01 is out of range');
  });

  it('refuses XML that is not well formed, naming line and column', async () => {
    const broken = writeGpx(channelRoute()).replace('</rtept>', '</rtepoint>');
    expect((await refusal(importFile('broken.gpx', broken))).message).toMatch(/^broken\.gpx was not imported: line 1[0-9], column \d+: the XML is not well formed \(.+\)$/);
  });

  it('refuses a tag its validator lets through but its parser cannot read, naming the line in words, not the parser\'s', async () => {
    // Found by the fuzz (seed 11936761): fast-xml-parser's own words were "readTagExp returned undefined".
    const error = await refusal(importFile('odd.rtz', '<?xml version="1.0"?>\n<s d=""/><!'));
    expect(error.message).toMatch(/^odd\.rtz was not imported: line 2: the XML is not well formed \(a tag there cannot be read\); route files hold plain elements/);
    expect(error.message).not.toMatch(/undefined|readTagExp/);
  });

  it('refuses nesting far deeper than any route file', async () => {
    const deep = `<route>${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}</route>`;
    const error = await refusal(importFile('deep.rtz', deep));
    expect(error.message).toBe('deep.rtz was not imported: its elements nest more than 100 deep; RTZ and GPX nest a handful of levels, so this is not a route file');
  });

  it('stops a parse that runs over the time limit, and the next import still works', async () => {
    const big = rtzWithWaypoints(10_000);
    const error = await refusal(importFile('slow.rtz', big, { ...defaultRouteFileLimits, parseTimeLimitMs: 5, parseTimeLimitMsPerMb: 0 }));
    expect(error.message).toBe('slow.rtz was not imported: reading it took longer than 0.005 s, the limit for a route file of its size; it was stopped');
    const route = await importFile('after.gpx', writeGpx(channelRoute()));
    expect(route.waypoints).toHaveLength(4);
  });

  it('stops a parse that needs more memory than the worker is given', async () => {
    const error = await refusal(importFile('fat.rtz', rtzWithWaypoints(10_000), { ...defaultRouteFileLimits, workerHeapMb: 8, parseTimeLimitMs: 10_000 }));
    expect(error.message).toBe('fat.rtz was not imported: reading it needed more than 8 MB of memory, far more than any route file; it was stopped');
  });
});
