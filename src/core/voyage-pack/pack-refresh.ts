import type { OperationName, OperationQuery } from '../../shared/service/endpoints';
import { layerImageOperation } from '../../shared/service/image-operations';
import type { ServiceData } from '../service-data/service-data';
import type { PackRequestRow } from '../store/voyage-pack-table';

/**
 * What fetching a pack's stale items again would cost, by the pack's own estimate: each request's
 * credits as the cache sees it now (a fresh answer costs nothing), a question two items share
 * counted once, and the bytes the pack expects for what must come over the link; a layer's step
 * images come only when its listing must (a new run names new steps).
 */
export function refreshCost(serviceData: ServiceData, requests: readonly PackRequestRow[]): { creditsToSpend: number; bytesEstimated: number } {
  const seen = new Set<string>();
  const listingsAsked = new Set<string>();
  let creditsToSpend = 0;
  let bytesEstimated = 0;
  for (const request of requests) {
    if (request.operation === layerImageOperation) continue;
    const key = `${request.operation}?${request.query_json}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const credits = serviceData.creditsToFetch(request.operation as OperationName, JSON.parse(request.query_json) as OperationQuery<OperationName>);
    if (credits === 0) continue;
    creditsToSpend += credits;
    bytesEstimated += request.bytes_estimated;
    if (request.operation === 'weatherMapsLayers') listingsAsked.add(request.item_id);
  }
  for (const request of requests) {
    if (request.operation === layerImageOperation && listingsAsked.has(request.item_id)) bytesEstimated += request.bytes_estimated;
  }
  return { creditsToSpend, bytesEstimated };
}
