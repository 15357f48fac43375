import { describe, expect, it } from 'vitest';
import { defaultRouteFileLimits } from '../../src/core/reports/route-file-limits';
import { useDemoApp } from './demo-app-fixture';
import { exportFile, LONG_ROUTE_WAYPOINTS, longPacificVoyage, routeFormats, savedWithForecast, waypointsReadBack, type ExportKind } from './long-route-exports';

// Every export the Report tab offers, for a 5,000-waypoint voyage (issue 17 point 5), through the
// contract against the demo service: each file holds every waypoint, in order, read back by
// Passage's own importer with its own limits (the forecast RTZ, about 6 MB, included).

const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-long-route-exports-', nowMs);

describe('exports of a 5,000-waypoint voyage', () => {
  it('route and forecast files in RTZ, GPX and CSV each hold all 5,000 waypoints', async () => {
    const voyageId = await savedWithForecast(fixture.app(), nowMs);
    const names = longPacificVoyage(nowMs).waypoints.map((waypoint) => waypoint.name);
    const sizes: string[] = [];
    for (const kind of ['route', 'forecast'] as ExportKind[]) {
      for (const format of routeFormats) {
        const file = await exportFile(fixture.app(), voyageId, kind, format);
        const readBack = await waypointsReadBack(file, kind, format);
        expect(readBack.length, `${kind} ${format}`).toBe(LONG_ROUTE_WAYPOINTS);
        expect(readBack, `${kind} ${format}`).toEqual(names);
        sizes.push(`${kind} ${format} ${(Buffer.byteLength(file.text) / 1e6).toFixed(2)} MB`);
        // Every RTZ of 5,000 waypoints is past RTZ's 400 kB: the export says so, and what would fit.
        if (format === 'rtz') expect(file.sizeNote, `${kind} ${format}`).toMatch(/^This RTZ is \d+\.\d MB, over the 400 kB IEC 61174 asks of an RTZ file: an ECDIS may refuse it \(Passage reads it back\)\. For an ECDIS,.* about [\d,]+ of these fit in 400 kB\.$/);
        else expect(file.sizeNote, `${kind} ${format}`).toBeNull();
        if (kind === 'forecast' && format === 'rtz') expect(file.sizeNote).toContain('export the route without the forecast (Route tab, 1.5 MB)');
      }
    }
    console.log(`5,000-waypoint exports: ${sizes.join('; ')}; import cap ${defaultRouteFileLimits.maxBytes / 1024 / 1024} MB`);
  }, 300_000);
});
