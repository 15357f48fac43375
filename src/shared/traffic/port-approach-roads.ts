import { notGiven } from '../format/quantity-format';
import { formatDuration } from '../time/time-format';
import { isClosure } from './traffic-delay';
import type { TrafficNearPort } from './traffic-near-port';

/**
 * The delay on the roads that lead to a port, as a shipping office means it: not every jam within
 * reach, but the roads between the port and the motorway network, each said on its own.
 *
 * An event is on an approach road when it lies within `portRoadsWithinNm` of the port, whatever
 * the road (the port's own roads out of the gate), or on one of the port's named approach roads
 * (`namedApproachRoads`, the roads the port's traffic takes to reach the network) within
 * `approachRoadReachNm`. Elsewhere within the radius an event is listed, not counted.
 *
 * A road's delay is its longest event's, with how many events it has: the feeds say which way an
 * event's traffic is heading only by a place name ("richting Delft" is north from Rotterdam and
 * south from Den Haag), not by carriageway, so delays are not added up: a sum could join the two
 * directions. Events that give no delay are counted and said as such, never taken as no delay.
 */

/** The roads right at the port: whatever their number, crews leave the port by them. */
export const portRoadsWithinNm = 3;
/** How far from the port a named approach road counts: to its junctions with the motorway network. */
export const approachRoadReachNm = 12;

/**
 * The roads that carry a Dutch port's traffic to the network, by the port's name as the World Port
 * Index writes it (the demo's ports). Ports not named here count only the roads within
 * `portRoadsWithinNm`.
 */
export const namedApproachRoads: Readonly<Record<string, readonly string[]>> = {
  rotterdam: ['A15', 'A16', 'A20', 'A4', 'A13'],
  europoort: ['A15', 'N15', 'N57'],
  'hoek van holland': ['N220', 'A20'],
  maassluis: ['A20', 'N220'],
  vlaardingen: ['A20', 'A4'],
  schiedam: ['A20', 'A4'],
  dordrecht: ['A16', 'A15', 'N3'],
  amsterdam: ['A10', 'A5', 'A8'],
  zaandam: ['A8', 'A7', 'A10'],
  ijmuiden: ['A22', 'A9', 'N202'],
  'den helder': ['N250', 'N9'],
  harlingen: ['N31'],
  delfzijl: ['N33'],
  eemshaven: ['N33', 'N46'],
  vlissingen: ['A58', 'N254'],
  terneuzen: ['N62', 'N61', 'N252'],
};

function foldName(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function foldRoad(road: string): string {
  return road.replace(/\s+/g, '').toUpperCase();
}

/** The port's named approach roads; empty where the table has none. */
export function approachRoadsOf(portName: string): readonly string[] {
  return namedApproachRoads[foldName(portName)] ?? [];
}

export function isOnApproach(event: Pick<TrafficNearPort, 'roadNumber' | 'distanceNm'>, namedRoads: readonly string[]): boolean {
  if (event.distanceNm <= portRoadsWithinNm) return true;
  if (event.roadNumber === null || event.distanceNm > approachRoadReachNm) return false;
  const road = foldRoad(event.roadNumber);
  return namedRoads.some((named) => foldRoad(named) === road);
}

export interface ApproachRoadDelay {
  /** Null: events near the port whose road the feeds did not name. */
  roadNumber: string | null;
  /** The longest delay of the road's events; null when none gives one. */
  delayMinutes: number | null;
  /** Where the traffic of that event is heading, when the feeds say. */
  towards: string | null;
  /** That delay is the lower bound of the geo feed's band (no minutes given), so at least this. */
  atLeast: boolean;
  closed: boolean;
  eventCount: number;
  /** Events on the road that give no delay at all. */
  notGivenCount: number;
  nearestNm: number;
}

function minutesOf(event: TrafficNearPort): { minutes: number; atLeast: boolean } | null {
  if (event.delayMinutes !== null && Number.isFinite(event.delayMinutes)) return { minutes: event.delayMinutes, atLeast: false };
  if (event.delayBandMinutes !== null) return { minutes: event.delayBandMinutes.fromMinutes, atLeast: true };
  return null;
}

function roadDelay(roadNumber: string | null, events: readonly TrafficNearPort[]): ApproachRoadDelay {
  let longest: { minutes: number; atLeast: boolean; towards: string | null } | null = null;
  for (const event of events) {
    const delay = minutesOf(event);
    if (delay !== null && (longest === null || delay.minutes > longest.minutes)) longest = { ...delay, towards: event.towards };
  }
  return {
    roadNumber,
    delayMinutes: longest?.minutes ?? null,
    towards: longest?.towards ?? null,
    atLeast: longest?.atLeast ?? false,
    closed: events.some(isClosure),
    eventCount: events.length,
    notGivenCount: events.filter((event) => minutesOf(event) === null).length,
    nearestNm: Math.min(...events.map((event) => event.distanceNm)),
  };
}

/** Each approach road with traffic, worst first (closed, then longest delay, then nearest). */
export function approachRoadDelays(near: readonly TrafficNearPort[], portName: string): ApproachRoadDelay[] {
  const namedRoads = approachRoadsOf(portName);
  const byRoad = new Map<string, { roadNumber: string | null; events: TrafficNearPort[] }>();
  for (const event of near) {
    if (!isOnApproach(event, namedRoads)) continue;
    const key = event.roadNumber === null ? '' : foldRoad(event.roadNumber);
    const road = byRoad.get(key) ?? { roadNumber: event.roadNumber, events: [] };
    road.events.push(event);
    byRoad.set(key, road);
  }
  return [...byRoad.values()]
    .map((road) => roadDelay(road.roadNumber, road.events))
    .sort((a, b) => Number(b.closed) - Number(a.closed) || (b.delayMinutes ?? -1) - (a.delayMinutes ?? -1) || a.nearestNm - b.nearestNm);
}

/**
 * "A15: 25 min towards Rotterdam (1 event)", "A13: closed; longest delay 17 min towards Delft
 * (2 events)", "A20: delay not given (1 event)".
 */
export function approachRoadWords(road: ApproachRoadDelay): string {
  const name = road.roadNumber ?? `road ${notGiven}`;
  const towards = road.towards === null ? '' : ` towards ${road.towards}`;
  const minutes = road.delayMinutes === null ? null : `${road.atLeast ? 'at least ' : ''}${formatDuration(road.delayMinutes * 60_000)}${towards}`;
  const delay = minutes === null ? `delay ${notGiven}` : road.eventCount > 1 ? `longest delay ${minutes}` : minutes;
  // A closure's own delay is often 0 (no queue yet): the closure is what matters.
  const state = road.closed ? (road.delayMinutes === null || road.delayMinutes === 0 ? 'closed' : `closed; ${delay}`) : delay;
  const events = road.eventCount === 1 ? '1 event' : `${road.eventCount} events`;
  const missing = road.notGivenCount === 0 || road.notGivenCount === road.eventCount ? '' : `, ${road.notGivenCount} without a delay`;
  return `${name}: ${state} (${events}${missing})`;
}

/** What the rule counts for this port, in words for the section's heading. */
export function approachRuleWords(portName: string): string {
  const named = approachRoadsOf(portName);
  const near = `any road within ${portRoadsWithinNm} nm`;
  return named.length === 0 ? near : `${near}; ${named.join(', ')} within ${approachRoadReachNm} nm`;
}
