import { positionOfCoordinatePair, type TransitMixerRequest, type TransitOptionMessage } from '../../shared/service/transit';
import { dutchStations, type Station } from '../data/dutch-stations';
import { greatCircleDistanceM } from '../geometry/sphere';
import { isoWithOffset } from '../local-time';
import { encodePolyline } from './encoded-polyline';

/**
 * The mixer's options for one request: the default plan (walk, train, walk) and the same journey
 * re-planned under other assumptions (a bicycle or a shared scooter for the first stretch, a later
 * train), each a PlanResult as the vendor's service sends it (resources/transit-mixer/): modes as
 * the vendor's enum names, the line's colours, the planner that answered. Graded by arrival time:
 * the earliest arrival has the highest grade (the vendor's "higher is better").
 */

const zone = 'Europe/Amsterdam';
type Point = { lat: number; lon: number; name: string };
type Trip = NonNullable<TransitOptionMessage['trips']>[number];
type Leg = NonNullable<Trip['legs']>[number];
/** A leg with the figures the trip is summed from. */
interface Built {
  leg: Leg;
  distanceM: number;
  durationMin: number;
  endMs: number;
}

function nearestStations(point: { lat: number; lon: number }): Station[] {
  return [...dutchStations].sort(
    (a, b) => greatCircleDistanceM(point, a) - greatCircleDistanceM(point, b) || a.code.localeCompare(b.code),
  );
}

function quayOf(station: Station) {
  return { id: `NL:Q:${station.code}:1`, name: station.name, latitude: station.lat, longitude: station.lon };
}

function times(startMs: number, endMs: number, delayMinutes = 0) {
  return {
    aimedStartTime: isoWithOffset(startMs, zone),
    aimedEndTime: isoWithOffset(endMs, zone),
    expectedStartTime: isoWithOffset(startMs + delayMinutes * 60_000, zone),
    expectedEndTime: isoWithOffset(endMs + delayMinutes * 60_000, zone),
  };
}

function streetLeg(mode: string, from: Point, to: Point, startMs: number, speedKmh: number, quay?: Station): Built {
  const distance = Math.round(greatCircleDistanceM(from, to) * 1.25);
  const duration = Math.max(1, Math.round(distance / 1000 / speedKmh * 60));
  const endMs = startMs + duration * 60_000;
  return {
    endMs,
    distanceM: distance,
    durationMin: duration,
    leg: {
      id: `leg-${mode.toLowerCase()}-${Math.round(from.lat * 1000)}-${Math.round(to.lat * 1000)}-${Math.floor(startMs / 60_000) % 10_000}`,
      distance,
      duration,
      ...times(startMs, endMs),
      pointsOnLink: { length: 2, points: encodePolyline([from, to]) },
      nonTransitLeg: {
        mode,
        fromPlace: { name: from.name, latitude: from.lat, longitude: from.lon },
        toPlace: { name: to.name, latitude: to.lat, longitude: to.lon, ...(quay ? { quay: quayOf(quay) } : {}) },
      },
    },
  };
}

function railLeg(from: Station, to: Station, earliestMs: number, seedMinute: number): Built & { startMs: number } {
  // Trains leave at :00 and :30 (plus a per-station minute).
  const halfHour = 30 * 60_000;
  const slotMs = Math.ceil((earliestMs - seedMinute * 60_000) / halfHour) * halfHour + seedMinute * 60_000;
  const distance = Math.round(greatCircleDistanceM(from, to) * 1.15);
  const duration = Math.max(5, Math.round((distance / 1000 / 95) * 60 + 4));
  const endMs = slotMs + duration * 60_000;
  const delay = seedMinute % 3;
  const serviceDate = isoWithOffset(slotMs, zone).slice(0, 10);
  const call = (station: Station, atMs: number, departing: boolean) => ({
    quay: { ...quayOf(station), wheelchairAccessible: true },
    aimedPlatform: String(1 + (station.code.charCodeAt(0) % 9)),
    ...(departing
      ? { aimedDepartureTime: isoWithOffset(atMs, zone), expectedDepartureTime: isoWithOffset(atMs + delay * 60_000, zone) }
      : { aimedArrivalTime: isoWithOffset(atMs, zone), expectedArrivalTime: isoWithOffset(atMs + delay * 60_000, zone) }),
    destinationDisplay: { frontText: to.name },
  });
  const journey = `${from.code}-${to.code}-${Math.floor(slotMs / 60_000) % 10_000}`;
  return {
    startMs: slotMs,
    endMs,
    distanceM: distance,
    durationMin: duration,
    leg: {
      id: `leg-${journey}`,
      distance,
      duration,
      ...times(slotMs, endMs, delay),
      pointsOnLink: { length: 2, points: encodePolyline([from, to]) },
      transitLeg: {
        id: `leg-${journey}`,
        mode: 'RAIL',
        realtime: true,
        line: { id: `NS:Line:${from.code}-${to.code}`, name: `${from.city} - ${to.city}`, publicCode: 'IC', presentation: { colour: 'FFC917', textColour: '003082' }, transportMode: 'RAIL', transportSubmode: 'interregionalRail' },
        authority: { id: 'NS', url: 'https://www.ns.nl', name: 'Nederlandse Spoorwegen', phone: '+31 30 751 5155', timezone: zone },
        serviceDate,
        serviceJourney: { id: `NS:ServiceJourney:${journey}`, publicCode: String(3000 + (slotMs / 60_000) % 900), privateCode: journey, bikesAllowed: true, directionType: 'Outbound', transportMode: 'RAIL', transportSubmode: 'interregionalRail' },
        fromEstimatedCall: call(from, slotMs, true),
        toEstimatedCall: call(to, endMs, false),
        intermediateEstimatedCalls: [],
      },
    },
  };
}

