import type { OperationName } from '../service/endpoints';

/**
 * Models and operations as people say them. The service names its shipping models by key
 * (`ecmwfhresglobal`) and its operations by endpoint (`weatherTimeseriesRoute`); a navigator reads
 * "ECMWF HRES (wind, pressure)" and "Weather along a route". A key not listed here is shown as it
 * came, never hidden.
 */

const shippingModelNames: Record<string, string> = {
  ecmwfhresglobal: 'ECMWF IFS HRES',
  ecmwfwamglobal: 'ECMWF WAM',
  'ncep-rtofs': 'NCEP RTOFS',
  'mercator-bio': 'Mercator biogeochemistry',
  // The service may report the biochemical model under this shorter key (spec, shipping).
  mercator: 'Mercator biogeochemistry',
};

/** "ECMWF IFS HRES" for `ecmwfhresglobal`; an unknown key as it is. */
export function modelName(key: string): string {
  return shippingModelNames[key] ?? key;
}

// The two image fetches are ledger entries of their own (src/core/service-data/layer-image-fetch.ts):
// an image a layers or radar answer pointed at, costing no credits.
const operationWords: Record<OperationName | 'transitMixer' | 'weatherMapsLayerImage' | 'weatherRadarImage', string> = {
  geoSearch: 'Place search',
  geoNearby: 'Places nearby (port time zones)',
  weatherForecast: 'Weather forecast at a place',
  weatherRadar: 'Weather radar',
  weatherClimate: 'Climate at a place',
  weatherTimeseriesPoint: 'Weather model at a point',
  weatherTimeseriesRoute: 'Weather model along a route',
  weatherTimeseriesModels: 'Weather model catalogue',
  weatherEnsembleModels: 'Weather ensemble catalogue',
  weatherEnsemblePoint: 'Weather ensemble at a point',
  weatherMapsModels: 'Weather map catalogue',
  weatherMapsLayers: 'Weather map layers',
  weatherMapsLayerImage: 'Weather map layer image',
  weatherRadarImage: 'Weather radar image',
  marineTimeseriesModels: 'Marine model catalogue',
  marineTimeseriesPoint: 'Marine model at a point',
  marineTimeseriesRoute: 'Marine model along a route',
  marineEnsembleModels: 'Marine ensemble catalogue',
  marineEnsemblePoint: 'Marine ensemble at a point',
  shippingPoint: 'Shipping forecast at a point',
  shippingRoute: 'Shipping forecast along a route',
  portList: 'Port list',
  storms: 'Storms',
  trafficOverview: 'Road traffic overview',
  trafficGeo: 'Road traffic on the map',
  transitPlannerSearch: 'Transit place search',
  transitMixer: 'Transit journey planner',
  legacyForecast: 'Forecast (legacy interface)',
};

/** "Shipping forecast along a route" for `shippingRoute`; an unknown name as it is. */
export function operationName(operation: string): string {
  return (operationWords as Record<string, string>)[operation] ?? operation;
}

const transitPlaceTypes: Record<string, string> = { railStation: 'station', busStop: 'bus stop', tramStop: 'tram stop', address: 'address' };

/** "station" for the planner search's `railStation`, "bus stop" for `busStop`; another type in words ("ferryStop" → "ferry stop"). */
export function transitPlaceTypeWords(type: string): string {
  return transitPlaceTypes[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
