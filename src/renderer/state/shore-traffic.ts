import type { TrafficNearPort } from '../../shared/traffic/traffic-near-port';
import { createExternalStore } from './external-store';

/**
 * Road traffic near the port the Shore tab shows, for the chart's traffic layer to draw: the
 * tab reads and joins the feeds, the layer only draws what is here (a layer never reads a tab).
 */
export interface ShoreTraffic {
  port: { name: string; lat: number; lon: number } | null;
  events: readonly TrafficNearPort[];
}

export const shoreTraffic = createExternalStore<ShoreTraffic>({ port: null, events: [] });
