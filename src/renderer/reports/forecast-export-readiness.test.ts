import { describe, expect, it } from 'vitest';
import { forecastExportWait } from './forecast-export-readiness';

const ready = { voyageOpen: true, dirty: false, estimate: { creditsToSpend: 0 }, offline: false, dataSource: 'live' as const };

describe('when the forecast exports may run', () => {
  it('runs when the forecast of the saved route is cached', () => {
    expect(forecastExportWait(ready)).toBeNull();
  });

  it('waits for a fetch in the Forecast tab, naming its cost, unless offline', () => {
    expect(forecastExportWait({ ...ready, estimate: { creditsToSpend: 1 } })).toMatch(/^The forecast along this route is not cached \(1 credit to fetch\): fetch it in the Forecast tab first/);
    expect(forecastExportWait({ ...ready, estimate: { creditsToSpend: 3 } })).toContain('(3 credits to fetch)');
    expect(forecastExportWait({ ...ready, estimate: { creditsToSpend: 3 }, dataSource: 'demo' })).toContain('(3 simulated credits to fetch)');
    expect(forecastExportWait({ ...ready, estimate: { creditsToSpend: 3 }, offline: true })).toBeNull();
  });

  it('says why otherwise: no voyage, unsaved edits, the estimate under way or refused', () => {
    expect(forecastExportWait({ ...ready, voyageOpen: false })).toBe('No voyage is open.');
    expect(forecastExportWait({ ...ready, dirty: true })).toMatch(/save it first/);
    expect(forecastExportWait({ ...ready, estimate: null })).toMatch(/^Checking/);
    expect(forecastExportWait({ ...ready, estimate: { failure: 'The voyage "X" has no route to forecast' } })).toBe('The voyage "X" has no route to forecast');
  });
});
