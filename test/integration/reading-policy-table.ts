import type { OperationName } from '../../src/shared/service/endpoints';
import { fieldName, fieldPaths, type FieldEdit, type FieldPath } from './answer-fields';

/**
 * The reading policy (src/shared/service/README.md) as a property: an answer with any of its
 * optional fields left out or set to null is read, whole, without an exception. What each
 * operation may require is this table: a time, a position, the value itself, an id or name to ask
 * or show by, and the lists that hold them. A schema that requires more fails the first test.
 */
// A catalogue is { models } or the list of models itself (the vendor's components read both).
const catalogue = ['models', 'models[].id', 'models[].elements[].id', '[].id', '[].elements[].id'];

export const requiredByPolicy: { [N in OperationName]: readonly string[] } = {
  geoSearch: ['[].name', '[].latitude', '[].longitude'],
  // One place (the vendor's examples) or a list of them (the spec).
  geoNearby: ['[].name', '[].latitude', '[].longitude', 'name', 'latitude', 'longitude'],
  weatherForecast: ['currently.time', 'minutely[].time', 'hourly[].time', 'daily[].time', 'daypartly[].time'],
  // The frames are images of an area: without the area's edges they cannot be placed.
  weatherRadar: ['bbox.east', 'bbox.west', 'bbox.north', 'bbox.south', 'layers', 'layers[].time', 'layers[].image', 'layers[].image.url'],
  weatherClimate: ['periods', 'periods[].month'],
  weatherTimeseriesPoint: ['elements', 'elements[].element', 'elements[].data', 'elements[].data[].time', 'elements[].data[].value'],
  marineTimeseriesPoint: ['elements', 'elements[].element', 'elements[].data', 'elements[].data[].time', 'elements[].data[].value'],
  weatherTimeseriesRoute: ['elements', 'elements[].element', 'elements[].data', 'elements[].data[].lat', 'elements[].data[].lon', 'elements[].data[].time', 'elements[].data[].value'],
  marineTimeseriesRoute: ['elements', 'elements[].element', 'elements[].data', 'elements[].data[].lat', 'elements[].data[].lon', 'elements[].data[].time', 'elements[].data[].value'],
  weatherTimeseriesModels: catalogue,
  weatherEnsembleModels: catalogue,
  weatherMapsModels: catalogue,
  marineTimeseriesModels: catalogue,
  marineEnsembleModels: catalogue,
  // An element carries its data or, instead, the service's error: one of the two is required.
  weatherEnsemblePoint: ['elements', 'elements[].element', 'elements[].data', 'elements[].error', 'elements[].data[].time', 'elements[].data[].value'],
  marineEnsemblePoint: ['elements', 'elements[].element', 'elements[].data', 'elements[].error', 'elements[].data[].time', 'elements[].data[].value'],
  weatherMapsLayers: ['layers', 'layers[].imageUrl', 'layers[].timestamp'],
  shippingPoint: ['models[].key', 'elements', 'elements[].key', 'elements[].data', 'elements[].data[].time', 'elements[].data[].value'],
  shippingRoute: ['models[].key', 'points[].lat', 'points[].lon', 'points[].time', 'elements', 'elements[].key', 'elements[].data', 'elements[].data[].lat', 'elements[].data[].lon', 'elements[].data[].time', 'elements[].data[].value'],
  // Size is how the chart layers and filters ports (the World Port Index grades every port).
  portList: ['ports', 'ports[].id', 'ports[].name', 'ports[].size', 'ports[].latitude', 'ports[].longitude'],
  storms: ['storms', 'storms[].id', 'storms[].name'],
  trafficOverview: ['events', 'events[].description'],
  trafficGeo: ['features', 'features[].geometry', 'features[].geometry.type', 'features[].geometry.coordinates'],
  transitPlannerSearch: ['items[].location.latitude', 'items[].location.longitude'],
  legacyForecast: ['latitude', 'longitude'],
};

/** Required, but null is the service's word for "no value" (policy: the value itself, null allowed). */
const nullMeansNoValue = /(^|\.)value$/;

export function editsAllowed(operation: OperationName, answer: unknown): FieldEdit[] {
  const required = new Set(requiredByPolicy[operation]);
  return fieldPaths(answer).flatMap((path: FieldPath): FieldEdit[] => {
    if (typeof path.at(-1) === 'number') return [];
    const name = fieldName(path);
    if (required.has(name)) return nullMeansNoValue.test(name) ? [{ path, how: 'null' }] : [];
    return [
      { path, how: 'remove' },
      { path, how: 'null' },
    ];
  });
}

