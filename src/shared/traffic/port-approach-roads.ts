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
 * A road's delay is that of its worse direction: the delays of the events on one carriageway
 * (the same `towards`) add up, as a driver meets them one after the other; the two directions do
 * not. An event whose direction is not given stands alone. Events that give no delay are counted
 * and said as such, never taken as no delay.
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
  /** Minutes on the worse direction; null when no event on the road gives a delay. */
  delayMinutes: number | null;
  /** Where the worse direction leads, when the feeds say. */
  towards: string | null;
  /** Part of the delay is a band's lower bound (the geo feed's), so the delay is at least this. */
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
  const carriageways = new Map<string, { towards: string | null; minutes: number; atLeast: boolean; given: boolean }>();
  events.forEach((event, index) => {
    const key = event.towards === null ? `alone:${index}` : `towards:${event.towards.toLowerCase()}`;
    const sum = carriageways.get(key) ?? { towards: event.towards, minutes: 0, atLeast: false, given: false };
    const delay = minutesOf(event);
    if (delay !== null) carriageways.set(key, { ...sum, minutes: sum.minutes + delay.minutes, atLeast: sum.atLeast || delay.atLeast, given: true });
    else carriageways.set(key, sum);
  });
  const worst = [...carriageways.values()].filter((each) => each.given).sort((a, b) => b.minutes - a.minutes)[0];
  return {
    roadNumber,
    delayMinutes: worst?.minutes ?? null,
    towards: worst?.towards ?? null,
    atLeast: worst?.atLeast ?? false,
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

/** "A15 towards Rotterdam: 37 min (3 events)", "A4: closed (1 event)", "A20: delay not given (1 event)". */
export function approachRoadWords(road: ApproachRoadDelay): string {
  const name = road.roadNumber ?? `road ${notGiven}`;
  const towards = road.towards === null ? '' : ` towards ${road.towards}`;
  const delay = road.delayMinutes === null ? `delay ${notGiven}` : `${road.atLeast ? 'at least ' : ''}${formatDuration(road.delayMinutes * 60_000)}`;
  // A closure's own delay is often 0 (no queue yet): the closure is what matters.
  const state = road.closed ? `closed${road.delayMinutes === null || road.delayMinutes === 0 ? '' : `, ${delay}`}` : delay;
  const events = road.eventCount === 1 ? '1 event' : `${road.eventCount} events`;
  const missing = road.notGivenCount === 0 || road.notGivenCount === road.eventCount ? '' : `, ${road.notGivenCount} without a delay`;
  return `${name}${towards}: ${state} (${events}${missing})`;
}

/** What the rule counts for this port, in words for the section's heading. */
export function approachRuleWords(portName: string): string {
  const named = approachRoadsOf(portName);
  const near = `any road within ${portRoadsWithinNm} nm`;
  return named.length === 0 ? near : `${near}; ${named.join(', ')} within ${approachRoadReachNm} nm`;
}