interface Variant {
  modifiers: string[];
  firstMode: string;
  firstSpeedKmh: number;
  extraMinutes: number;
  onDemand: boolean;
}

const variants: Variant[] = [
  { modifiers: [], firstMode: 'WALK', firstSpeedKmh: 5, extraMinutes: 0, onDemand: false },
  { modifiers: ['bicycle-first-stretch'], firstMode: 'BICYCLE', firstSpeedKmh: 15, extraMinutes: 0, onDemand: false },
  { modifiers: ['shared-mobility'], firstMode: 'SCOOTER', firstSpeedKmh: 18, extraMinutes: 2, onDemand: true },
  { modifiers: ['later-departure'], firstMode: 'WALK', firstSpeedKmh: 5, extraMinutes: 30, onDemand: false },
];

/** The options for a request; with arriveBy, planned to arrive by the time (the default plan's length earlier). */
export function mixerOptions(request: TransitMixerRequest, nowMs: number): TransitOptionMessage[] {
  const atMs = request.timestamp === undefined ? nowMs : Date.parse(request.timestamp);
  const leaving = optionsLeavingAt(request, atMs, nowMs);
  if (request.arriveBy !== true) return leaving;
  const first = leaving[0]?.trips?.[0]?.aimedEndTime;
  if (first === undefined || first === null) return leaving;
  // Leave the journey's length earlier; trains run every half hour, so step back a quarter hour
  // at a time until the default plan arrives by the time asked.
  let departMs = atMs - (Date.parse(first) - atMs);
  let options = optionsLeavingAt(request, departMs, nowMs);
  for (let step = 0; step < 8 && Date.parse(options[0]?.trips?.[0]?.aimedEndTime ?? '') > atMs; step += 1) {
    departMs -= 15 * 60_000;
    options = optionsLeavingAt(request, departMs, nowMs);
  }
  return options;
}

function optionsLeavingAt(request: TransitMixerRequest, departMs: number, nowMs: number): TransitOptionMessage[] {
  const from: Point = { ...positionOfCoordinatePair(request.fromPlace), name: 'Start' };
  const to: Point = { ...positionOfCoordinatePair(request.toPlace), name: 'Destination' };
  const [boardAt] = nearestStations(from);
  const arrivals = nearestStations(to);
  const alightAt = arrivals[0]?.code === boardAt?.code ? arrivals[1] : arrivals[0];
  if (boardAt === undefined || alightAt === undefined) return [];
  const trips = variants.map((variant, index) => {
    const startMs = departMs + variant.extraMinutes * 60_000;
    const first = streetLeg(variant.firstMode, from, { lat: boardAt.lat, lon: boardAt.lon, name: boardAt.name }, startMs, variant.firstSpeedKmh, boardAt);
    const rail = railLeg(boardAt, alightAt, first.endMs + 2 * 60_000, (boardAt.code.charCodeAt(0) + index) % 7);
    const last = streetLeg('WALK', { lat: alightAt.lat, lon: alightAt.lon, name: alightAt.name }, to, rail.endMs + 60_000, 5);
    const parts = [first, rail, last];
    const walkTime = [first, last].filter((part) => part.leg.nonTransitLeg?.mode === 'WALK').reduce((sum, part) => sum + part.durationMin, 0);
    const id = `trip-${boardAt.code}-${alightAt.code}-${index}`;
    const trip: Trip = {
      id,
      legs: parts.map((part) => part.leg),
      distance: parts.reduce((sum, part) => sum + part.distanceM, 0),
      duration: Math.round((last.endMs - startMs) / 60_000),
      walkTime,
      transfers: 0,
      waitingTime: Math.round((rail.startMs - first.endMs) / 60_000),
      streetDistance: first.distanceM + last.distanceM,
      ...times(startMs, last.endMs),
    };
    return { variant, id, trip, arrivalMs: last.endMs };
  });
  const ranked = [...trips].sort((a, b) => a.arrivalMs - b.arrivalMs || a.id.localeCompare(b.id));
  return trips.map(({ variant, id, trip }) => ({
    // Higher is better, as the vendor grades: the earliest arrival gets the most.
    grade: trips.length - ranked.findIndex((entry) => entry.id === id),
    trips: [trip],
    timestamp: isoWithOffset(nowMs, zone),
    containsOnDemand: variant.onDemand,
    modifiers: variant.modifiers,
    planner: 'NEGENTWEE',
  }));
}
