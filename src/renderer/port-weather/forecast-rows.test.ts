import { describe, expect, it } from 'vitest';
import type { WeatherForecast } from '../../shared/service/weather';
import { climateRows, periodOfDate } from './climate-period';
import { forecastRows, isAroundMark, minutelySummary, placeClock } from './forecast-rows';
import { legacyErrorWords } from './legacy-error-words';

const t0 = Date.UTC(2026, 10, 25, 12) / 1000;
const clock = { name: 'Rotterdam', lon: 4.1, timeZone: 'Europe/Amsterdam' };

describe('forecast rows at a place', () => {
  it('converts km/h to knots and marks the hours around the ETD', () => {
    const forecast = {
      currently: { time: t0, windSpeed: 37.04 },
      hourly: [0, 1, 2, 3, 4, 5].map((h) => ({ time: t0 + h * 3600, windSpeed: 18.52, windGust: 37.04, pressure: 1012 })),
      daily: [{ time: t0 - 12 * 3600, windSpeed: 10 }],
    } as unknown as WeatherForecast;
    const rows = forecastRows(forecast, clock, (t0 + 5 * 3600) * 1000);
    expect(rows.current?.windKn).toBeCloseTo(20, 6);
    expect(rows.hourly[0]?.windKn).toBeCloseTo(10, 6);
    expect(rows.hourly.map((row) => row.marked)).toEqual([false, false, true, true, true, true]);
    expect(rows.daily[0]?.marked).toBe(true);
    expect(rows.hourly[0]?.local).toBe('25 Nov 13:00 (UTC+1, Rotterdam)');
    // No zone known (a point picked at sea): the ship's time, said to be the nautical zone's.
    expect(forecastRows(forecast, { ...clock, timeZone: null }, null).hourly[0]?.local).toBe('25 Nov 12:00 (UTC+0, nautical zone)');
    // A point picked at sea keeps the ship's time, whatever zone the service names for it; a port its own.
    expect(placeClock({ name: 'Point 44°42.931\'N 029°42.422\'W', lon: -29.7, role: 'picked on the chart', timeZone: null }, 'Atlantic/Azores').timeZone).toBeNull();
    expect(placeClock({ name: 'Lisboa', lon: -9.1, role: 'arrival port', timeZone: null }, 'Europe/Lisbon').timeZone).toBe('Europe/Lisbon');
  });

  it('keeps what the service left out far at sea as missing, and says there is no minutely block', () => {
    const atSea = { currently: { time: t0, windSpeed: 30 }, hourly: [{ time: t0, windSpeed: 30 }] } as unknown as WeatherForecast;
    const rows = forecastRows(atSea, clock, null);
    expect(rows.current?.gustKn).toBeNull();
    expect(rows.hourly[0]?.precipMmH).toBeNull();
    expect(rows.minutely).toBeNull();
    expect(minutelySummary(rows.minutely)).toBeNull();
    const rain = [0, 1, 2].map((minute) => ({ timeMs: (t0 + 60 * minute) * 1000, precipMmH: minute === 0 ? 0 : 1.24 * minute, precipProbability: 0.8, precipType: 'Rain' }));
    expect(minutelySummary(rain)).toBe('Rain from 12:01Z, at most 2.5 mm/h.');
    expect(rows.dayparts).toEqual([]);
  });

  it('marks a whole day or daypart when the ETA falls inside it, an hour only within 3 h', () => {
    expect(isAroundMark(0, 86_400_000, 86_399_999)).toBe(true);
    expect(isAroundMark(0, 86_400_000, 86_400_000)).toBe(false);
    expect(isAroundMark(0, 3_600_000, 3 * 3_600_000)).toBe(true);
    expect(isAroundMark(0, 3_600_000, 3 * 3_600_000 + 1)).toBe(false);
  });
});

describe('climate periods', () => {
  it('finds the month, half month and ten days holding a date', () => {
    const date = Date.UTC(2026, 11, 15, 18);
    expect(periodOfDate(date, 'month')).toEqual({ month: 12, period: 1 });
    expect(periodOfDate(date, 'half_month')).toEqual({ month: 12, period: 1 });
    expect(periodOfDate(date, 'ten_days')).toEqual({ month: 12, period: 2 });
    expect(periodOfDate(Date.UTC(2026, 11, 31), 'ten_days')).toEqual({ month: 12, period: 3 });
  });

  it('reads climate wind as m/s and marks the period of the ETA', () => {
    const rows = climateRows({ period: 'half_month', periods: [{ month: 12, period: 1, windSpeed: 10 }, { month: 12, period: 2, windSpeed: 5 }], latitude: 38.7, longitude: -9.1 } as never, 'half_month', Date.UTC(2026, 11, 20));
    expect(rows.map((row) => row.marked)).toEqual([false, true]);
    expect(rows[0]?.windKn).toBeCloseTo(19.438, 3);
    expect(rows[1]?.words).toBe('second half of December');
  });
});

describe('legacy forecast errors in words', () => {
  it('names 404 and 400 with the service words', () => {
    expect(legacyErrorWords({ message: 'x', details: { status: 404, serviceMessage: 'location not found' } })).toMatch(/knows no place here \(404, location not found\).*"location not found"/);
    expect(legacyErrorWords({ message: 'x', details: { status: 400, serviceMessage: 'latitude out of range' } })).toMatch(/refused the request as bad \(400\).*latitude out of range/);
  });
});
