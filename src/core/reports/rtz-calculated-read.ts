import type { CalculatedScheduleElement } from '../../shared/voyage/route-file';
import type { XmlTree } from './parse-messages';
import { fileNumber, fileTimeUtcMs } from './route-draft';
import type { RtzWaypointIds } from './rtz-waypoint-ids';
import { attribute, childElement, childElements } from './xml-tree';

/**
 * The calculated part of an RTZ schedule: times, speed, true wind and current at each waypoint.
 * It is what a routing system (Passage included) worked out, so it is read for what it says but
 * never refuses a route for a figure out of range: a negative speed is left out, a direction is
 * taken modulo 360.
 */
const speedAttributes = { speed: 'speedKn', windSpeed: 'windSpeedKn', currentSpeed: 'currentSpeedKn' } as const;
const directionAttributes = { windDirection: 'windDirectionDeg', currentDirection: 'currentDirectionDeg' } as const;

export function readCalculatedSchedule(schedule: XmlTree | undefined, ids: RtzWaypointIds, fileName: string): CalculatedScheduleElement[] {
  const calculated = childElement(schedule, 'calculated');
  return childElements(calculated, 'scheduleElement').flatMap((element, position) => {
    const waypointId = attribute(element, 'waypointId') ?? '';
    const where = `calculated schedule element ${position + 1} (waypointId ${waypointId.slice(0, 20)})`;
    const waypointIndex = ids.indexOf(waypointId, where);
    if (waypointIndex === undefined) return [];
    const read: CalculatedScheduleElement = { waypointIndex };
    const etd = attribute(element, 'etd');
    const eta = attribute(element, 'eta');
    if (etd !== undefined) read.etdUtcMs = fileTimeUtcMs(etd, 'etd', where, fileName);
    if (eta !== undefined) read.etaUtcMs = fileTimeUtcMs(eta, 'eta', where, fileName);
    for (const [name, field] of Object.entries(speedAttributes)) {
      const value = fileNumber(attribute(element, name), name, where, fileName);
      if (value !== undefined && value >= 0) read[field] = value;
    }
    for (const [name, field] of Object.entries(directionAttributes)) {
      const value = fileNumber(attribute(element, name), name, where, fileName);
      if (value !== undefined) read[field] = ((value % 360) + 360) % 360;
    }
    return read;
  });
}
