import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importedRouteSchema } from '../../shared/voyage/route-file';
import { writeCsv } from './csv-write';
import { writeGpx } from './gpx-write';
import { channelRoute, importText } from './route-file.fixture';
import { RouteFileError } from './route-file-error';
import { importRouteFile } from './route-import';
import { writeRtz } from './rtz-write';

/**
 * Import fuzz: real-looking route files, mutated. Every input must end in a checked route or a
 * RouteFileError whose message names the file and says what is wrong, within 2 s; nothing else
 * may be thrown. CI runs a short run; the long run is 100,000 inputs:
 *   PASSAGE_FUZZ_RUNS=100000 npx vitest run src/core/reports/route-import.fuzz.test.ts
 */
const runs = Number(process.env.PASSAGE_FUZZ_RUNS ?? 400);
const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/routes');

const seeds: Array<{ fileName: string; text: string }> = [
  { fileName: 'crossing.rtz', text: writeRtz(channelRoute(), { calculatedSchedule: [{ waypointIndex: 1, etaUtcMs: Date.UTC(2026, 11, 2), windSpeedKn: 20 }] }) },
  { fileName: 'crossing.gpx', text: writeGpx(channelRoute()) },
  { fileName: 'crossing.csv', text: writeCsv(channelRoute()) },
  { fileName: 'arrival.rtz', text: writeRtz(channelRoute({ departure: { mode: 'arriveBy', etaUtcMs: Date.UTC(2026, 11, 14) } })) },
  ...fs.readdirSync(fixtures).map((name) => ({ fileName: name, text: fs.readFileSync(path.join(fixtures, name), 'utf8') })),
];

/** What breaks readers: markup, entities, numbers out of range, times that are not times. */
const tokens = [
  '<!DOCTYPE route>', '<!ENTITY a "b">', '&amp;', '&#0;', '&#x110000;', '&#xD800;', '&lol;', '"', "'", '<', '>', '</', '/>', '<a>',
  ',', '\n', '\r\n', '\r', '""', '-', '+', '.', 'e', '1e309', 'NaN', 'Infinity', '-999', '91', '181', '-180', '0', '=', '@SUM(A1)',
  '\u0000', '\uD800', '\uFEFF', ']]>', '<![CDATA[x]]>', '<?pi x?>', '<!-- c -->', 'xmlns:x="y"', '__proto__', 'constructor',
  'ETD', 'ETA', 'Orthodrome', 'Spiral', 'greatCircle', '2026-13-45T99:99:99Z', '9999-12-31T23:59:59Z',
  '<waypoint id="1" revision="0"><position lat="1" lon="1"/></waypoint>', '<rtept lat="0" lon="0"/>', '<rte>', '<trk>',
  '<scheduleElement waypointId="1" etd="x"/>', '<leg geometryType="Orthodrome" speedMax="-3"/>', 'lat="', ' lon=',
];

/** Values that keep the file well formed but test what the readers accept. */
const values = [
  '', ' ', '-', '91', '-90.0000001', '180', '-180.5', '1e309', '1e-400', '0x10', 'abc', '12,5', '-0', '0', '60.000001', '99999999',
  ' 1 ', '&amp;', '&#0;', '&#x1F6A2;', '2026-13-45T99:99:99Z', '2026-01-01T00:00', '2026-01-01T00:00:00+14:00', '+275760-09-13T00:00:00Z',
  'Spiral', 'Loxodrome', 'Orthodrome', 'rhumb', 'GC', 'ETD', 'ETA', 'departAt', 'arriveBy', '=1+1', "'", '1.2', '2.0',
];

type Mutation = (text: string) => string;

/** Attribute values, element text and CSV cells: where a reader, not the XML parser, decides. */
const valueSlot = /="[^"<]*"|>[^<]*<\/|(?<=,)[^,\r\n"]*/g;

function replaceValue(text: string, which: number, value: string): string {
  const slots = [...text.matchAll(valueSlot)];
  const slot = slots[which % Math.max(1, slots.length)];
  if (slot?.index === undefined) return text;
  const [found] = slot;
  const replaced = found.startsWith('="') ? `="${value}"` : found.startsWith('>') ? `>${value}</` : value;
  return text.slice(0, slot.index) + replaced + text.slice(slot.index + found.length);
}

