import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fileNameFor } from './route-export';
import { channelCrossing, channelRoute, importText, plannedParts } from './route-file.fixture';
import { writeRtz } from './rtz-write';
import { defaultRtzpLimits, readRtzp } from './rtzp-read';

/**
 * RTZP packages written for Passage's tests to mirror an ECDIS's route package (one RTZ and its
 * attachments: a chartlet picture, a pilot's PDF), and zip bombs against its limits.
 */
const rtzName = fileNameFor(channelCrossing.name, 'rtz');
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const importPackage = (name: string, bytes: Uint8Array) => importText(name, base64(bytes), { encoding: 'base64' });

describe('RTZP', () => {
  it('imports the route of a package and lists its attachments without opening them', async () => {
    const bytes = zipSync({
      [rtzName]: strToU8(writeRtz(channelRoute())),
      'attachments/approach-chartlet.png': new Uint8Array(2048).fill(7),
      'attachments/pilot-card.pdf': strToU8('%PDF-1.4 pilot card'),
    });
    const route = await importPackage('crossing.rtzp', bytes);
    expect(route.format).toBe('rtzp');
    expect(plannedParts(route)).toEqual(plannedParts(channelCrossing));
    expect(route.attachments).toEqual([
      { name: 'attachments/approach-chartlet.png', bytes: 2048 },
      { name: 'attachments/pilot-card.pdf', bytes: 19 },
    ]);
    expect(route.warnings).toEqual([`The package holds the route ${rtzName} and 2 attachments (listed, not opened).`]);
  });

  it('imports a package without attachments, stored or deflated', async () => {
    const stored = zipSync({ [rtzName]: strToU8(writeRtz(channelRoute())) }, { level: 0 });
    const route = await importPackage('plain.rtzp', stored);
    expect(route.attachments).toEqual([]);
    expect(route.warnings).toEqual([`The package holds the route ${rtzName} and no attachments.`]);
  });

  it('refuses a package with no RTZ, with two, or that is not a zip', async () => {
    await expect(importPackage('none.rtzp', zipSync({ 'readme.txt': strToU8('hello') }))).rejects.toThrow('none.rtzp was not imported: the package holds no .rtz file (it holds 1 file)');
    const two = zipSync({ 'a.rtz': strToU8(writeRtz(channelRoute())), 'b.rtz': strToU8(writeRtz(channelRoute())) });
    await expect(importPackage('two.rtzp', two)).rejects.toThrow('the package holds 2 .rtz files (a.rtz, b.rtz); an RTZP holds one route');
    await expect(importPackage('text.rtzp', strToU8('<route/>'))).rejects.toThrow('text.rtzp was not imported: it is not a zip archive, which an RTZP package is');
    await expect(importText('sent-as-text.rtzp', 'PK...')).rejects.toThrow('an RTZP package is a zip archive and must be sent as its bytes (base64)');
  });

  it('stops a zip bomb at the limits: ratio, unzipped size, entry count, declared size', async () => {
    // 20 MB of blanks in a comment (past the 16 MB cap on a route file) zips to about 20 kB: a thousand to one.
    const padding = '<!--' + ' '.repeat(20 * 1024 * 1024) + '-->';
    const bomb = zipSync({ 'route.rtz': strToU8(writeRtz(channelRoute()).replace('<waypoints>', `<waypoints>${padding}`)) });
    expect(bomb.length).toBeLessThan(60 * 1024);
    await expect(importPackage('bomb.rtzp', bomb)).rejects.toThrow('route.rtz unzips to more than 200 times its zipped size, which no route file does (a zip bomb)');
    expect(() => readRtzp(bomb, 'bomb.rtzp', { ...defaultRtzpLimits, maxRatio: 1e9 })).toThrow('route.rtz unzips to more than 16.0 MB; a route file may be at most that');
    const many = zipSync(Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`photo-${index}.jpg`, new Uint8Array(1)])));
    await expect(importPackage('many.rtzp', many)).rejects.toThrow('the package has more than 200 files; an RTZP holds one route and its attachments');
    const declared = zipSync({ [rtzName]: strToU8(writeRtz(channelRoute())), 'big.bin': new Uint8Array(3 * 1024 * 1024) });
    expect(() => readRtzp(declared, 'big.rtzp', { ...defaultRtzpLimits, maxDeclaredBytes: 2 * 1024 * 1024 })).toThrow('its files would unzip to more than 2.0 MB');
  }, 60_000);
});
