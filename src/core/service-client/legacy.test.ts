import { describe, expect, it } from 'vitest';
import type { LegacyForecast } from '../../shared/service/legacy';
import { legacyForecastInV1Units, precipTypeInV1 } from './legacy';

const raw: LegacyForecast = {
  latitude: 51.9,
  longitude: 4.5,
  location: 'Rotterdam',
  country: 'NL',
  timezone: 'Europe/Amsterdam',
  currently: { time: 1_740_000_000, windSpeed: 10, windGust: 15, temperature: 4, isForecast: false },
  minutely: [{ time: 1_740_000_000, precipType: 'mix', precipIntensity: 0.4 }],
  hourly: [{ time: 1_740_000_000, windSpeed: 5, precipType: 'ice' }, { time: 1_740_003_600 }],
  daily: [{ time: 1_739_990_000, windSpeed: 2.5, precipType: 'snow', precipSum: 3 }],
};

describe('legacy forecast in v1 units', () => {
  it('converts wind from m/s to km/h and leaves other units alone', () => {
    const v1 = legacyForecastInV1Units(raw);
    expect(v1.currently.windSpeed).toBeCloseTo(36);
    expect(v1.currently.windGust).toBeCloseTo(54);
    expect(v1.currently.temperature).toBe(4);
    expect(v1.hourly[0]?.windSpeed).toBeCloseTo(18);
    expect(v1.daily[0]?.windSpeed).toBeCloseTo(9);
    expect(v1.daily[0]?.precipSum).toBe(3);
  });

  it('maps ice and mix to sleet, keeps rain and snow', () => {
    expect(precipTypeInV1('rain')).toBe('rain');
    expect(precipTypeInV1('snow')).toBe('snow');
    expect(precipTypeInV1('ice')).toBe('sleet');
    expect(precipTypeInV1('mix')).toBe('sleet');
    const v1 = legacyForecastInV1Units(raw);
    expect(v1.minutely[0]?.precipType).toBe('sleet');
    expect(v1.hourly[0]?.precipType).toBe('sleet');
  });

  it('leaves missing keys missing instead of inventing zeros', () => {
    const v1 = legacyForecastInV1Units(raw);
    expect(v1.hourly[1]).toEqual({ time: 1_740_003_600 });
    expect('windSpeed' in (v1.hourly[1] ?? {})).toBe(false);
  });
});
