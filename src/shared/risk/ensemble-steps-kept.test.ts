import { describe, expect, it } from 'vitest';
import { ensembleAnswer, ensembleValue } from './ensemble-value.fixture';
import { elementStatisticsAt } from './ensemble-statistics';
import { ensembleStepsAround } from './ensemble-steps-kept';

describe('ensembleStepsAround', () => {
  const runSec = Date.UTC(2026, 8, 1) / 1000;
  const steps = Array.from({ length: 81 }, (_, index) => runSec + index * 3 * 3600);
  const value = ensembleValue;
  const answer = ensembleAnswer(
    runSec,
    [
      { element: 'windSpeed', unit: 'm/s', level: 10, data: steps.map((time, index) => ({ time, value: value([index % 7, (index * 3) % 11, 20 - (index % 5)], index % 9) })) },
      { element: 'significantWaveHeight', unit: 'm', data: steps.map((time, index) => ({ time, value: value([1 + (index % 4), 2 + (index % 3)], 1.5) })) },
      { element: 'swellHeight', error: 'not in this model' },
    ],
  );

  it('keeps four steps an element, and the statistics at the ETA are those of the whole answer', () => {
    for (const etaSec of [runSec, runSec + 3600, runSec + 100 * 3600, steps.at(-1)!, steps.at(-1)! + 60, runSec - 60]) {
      const kept = ensembleStepsAround(answer, etaSec * 1000);
      expect(kept.elements[0]!.data!.length).toBeLessThanOrEqual(4);
      for (const element of ['windSpeed', 'significantWaveHeight']) {
        expect(elementStatisticsAt(kept, element, etaSec * 1000)).toEqual(elementStatisticsAt(answer, element, etaSec * 1000));
      }
    }
    expect(ensembleStepsAround(answer, runSec * 1000).elements[2]).toEqual(answer.elements[2]);
  });
});
