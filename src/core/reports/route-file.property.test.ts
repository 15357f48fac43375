import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteFileFormat } from '../../shared/voyage/route-file';
import type { Departure, Leg } from '../../shared/voyage/voyage';
import { writeCsv } from './csv-write';
import { writeGpx } from './gpx-write';
import { channelVessel, importText, plannedParts } from './route-file.fixture';
import { fileNameFor } from './route-export';
import { importRouteFile } from './route-import';
import { routeToWrite, type RouteToWrite } from './route-to-write';
import { hasXmllint, validateRtz, xmllintMissing } from './rtz-schema.fixture';
import { writeRtz } from './rtz-write';
import { toXmlCharacters } from './xml-entities';

/**
 * Write then read gives the same route, for every format. CI runs a few hundred routes per
 * format; the long run is 10,000 each:
 *   PASSAGE_ROUND_TRIP_RUNS=10000 npx vitest run src/core/reports/route-file.property.test.ts
 * Positions are drawn at the 1e-7° the writers keep and speeds at 1e-6 kn, so "the same" is
 * exact equality, not a tolerance.
 */
const runs = Number(process.env.PASSAGE_ROUND_TRIP_RUNS ?? 300);
const timeoutMs = 30_000 + runs * 30;

// Any Unicode, trimmed as imports (and voyage names) are. XML 1.0 cannot carry C0 controls or
// lone surrogates: the writers put U+FFFD in their place, so names are drawn with that done.
const nameText = (maxLength: number) =>
  fc.string({ unit: 'binary', maxLength }).map((text) => toXmlCharacters(text).trim());

const waypoint = fc.record({
  name: nameText(40),
  lat: fc.integer({ min: -900_000_000, max: 900_000_000 }).map((n) => n / 1e7),
  lon: fc.integer({ min: -1_800_000_000, max: 1_799_999_999 }).map((n) => n / 1e7),
});

const leg: fc.Arbitrary<Leg> = fc.record({
  geometry: fc.constantFrom('rhumb' as const, 'greatCircle' as const),
  // From a ship drifting at half a knot: at 1e-6 kn an ocean leg lasts past the year 9999.
  speedKn: fc.integer({ min: 500_000, max: 60_000_000 }).map((n) => n / 1e6),
});

const timeUtcMs = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const departure: fc.Arbitrary<Departure> = fc.oneof(
  timeUtcMs.map((etdUtcMs) => ({ mode: 'departAt' as const, etdUtcMs })),
  timeUtcMs.map((etaUtcMs) => ({ mode: 'arriveBy' as const, etaUtcMs })),
);

const route: fc.Arbitrary<RouteToWrite> = fc
  .array(waypoint, { minLength: 2, maxLength: 25 })
  .chain((waypoints) =>
    fc.record({
      name: nameText(80).filter((name) => name !== ''),
      waypoints: fc.constant(waypoints),
      legs: fc.array(leg, { minLength: waypoints.length - 1, maxLength: waypoints.length - 1 }),
      departure,
    }),
  )
  .map((planned) => routeToWrite(planned, channelVessel));

const writers: Record<RouteFileFormat, (route: RouteToWrite) => string> = { rtz: writeRtz, gpx: writeGpx, csv: writeCsv };

describe('route files round trip (fast-check)', () => {
  it.each(Object.keys(writers) as RouteFileFormat[])(
    `%s: write then read gives the same route (${runs} routes)`,
    async (format) => {
      await fc.assert(
        fc.asyncProperty(route, async (planned) => {
          const imported = await importText(fileNameFor(planned.name, format), writers[format](planned));
          expect(plannedParts(imported)).toEqual(plannedParts(planned));
          expect(imported.warnings).toEqual([]);
        }),
        { numRuns: runs },
      );
    },
    timeoutMs,
  );

  it.skipIf(!hasXmllint())('rtz: random exports are valid against the RTZ 1.2 schema (xmllint)', { ...xmllintMissing, timeout: 60_000 }, () => {
    fc.assert(
      fc.property(route, (planned) => {
        const result = validateRtz(writeRtz(planned));
        expect(result.output).toContain('validates');
      }),
      { numRuns: 25 },
    );
  });

  it('rtz: the same through the parse worker, as the app imports', async () => {
    await fc.assert(
      fc.asyncProperty(route, async (planned) => {
        const imported = await importRouteFile({ fileName: fileNameFor(planned.name, 'rtz'), text: writeRtz(planned) }, { defaultSpeedKn: 12 });
        expect(plannedParts(imported)).toEqual(plannedParts(planned));
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
