import type { OperationAnswer, OperationName } from './endpoints';
import { weatherForecastExample } from './weather-examples';

/**
 * One small, spec-shaped 200 body per operation, typed against the response schemas. The schema
 * tests parse them; the demo service and the client may use them as fixtures.
 */

const t0 = 1_750_000_000;

const catalogueEntry = {
  id: 'ecmwf-wam',
  beta: false,
  name: 'ECMWF WAM',
  type: 'deterministic',
  region: 'Global',
  maxzoom: 7,
  offsets: [0, 3, 6],
  category: 'wave',
  elements: [
    { id: 'waveHeight', name: 'Wave height', units: ['m', 'ft'], levels: [], unitDefault: 'm' },
    { id: 'waveDirection', name: 'Wave direction', units: [], levels: [] },
  ],
  runtimes: [t0 - 43_200, t0],
  sequence: 'seq:[0:3:144]',
  institute: 'ECMWF',
  resolution: '0.125°',
  boundingbox: { east: 180, west: -180, north: 90, south: -90 },
  runtimeLast: t0,
  runtimesHours: [0, 12],
  regionCategory: 'global',
};

const pallete = { colors: ['rgba(0,0,255,1)', 'rgba(255,0,0,1)'], labels: [0, 5], values: [0, null] };

const ensembleValue = {
  max: 2.4,
  min: 1.1,
  mean: 1.7,
  median: 1.6,
  control: 1.65,
  percentile10: 1.2,
  percentile90: 2.2,
  member0: 1.5,
  member1: 1.9,
};

const speed = { kph: 120, kts: 65, mph: 75, mps: 33 };
const stormConditions = {
  pressure: { in: 28.9, mb: 980 },
  gustSpeed: speed,
  windSpeed: { kph: 100, kts: 54, mph: 62, mps: null },
  movementSpeed: { kph: 15, kts: 8, mph: 9, mps: 4 },
  movementDirection: { text: 'NW', degrees: 315 },
};

