import { describe, expect, it } from 'vitest';
import { forecastEnd, forecastEndWords } from './forecast-end';

const hourMs = 3_600_000;
const etdUtcMs = Date.UTC(2026, 11, 8, 0);
const points = [0, 24, 48, 72].map((hours) => ({ timeUtcMs: etdUtcMs + hours * hourMs }));
const element = (values: (number | null)[]) => ({ key: 'windSpeed10m', label: 'Wind', model: 'demo', unit: 'kn', serviceUnit: 'kn', values, error: null });

describe('where the forecast ends along the route', () => {
  it('tells the exceedance list, in words, that nothing is known after the last forecast step', () => {
    // Positions past the service's last step come back with null values; a second element ends earlier.
    const end = forecastEnd({ points, etaUtcMs: etdUtcMs + 72 * hourMs, elements: [element([10, 12, 14, null]), element([10, 12, null, null])] });
    expect(end).toEqual({ timeUtcMs: Date.UTC(2026, 11, 10, 0), hoursBeforeArrival: 24 });
    expect(forecastEndWords(end!)).toBe('The forecast ends 10 Dec 00Z, 24 h before the arrival: nothing is known of the weather after it here, and no exceedance is found there.');
  });

  it('says nothing when the forecast reaches the arrival', () => {
    expect(forecastEnd({ points, etaUtcMs: etdUtcMs + 72 * hourMs, elements: [element([10, 12, 14, 16])] })).toBeNull();
  });
});