const at = (text: string, fraction: number) => Math.floor(fraction * text.length);
const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...values)).map(([which, value]) => (text: string) => replaceValue(text, which, value)),
  fc.tuple(fc.nat(), fc.constantFrom(...values)).map(([which, value]) => (text: string) => replaceValue(text, which, value)),
  fc.tuple(fraction, fc.constantFrom(...tokens)).map(([where, token]) => (text: string) => text.slice(0, at(text, where)) + token + text.slice(at(text, where))),
  fc.tuple(fraction, fc.constantFrom(...tokens), fc.integer({ min: 1, max: 40 })).map(
    ([where, token, length]) => (text: string) => text.slice(0, at(text, where)) + token + text.slice(at(text, where) + length),
  ),
  fc.tuple(fraction, fc.integer({ min: 1, max: 400 })).map(([where, length]) => (text: string) => text.slice(0, at(text, where)) + text.slice(at(text, where) + length)),
  fc.tuple(fraction, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 30 })).map(
    ([where, length, times]) => (text: string) => text.slice(0, at(text, where)) + text.slice(at(text, where), at(text, where) + length).repeat(times) + text.slice(at(text, where)),
  ),
  fraction.map((where) => (text: string) => text.slice(0, at(text, where))),
  fc.tuple(fraction, fc.integer({ min: 0, max: 0xffff })).map(
    ([where, code]) => (text: string) => text.slice(0, at(text, where)) + String.fromCharCode(code) + text.slice(at(text, where) + 1),
  ),
);

const input = fc.record({
  seed: fc.constantFrom(...seeds),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 5 }),
  renamed: fc.constantFrom(undefined, 'route.xml', 'route.txt', 'route.RTZ'),
});

type Outcome = { ok: true } | { ok: false; message: string };

async function outcomeOf(fileName: string, text: string, importer: typeof importText): Promise<Outcome> {
  try {
    const route = await importer(fileName, text);
    expect(importedRouteSchema.safeParse(route).success).toBe(true);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof RouteFileError)) throw error;
    return { ok: false, message: error.message };
  }
}

function checkOutcome(fileName: string, outcome: Outcome, elapsedMs: number): void {
  expect(elapsedMs).toBeLessThan(2000);
  if (outcome.ok) return;
  expect(outcome.message.startsWith(`${fileName} was not imported: `)).toBe(true);
  const reason = outcome.message.slice(`${fileName} was not imported: `.length);
  expect(reason.length).toBeGreaterThan(8);
  expect(reason, outcome.message).not.toMatch(/undefined|\[object|null\b/);
}

describe('route import fuzz', () => {
  it(`survives ${runs} mutated files with a route or a clear refusal, each within 2 s`, async () => {
    const refusals = new Set<string>();
    await fc.assert(
      fc.asyncProperty(input, async ({ seed, mutations, renamed }) => {
        const text = mutations.reduce((current, mutate) => mutate(current), seed.text);
        const fileName = renamed ?? seed.fileName;
        const started = performance.now();
        const outcome = await outcomeOf(fileName, text, importText);
        checkOutcome(fileName, outcome, performance.now() - started);
        if (!outcome.ok) refusals.add(outcome.message.replace(/^.*?: /, '').slice(0, 30));
      }),
      { numRuns: runs },
    );
    // The mutations must reach the readers, not just the XML syntax check.
    expect(refusals.size).toBeGreaterThan(10);
  }, 60_000 + runs * 20);

  it('the same through the parse worker for a few files, as the app imports', async () => {
    const viaWorker = (fileName: string, text: string) => importRouteFile({ fileName, text }, { defaultSpeedKn: 12 });
    await fc.assert(
      fc.asyncProperty(input, async ({ seed, mutations }) => {
        const text = mutations.reduce((current, mutate) => mutate(current), seed.text);
        const started = performance.now();
        checkOutcome(seed.fileName, await outcomeOf(seed.fileName, text, viaWorker), performance.now() - started);
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
