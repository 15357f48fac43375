import { describe, expect, it } from 'vitest';
import { navigatorUnitFor } from './forecast-element-units';

describe('navigatorUnitFor', () => {
  it('turns the service wind and current speeds into knots', () => {
    const kmh = navigatorUnitFor('windSpeed10m', 'km/h');
    expect(kmh.unit).toBe('kn');
    // 1 kn is exactly 1.852 km/h.
    expect(kmh.convert(1.852)).toBeCloseTo(1, 12);
    expect(kmh.convert(55.56)).toBeCloseTo(30, 10);
    const ms = navigatorUnitFor('currentSpeedSurface', 'm/s');
    expect(ms.convert(1852 / 3600)).toBeCloseTo(1, 12);
  });

  it('gives visibility in nautical miles but keeps heights in metres', () => {
    expect(navigatorUnitFor('visibility', 'm')).toMatchObject({ unit: 'nm', known: true });
    expect(navigatorUnitFor('visibility', 'm').convert(9260)).toBeCloseTo(5, 12);
    expect(navigatorUnitFor('visibility', 'km').convert(18.52)).toBeCloseTo(10, 12);
    const height = navigatorUnitFor('significantWaveHeight', 'm');
    expect(height.unit).toBe('m');
    expect(height.convert(3.7)).toBe(3.7);
  });

  it('gives pressure in hPa, temperatures in °C and directions in degrees true', () => {
    expect(navigatorUnitFor('meanSeaLevelPressure', 'Pa').convert(101_325)).toBeCloseTo(1013.25, 10);
    expect(navigatorUnitFor('meanSeaLevelPressure', 'hPa').unit).toBe('hPa');
    expect(navigatorUnitFor('airTemperature2m', 'C')).toMatchObject({ unit: '°C' });
    expect(navigatorUnitFor('airTemperature2m', 'K').convert(273.15)).toBeCloseTo(0, 12);
    expect(navigatorUnitFor('windDirection10m', 'degrees')).toMatchObject({ unit: '°T' });
    expect(navigatorUnitFor('meanPeriodSwell', 's').convert(11)).toBe(11);
  });

  it('takes the other units a timeseries model may answer in: feet, mph, nautical miles, Fahrenheit', () => {
    expect(navigatorUnitFor('significantWaveHeight', 'ft')).toMatchObject({ unit: 'm' });
    expect(navigatorUnitFor('significantWaveHeight', 'ft').convert(10)).toBeCloseTo(3.048, 12);
    // 1 mph is 1609.344 m an hour: 0.868976 kn.
    expect(navigatorUnitFor('windSpeed10m', 'mph').convert(100)).toBeCloseTo(86.8976, 4);
    expect(navigatorUnitFor('visibility', 'nm')).toMatchObject({ unit: 'nm' });
    expect(navigatorUnitFor('visibility', 'nm').convert(4.2)).toBe(4.2);
    expect(navigatorUnitFor('airTemperature2m', 'F').convert(212)).toBeCloseTo(100, 12);
  });

  it('keeps a unit it does not know as sent, and says so', () => {
    const unknown = navigatorUnitFor('chlorophyll', 'mg/m3');
    expect(unknown).toMatchObject({ unit: 'mg/m3', known: false });
    expect(unknown.convert(0.4)).toBe(0.4);
  });
});
