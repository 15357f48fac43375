import { describe, expect, it } from 'vitest';
import { chooseEnsembleModel, lastForecastHour, type EnsembleCatalogueEntry } from './ensemble-model-choice';

const runSec = Date.UTC(2026, 10, 23, 6) / 1000;
const hourMs = 3_600_000;

function entry(id: string, sequence: string, offsets?: number[]): EnsembleCatalogueEntry {
  return {
    id, name: id.toUpperCase(), beta: false, type: 'ensemble', region: 'World', maxzoom: 6, category: 'wave', elements: [], runtimes: [runSec],
    sequence, ...(offsets === undefined ? {} : { offsets }), institute: 'X', resolution: '0.25', boundingbox: { east: 180, west: -180, north: 90, south: -90 },
    runtimeLast: runSec, runtimesHours: [0, 6, 12, 18], regionCategory: 'global', members: 51,
  };
}

describe('lastForecastHour', () => {
  it('reads the furthest end of a sequence with several parts, else the offsets', () => {
    expect(lastForecastHour(entry('a', 'seq:[0:1:90],seq:[93:3:240]'))).toBe(240);
    expect(lastForecastHour(entry('b', '', [0, 6, 144]))).toBe(144);
    expect(lastForecastHour(entry('c', 'hourly'))).toBeNull();
  });
});

describe('chooseEnsembleModel', () => {
  const runMs = runSec * 1000;
  it('takes the first model that covers departure to arrival', () => {
    const choice = chooseEnsembleModel([entry('short', 'seq:[0:3:48]'), entry('long', 'seq:[0:3:240]'), entry('longer', 'seq:[0:3:360]')], runMs + 10 * hourMs, runMs + 200 * hourMs);
    expect(choice).toMatchObject({ entry: { id: 'long' }, notCovered: null });
  });
  it('takes the one reaching furthest and names the uncovered part when none covers it all', () => {
    const choice = chooseEnsembleModel([entry('short', 'seq:[0:3:48]'), entry('long', 'seq:[0:3:240]')], runMs - 2 * hourMs, runMs + 300 * hourMs);
    expect(choice).toMatchObject({ entry: { id: 'long' } });
    if ('notCovered' in choice) {
      expect(choice.notCovered).toBe('LONG does not cover the voyage before 2026-11-23 06:00Z (its run) or after 2026-12-03 06:00Z (its last step) to the ETA 2026-12-05 18:00Z.');
    }
  });
  it('says so when no model gives a forecast range', () => {
    expect(chooseEnsembleModel([entry('odd', 'daily')], runMs, runMs + hourMs)).toEqual({ error: 'The service lists no marine ensemble model with a forecast range.' });
  });
});
