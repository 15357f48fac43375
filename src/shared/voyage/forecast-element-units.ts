import { kmhToKn, metresPerSecondToKn, metresToNm } from '../geo';

/**
 * From the units the service writes to the ones a navigator reads: wind and current in knots,
 * visibility in nautical miles, heights in metres, periods in seconds, pressure in hPa,
 * temperatures in °C, directions in degrees true. A unit Passage does not know is kept as it is
 * (and said so), never guessed.
 */
export interface NavigatorUnit {
  unit: string;
  convert: (value: number) => number;
  /** False when the service's unit was not recognised and the value is shown as sent. */
  known: boolean;
}

const same = (value: number): number => value;
const unitOf = (unit: string, convert: (value: number) => number): NavigatorUnit => ({ unit, convert, known: true });

/** Elements whose metres are a distance seen, not a height: shown in nautical miles. */
const distanceElements = new Set(['visibility']);

export function navigatorUnitFor(element: string, serviceUnit: string): NavigatorUnit {
  const unit = serviceUnit.trim();
  switch (unit.toLowerCase()) {
    case 'km/h':
    case 'kmh':
    case 'kph':
      return unitOf('kn', kmhToKn);
    case 'm/s':
      return unitOf('kn', metresPerSecondToKn);
    case 'kn':
    case 'kt':
    case 'kts':
    case 'knots':
      return unitOf('kn', same);
    case 'm':
      return distanceElements.has(element) ? unitOf('nm', metresToNm) : unitOf('m', same);
    case 'ft':
      return unitOf('m', (feet) => feet * 0.3048);
    case 'mph':
      return unitOf('kn', (mph) => (mph * 1609.344) / 1852);
    case 'nm':
      return distanceElements.has(element) ? unitOf('nm', same) : unitOf('m', (nm) => nm * 1852);
    case 'km':
      return distanceElements.has(element) ? unitOf('nm', (km) => metresToNm(km * 1000)) : unitOf('m', (km) => km * 1000);
    case 's':
      return unitOf('s', same);
    case 'hpa':
    case 'mb':
    case 'mbar':
      return unitOf('hPa', same);
    case 'pa':
      return unitOf('hPa', (pa) => pa / 100);
    case 'c':
    case '°c':
    case 'degc':
      return unitOf('°C', same);
    case 'f':
    case '°f':
      return unitOf('°C', (fahrenheit) => ((fahrenheit - 32) * 5) / 9);
    case 'k':
      return unitOf('°C', (kelvin) => kelvin - 273.15);
    case 'degrees':
    case 'deg':
    case '°':
      return unitOf('°T', same);
    default:
      return { unit, convert: same, known: false };
  }
}
