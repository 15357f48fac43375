import { greatCircleInverse } from '../geo';
import type { JoinedTrafficEvent } from './traffic-join';

/**
 * Road traffic that matters to a crew reaching the ship: events within a radius of the port,
 * nearest first (by the nearest point of the event's stretch). Which of them lie on the roads that
 * lead to the port, and the delay there per road: port-approach-roads.ts.
 */

export interface TrafficNearPort extends JoinedTrafficEvent {
  distanceNm: number;
}

/** Traffic listed near a port: within this distance (the Maasvlakte is 22 nm from Rotterdam's centre). */
export const trafficRadiusNm = 30;

export function trafficNearPort(events: readonly JoinedTrafficEvent[], port: { lat: number; lon: number }, radiusNm = trafficRadiusNm): TrafficNearPort[] {
  const near: TrafficNearPort[] = [];
  for (const event of events) {
    if (event.points.length === 0) continue;
    const distanceNm = Math.min(...event.points.map(([lat, lon]) => greatCircleInverse(port, { lat, lon }).distanceNm));
    if (distanceNm <= radiusNm) near.push({ ...event, distanceNm });
  }
  return near.sort((a, b) => a.distanceNm - b.distanceNm || (b.delayMinutes ?? 0) - (a.delayMinutes ?? 0));
}
