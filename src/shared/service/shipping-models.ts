/**
 * The spec's shipping element table: the fixed models the shipping endpoints use and the
 * elements each serves, with units as the service writes them.
 */
export type ShippingElement = {
  element: string;
  unit: string;
  /** false for elements the spec lists but the service cannot serve (the tidal ones). */
  available: boolean;
};

const available = (element: string, unit: string): ShippingElement => ({
  element,
  unit,
  available: true,
});
const unavailable = (element: string, unit: string): ShippingElement => ({
  element,
  unit,
  available: false,
});

export const shippingModels = {
  ecmwfhresglobal: [
    available('windSpeed10m', 'km/h'),
    available('windDirection10m', 'degrees'),
    available('windGust10m', 'km/h'),
    available('visibility', 'm'),
    available('meanSeaLevelPressure', 'hPa'),
    available('airTemperature2m', 'C'),
  ],
  ecmwfwamglobal: [
    available('significantWaveHeight', 'm'),
    available('meanWaveDirection', 'degrees'),
    available('meanWavePeriod', 's'),
    available('significantHeightSwell', 'm'),
    available('meanDirectionSwell', 'degrees'),
    available('meanPeriodSwell', 's'),
    available('secondaryPeriodSwell', 's'),
    available('significantHeightWindWaves', 'm'),
    available('meanDirectionWindWaves', 'degrees'),
    available('meanPeriodWindWaves', 's'),
    available('peakPeriodWindWaves', 's'),
  ],
  'ncep-rtofs': [
    available('seaSurfaceTemperature', 'C'),
    available('seaSurfaceSalinity', 'psu'),
    available('seaSurfaceHeight', 'm'),
    available('currentSpeedSurface', 'km/h'),
    available('currentDirectionSurface', 'degrees'),
    unavailable('tidalCurrentSpeedSurface', 'km/h'),
    unavailable('tidalCurrentDirectionSurface', 'degrees'),
    unavailable('tidalSeaSurfaceHeight', 'm'),
  ],
  'mercator-bio': [available('chlorophyll', 'mg/m3')],
} as const satisfies Record<string, readonly ShippingElement[]>;

export type ShippingModelKey = keyof typeof shippingModels;
export const shippingModelKeys = Object.keys(shippingModels) as ShippingModelKey[];

/**
 * In a route answer the biochemical model may be reported under the key mercator instead of
 * mercator-bio; the response schemas take any model key, and this maps it back.
 */
export const shippingModelKeyAliases: Readonly<Record<string, ShippingModelKey>> = {
  mercator: 'mercator-bio',
};

export const shippingElementKeys = [
  'windSpeed10m',
  'windDirection10m',
  'windGust10m',
  'visibility',
  'meanSeaLevelPressure',
  'airTemperature2m',
  'significantWaveHeight',
  'meanWaveDirection',
  'meanWavePeriod',
  'significantHeightSwell',
  'meanDirectionSwell',
  'meanPeriodSwell',
  'secondaryPeriodSwell',
  'significantHeightWindWaves',
  'meanDirectionWindWaves',
  'meanPeriodWindWaves',
  'peakPeriodWindWaves',
  'seaSurfaceTemperature',
  'seaSurfaceSalinity',
  'seaSurfaceHeight',
  'currentSpeedSurface',
  'currentDirectionSurface',
  'tidalCurrentSpeedSurface',
  'tidalCurrentDirectionSurface',
  'tidalSeaSurfaceHeight',
  'chlorophyll',
] as const;
export type ShippingElementKey = (typeof shippingElementKeys)[number];

/** The model that serves an element, and its unit. */
export function shippingElementInfo(
  element: ShippingElementKey,
): { model: ShippingModelKey; unit: string; available: boolean } {
  for (const model of shippingModelKeys) {
    const found = shippingModels[model].find((entry) => entry.element === element);
    if (found) return { model, unit: found.unit, available: found.available };
  }
  // Unreachable: shipping-models.test.ts proves every key sits in exactly one model.
  throw new Error(`unknown shipping element ${element}`);
}
