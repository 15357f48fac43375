/**
 * Unit conversion for the timeseries elements: each element has a base unit in which the fields
 * give it, and a list of units it may be asked in.
 */

export type Quantity = 'speed' | 'temperature' | 'height' | 'distance' | 'plain';

export const unitsByQuantity: Record<Quantity, readonly string[]> = {
  speed: ['km/h', 'm/s', 'kn', 'mph', 'bft'],
  temperature: ['C', 'F', 'K'],
  height: ['m', 'ft'],
  distance: ['m', 'km', 'nm'],
  plain: [],
};

const beaufortLimitsMs = [0.3, 1.6, 3.4, 5.5, 8, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7];

/** Converts from the base unit (m/s, C, m) to the unit asked for. */
export function convert(value: number, quantity: Quantity, unit: string): number {
  switch (quantity) {
    case 'speed':
      if (unit === 'km/h') return value * 3.6;
      if (unit === 'kn') return value / 0.514444;
      if (unit === 'mph') return value * 2.236936;
      if (unit === 'bft') return beaufortLimitsMs.filter((limit) => value >= limit).length;
      return value;
    case 'temperature':
      if (unit === 'F') return value * 1.8 + 32;
      if (unit === 'K') return value + 273.15;
      return value;
    case 'height':
      return unit === 'ft' ? value * 3.28084 : value;
    case 'distance':
      if (unit === 'km') return value / 1000;
      if (unit === 'nm') return value / 1852;
      return value;
    default:
      return value;
  }
}
