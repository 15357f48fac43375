import { describe, expect, it } from 'vitest';
import { shippingElementInfo, shippingElementKeys, shippingModelKeyAliases, shippingModels } from './shipping-models';

describe('shipping element table', () => {
  it('lists each element of the spec table once, in exactly one model', () => {
    const fromTable = Object.values(shippingModels).flatMap((elements) => elements.map((entry) => entry.element));
    expect(new Set(fromTable).size).toBe(fromTable.length);
    expect([...fromTable].sort()).toEqual([...shippingElementKeys].sort());
    expect(fromTable).toHaveLength(26);
  });

  it('flags the three tidal elements of ncep-rtofs as unavailable, and nothing else', () => {
    const unavailable = Object.entries(shippingModels).flatMap(([model, elements]) =>
      elements.filter((entry) => !entry.available).map((entry) => `${model}:${entry.element}`),
    );
    expect(unavailable).toEqual([
      'ncep-rtofs:tidalCurrentSpeedSurface',
      'ncep-rtofs:tidalCurrentDirectionSurface',
      'ncep-rtofs:tidalSeaSurfaceHeight',
    ]);
  });

  it('knows the unit and model of an element, and maps mercator to mercator-bio', () => {
    expect(shippingElementInfo('windSpeed10m')).toEqual({ model: 'ecmwfhresglobal', unit: 'km/h', available: true });
    expect(shippingElementInfo('currentSpeedSurface')).toEqual({ model: 'ncep-rtofs', unit: 'km/h', available: true });
    expect(shippingElementInfo('chlorophyll').unit).toBe('mg/m3');
    expect(shippingModelKeyAliases.mercator).toBe('mercator-bio');
  });
});
