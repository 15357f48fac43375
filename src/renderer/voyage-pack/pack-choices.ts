import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { ModelAlongRoute } from '../../shared/voyage/model-along-route';
import type { PackChoicesInput, PackLayer, PackPlace } from '../../shared/voyage/voyage-pack';

/**
 * What the open voyage's tabs show beyond the saved voyage, as the pack's choices: the models the
 * Forecast tab compares, the chart's weather layer, the end ports the Route tab's port weather
 * offers, the ports whose clocks the route table reads. The pack then asks exactly those.
 */

export interface PackChoiceSources {
  voyageId: string;
  compared: readonly ServiceAnswer<ModelAlongRoute>[];
  /** The chart's layer choice (model and element picked), null when none is picked. */
  layer: { modelId: string | null; elementId: string | null; level: string | null; unit: string | null } | null;
  places: readonly (PackPlace | null)[];
  namedPorts: readonly ({ latitude: number; longitude: number } | null)[];
  untickedItemIds: readonly string[];
  /** Items unticked by default (the routing's fields) the navigator ticked. */
  tickedItemIds?: readonly string[];
  /** The departures the Forecast tab's "Best departure" compares. */
  departureWindow: { everyHours: number; windowHours: number };
}

/** Tile zoom of a packed layer over a route's box: a few hundred pixels a side for an ocean passage. */
export const packLayerZoom = 4;

export function packLayerOf(layer: PackChoiceSources['layer']): PackLayer | null {
  if (layer === null || layer.modelId === null || layer.elementId === null) return null;
  return { model: layer.modelId, element: layer.elementId, zoom: packLayerZoom, ...(layer.level === null ? {} : { level: layer.level }), ...(layer.unit === null ? {} : { unit: layer.unit }) };
}

export function packChoicesFor(sources: PackChoiceSources): PackChoicesInput {
  const layer = packLayerOf(sources.layer);
  const ports = sources.namedPorts.filter((port): port is { latitude: number; longitude: number } => port !== null);
  return {
    voyageId: sources.voyageId,
    comparedModels: sources.compared.map((answer) => ({ area: answer.value.area, model: answer.value.model.id, compare: answer.value.elements.map((element) => element.key) })),
    layers: layer === null ? [] : [layer],
    places: sources.places.filter((place): place is PackPlace => place !== null),
    portsNamed: [...new Map(ports.map((port) => [`${port.latitude},${port.longitude}`, { lat: port.latitude, lon: port.longitude }])).values()],
    departureWindow: { everyHours: sources.departureWindow.everyHours, windowHours: sources.departureWindow.windowHours },
    untickedItemIds: [...sources.untickedItemIds],
    tickedItemIds: [...(sources.tickedItemIds ?? [])],
  };
}