export const responseExamples: { [N in OperationName]: OperationAnswer<N> } = {
  geoSearch: [
    {
      name: 'Rotterdam',
      country: { code: 'NL', name: 'Netherlands' },
      latitude: 51.92,
      longitude: 4.48,
      timezone: 'Europe/Amsterdam',
      continent: { name: 'Europe' },
    },
  ],
  geoNearby: [
    {
      name: 'Hoek van Holland',
      country: { code: 'NL', name: 'Netherlands' },
      latitude: 51.98,
      longitude: 4.13,
      timezone: 'Europe/Amsterdam',
      continent: { name: 'Europe' },
    },
  ],
  weatherForecast: weatherForecastExample,
  weatherRadar: {
    bbox: { east: 4.6, west: 4.3, north: 52, south: 51.8, zoom: 10 },
    layers: [
      { time: t0, type: 'forecast', image: { url: 'https://radar.example/0.png', format: 'png' }, offset: 0 },
      { time: t0 + 300, type: 'forecast', image: { url: 'https://radar.example/5.png', format: 'png' }, offset: 5 },
    ],
  },
  weatherClimate: {
    period: 'month',
    periods: [
      {
        month: 1,
        period: 1,
        windGust: 14,
        windSpeed: 7,
        sunshineHours: 60,
        temperatureLow: 1,
        temperatureHigh: 6,
        precipitationSum: 70,
      },
    ],
    latitude: '51.92',
    longitude: '4.48',
  },
  weatherTimeseriesPoint: {
    model: 'ecmwf-hres',
    runtime: t0,
    elements: [
      {
        data: [
          { time: t0, value: 7.5 },
          { time: t0 + 3600, value: null },
        ],
        unit: 'm/s',
        level: '10m',
        element: 'windSpeed',
        pallete,
      },
    ],
  },
  weatherTimeseriesRoute: {
    model: 'ecmwf-hres',
    speed: { ms: 6.94, kmh: 25 },
    runtime: t0,
    elements: [
      {
        data: [
          { lat: 51.9, lon: 4.1, time: t0, value: 7.5, offset: 0, distance: 0, offsetTime: t0 },
          { lat: 52.4, lon: 3.2, time: t0 + 3600 * 3, value: 8.1, offset: 3, distance: 79_000.5, offsetTime: t0 + 3600 * 3 },
        ],
        unit: 'm/s',
        level: '10m',
        element: 'windSpeed',
      },
    ],
  },
  weatherTimeseriesModels: { models: [catalogueEntry], modelCount: 1 },
  weatherEnsembleModels: { models: [{ ...catalogueEntry, members: 51 }], modelCount: 1 },
  weatherEnsemblePoint: {
    model: 'ecmwf-ens',
    runtime: t0,
    elements: [
      { data: [{ time: t0, value: ensembleValue }], unit: 'm/s', level: null, element: 'windSpeed' },
      { error: 'element not available', element: 'gust', level: null },
    ],
    latitude: 51.92,
    longitude: 4.48,
  },
  weatherMapsModels: { models: [{ ...catalogueEntry, offsets: undefined, altId: 'wam' }] },
  weatherMapsLayers: {
    model: { id: 'ecmwf-wam', run: t0, name: 'ECMWF WAM', category: 'wave' },
    layers: [{ datetime: '20250615T06:00:00Z', imageUrl: 'https://maps.example/1.png', timestamp: t0 }],
  },
  marineTimeseriesModels: { models: [catalogueEntry], modelCount: 1 },
  marineTimeseriesPoint: {
    model: 'ecmwf-wam',
    runtime: t0,
    elements: [
      {
        data: [{ time: t0, value: 1.4 }],
        unit: 'm',
        level: null,
        element: 'waveHeight',
        pallete,
      },
    ],
    latitude: 52,
    longitude: 3,
  },
  marineTimeseriesRoute: {
    model: 'ecmwf-wam',
    speed: { ms: 8.23, kmh: 29.63, kts: 16 },
    runtime: t0,
    elements: [
      {
        data: [
          { lat: 51.9, lon: 4.1, time: t0, value: null, offset: 0, distance: 0, offsetTime: t0 },
          { lat: 52.4, lon: 3.2, time: t0 + 3600 * 3, value: 1.6, offset: 1, distance: 79_000, offsetTime: t0 + 3600 * 3 },
        ],
        unit: 'm',
        level: '',
        element: 'waveHeight',
      },
    ],
  },
  marineEnsembleModels: { models: [{ ...catalogueEntry, members: 51 }], modelCount: 1 },
  marineEnsemblePoint: {
    model: 'ecmwf-wam-ens',
    runtime: t0,
    elements: [{ data: [{ time: t0, value: ensembleValue }], unit: 'm', level: null, element: 'waveHeight' }],
    latitude: 52,
    longitude: 3,
  },
  shippingPoint: {
    lat: 52,
    lon: 3,
    times: [t0, t0 + 3600],
    models: [
      { key: 'ecmwfwamglobal', range: { from: t0, to: t0 + 86_400 * 10 }, runtime: t0 - 3600 },
      { key: 'ncep-rtofs', error: 'model unavailable' },
    ],
    elements: [
      {
        key: 'significantWaveHeight',
        data: [
          { time: t0, value: 1.4, offset: 0, offsetTime: t0 },
          { time: t0 + 3600, value: 1.5, offset: 1, offsetTime: t0 + 3600 },
        ],
      },
    ],
  },
  shippingRoute: {
    start: t0,
    models: [
      { key: 'ecmwfwamglobal', range: { from: t0, to: t0 + 86_400 * 10 }, runtime: t0 - 3600 },
      { key: 'mercator', range: { from: t0, to: t0 + 86_400 * 5 }, runtime: t0 - 86_400 },
    ],
    points: [
      { lat: 51.9, lon: 4.1, time: t0, type: 'waypoint', speed: 16, distance: 0, distanceTime: 0 },
      { lat: 52.1, lon: 3.7, time: t0 + 3600, type: 'timestep', speed: null, distance: 29_632, distanceTime: 3600 },
    ],
    routing: 'rhumb',
    elements: [
      {
        key: 'significantWaveHeight',
        data: [
          { lat: 51.9, lon: 4.1, kind: 'waypoint', time: t0, value: 1.4, offset: 0, offsetTime: t0, waypointIndex: 0 },
          { lat: 52.1, lon: 3.7, kind: 'timestep', time: t0 + 3600, value: 1.5, offset: 1, offsetTime: t0 + 3600, waypointIndex: null },
        ],
        unit: 'm',
        label: 'Significant wave height',
        level: null,
        model: 'ecmwfwamglobal',
        element: 'significantWaveHeight',
      },
      {
        key: 'chlorophyll',
        data: [],
        unit: 'mg/m3',
        label: 'Chlorophyll',
        level: null,
        model: 'mercator',
        element: 'chlorophyll',
        error: 'a level is required',
      },
    ],
  },
  portList: {
    ports: [
      { id: 1, name: 'Rotterdam', size: 'large', country: 'Netherlands', latitude: 51.95, longitude: 4.14 },
      { id: 2, name: 'Scheveningen', size: 'small', country: 'Netherlands', latitude: 52.1, longitude: 4.26 },
    ],
  },
  storms: {
    storms: [
      {
        id: '2025WP07',
        name: 'Typhoon Example',
        nameShort: 'Example',
        category: 'TY',
        cone: [
          [
            [130, 20],
            [131, 21],
            [129, 21],
          ],
        ],
        path: [
          { name: 'Typhoon Example', nameShort: 'Example', category: 'TY', latitude: 20, longitude: 130, timestamp: t0, ...stormConditions },
          { name: 'Typhoon Example', nameShort: 'Example', category: 'TS', latitude: null, longitude: null, timestamp: null, ...stormConditions },
        ],
        current: stormConditions,
      },
    ],
  },
  trafficOverview: {
    events: [
      {
        type: 'file',
        cause: '',
        trend: 'INCREASED',
        roadName: 'A13',
        causeType: 'congestion',
        startTime: '2025-06-15T07:30:00Z',
        roadNumber: 'A13',
        description: 'Stilstaand verkeer',
        startLocation: 'Delft',
        endLocation: 'Rotterdam',
        queueLength: 4000,
        delayMinutes: 12,
      },
    ],
    summary: { jams: 1, events: 1, length: 4000, updated: '2025-06-15T07:35:00Z' },
  },
  trafficGeo: {
    type: 'FeatureCollection',
    updated: t0 * 1000,
    features: [
      {
        id: 'NLRWS_1',
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: [[4.3, 52.0], [4.4, 51.95]] },
        properties: {
          id: 'NLRWS_1',
          type: 'file',
          cause: '',
          trend: 'EQUAL',
          version: '3',
          roadName: 'A13',
          causeType: 'congestion',
          delayBand: 'BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES',
          startTime: '2025-06-15T07:30:00Z',
          roadNumber: 'A13',
          toLocation: 'Rotterdam',
          fromLocation: 'Delft',
          description: 'Stilstaand verkeer',
          queueLength: '4000',
          versionTime: '2025-06-15T07:34:00Z',
          presentationType: 'stationary',
        },
      },
      {
        id: 'NLRWS_2',
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [5.1, 52.1] },
        properties: {
          id: 'NLRWS_2',
          type: 'afsluiting',
          cause: 'werkzaamheden',
          version: '1',
          roadName: 'A12',
          causeType: 'carriagewayClosed',
          startTime: '2025-06-15T05:00:00Z',
          roadNumber: 'A12',
          toLocation: 'Utrecht',
          fromLocation: 'Gouda',
          description: 'Rijbaan dicht',
          versionTime: '2025-06-15T05:01:00Z',
          presentationType: 'closed',
        },
      },
    ],
  },
  transitPlannerSearch: {
    items: [
      {
        city: 'Amsterdam',
        name: 'Amsterdam Centraal',
        type: 'railStation',
        stopid: 'NL:S:asd',
        location: { latitude: 52.379, longitude: 4.9 },
      },
    ],
  },
  legacyForecast: {
    latitude: 51.92,
    longitude: 4.48,
    location: 'Rotterdam',
    country: 'NL',
    timezone: 'Europe/Amsterdam',
    currently: { time: t0, temperature: 14, windSpeed: 7, isForecast: true },
    minutely: [{ time: t0, precipIntensity: 0, precipType: 'mix' }],
    hourly: [{ time: t0, windSpeed: 7.1 }, {}],
    daily: [{ time: t0, precipSum: 2.5, precipType: 'ice', temperatureHigh: 17 }],
  },
};
