import fs from 'node:fs';
import { parseWorldPortIndex, type WorldPort } from '../../shared/ports/world-port-index';
import { resourceFile } from '../resource-file';

/** A route end this near a port of the index is that port's berth. */
export const BERTH_RADIUS_NM = 3;

export interface BerthPorts {
  /** The index's port nearest the position within BERTH_RADIUS_NM, or null. */
  portAt(lat: number, lon: number): WorldPort | null;
}

export function readWorldPortIndex(): WorldPort[] {
  return parseWorldPortIndex(fs.readFileSync(resourceFile('world-port-index', 'ports.csv'), 'utf8'));
}

export function createBerthPorts(ports: readonly WorldPort[]): BerthPorts {
  return {
    portAt(lat, lon) {
      let best: WorldPort | null = null;
      let bestNm = BERTH_RADIUS_NM;
      const cosLat = Math.cos((lat * Math.PI) / 180);
      for (const port of ports) {
        const dLat = (port.lat - lat) * 60;
        if (Math.abs(dLat) > bestNm) continue;
        const dLon = ((((port.lon - lon + 540) % 360) - 180) * 60) * cosLat;
        const distanceNm = Math.hypot(dLat, dLon);
        if (distanceNm <= bestNm) {
          best = port;
          bestNm = distanceNm;
        }
      }
      return best;
    },
  };
}
