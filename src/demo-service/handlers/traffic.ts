import { dutchMotorways, type RoadPlace } from '../data/dutch-motorways';
import { hashUnit } from '../random';
import { ok, round, type Answer, type ServiceState } from '../service-state';

/**
 * Dutch road traffic, simulated: a new set of events every five minutes (seeded by the seed and
 * the five-minute window), congestion mostly in the rush hours. The overview and the GeoJSON feed
 * describe the same events, and the summary counts them.
 */

type EventKind = 'congestion' | 'carriagewayClosed' | 'diversion' | 'accident' | 'roadworks';

interface SimulatedEvent {
  index: number;
  kind: EventKind;
  road: string;
  from: RoadPlace;
  to: RoadPlace;
  startMs: number;
  queueLengthM: number;
  delayMinutes: number;
  trend: 'EQUAL' | 'INCREASED' | 'DECREASED';
}

const windowMs = 5 * 60_000;

const labels: Record<EventKind, { type: string; causeType: string; cause: string; presentation: string }> = {
  congestion: { type: 'File', causeType: 'congestion', cause: 'Druk verkeer', presentation: 'slow' },
  carriagewayClosed: { type: 'Verkeersmaatregel', causeType: 'carriagewayClosed', cause: 'Wegwerkzaamheden', presentation: 'closed' },
  diversion: { type: 'Omleiding', causeType: 'diversion', cause: '', presentation: 'closed' },
  accident: { type: 'File', causeType: 'accident', cause: 'Ongeval', presentation: 'stationary' },
  roadworks: { type: 'Verkeersmaatregel', causeType: 'roadworks', cause: 'Werkzaamheden', presentation: 'slow' },
};

function simulatedEvents(seed: number, nowMs: number): { events: SimulatedEvent[]; updatedMs: number } {
  const windowIndex = Math.floor(nowMs / windowMs);
  const updatedMs = windowIndex * windowMs;
  const hour = new Date(nowMs).getUTCHours() + 1;
  const rush = hour >= 7 && hour <= 9 ? 1 : hour >= 16 && hour <= 18 ? 1 : 0.3;
  const count = 4 + Math.round(14 * rush * hashUnit(seed, 300, windowIndex));
  const events: SimulatedEvent[] = [];
  for (let index = 0; index < count; index += 1) {
    const unit = (channel: number): number => hashUnit(seed, 301 + channel, windowIndex, index);
    const road = dutchMotorways[Math.floor(unit(0) * dutchMotorways.length)] ?? dutchMotorways[0];
    if (road === undefined) continue;
    const at = Math.floor(unit(1) * (road.places.length - 1));
    const forward = unit(2) < 0.5;
    const a = road.places[at];
    const b = road.places[at + 1];
    if (a === undefined || b === undefined) continue;
    const kinds: EventKind[] = ['congestion', 'congestion', 'congestion', 'accident', 'carriagewayClosed', 'diversion', 'roadworks'];
    const kind = kinds[Math.floor(unit(3) * kinds.length)] ?? 'congestion';
    const jam = kind === 'congestion' || kind === 'accident';
    events.push({
      index,
      kind,
      road: road.number,
      from: forward ? a : b,
      to: forward ? b : a,
      startMs: updatedMs - Math.floor(unit(4) * 90) * 60_000,
      queueLengthM: jam ? 500 + Math.round(unit(5) * 12) * 500 : 0,
      delayMinutes: jam ? 2 + Math.round(unit(6) * 40) : kind === 'diversion' ? 10 : 0,
      trend: (['EQUAL', 'INCREASED', 'DECREASED'] as const)[Math.floor(unit(7) * 3)] ?? 'EQUAL',
    });
  }
  return { events, updatedMs };
}

function isJam(event: SimulatedEvent): boolean {
  return event.kind === 'congestion' || event.kind === 'accident';
}

function describe(event: SimulatedEvent): string {
  const between = `${event.road} ${event.from.name} richting ${event.to.name}`;
  if (isJam(event)) return `${between}: ${round(event.queueLengthM / 1000, 1)} km file, vertraging ${event.delayMinutes} min`;
  if (event.kind === 'diversion') return `${between}: omleiding ingesteld`;
  return `${between}: rijstrook afgesloten`;
}

export function trafficOverview(state: ServiceState): Answer {
  const { events, updatedMs } = simulatedEvents(state.world.seed, state.nowMs());
  return ok({
    events: events.map((event) => ({
      type: labels[event.kind].type,
      cause: labels[event.kind].cause,
      ...(isJam(event) ? { trend: event.trend } : {}),
      roadName: `${event.road} ${event.from.name} - ${event.to.name}`,
      causeType: labels[event.kind].causeType,
      startTime: new Date(event.startMs).toISOString(),
      roadNumber: event.road,
      description: describe(event),
      startLocation: event.from.name,
      endLocation: event.to.name,
      // Kilometres with decimals, as the vendor's examples read the overview (docs/platform-facts.md); the geo
      // feed's queueLength is metres as a string.
      queueLength: round(event.queueLengthM / 1000, 1),
      // Roadworks come without a delay, as the real feed leaves fields out (docs/platform-facts.md): the app
      // must say "not given", not take it for none.
      ...(event.kind === 'roadworks' ? {} : { delayMinutes: event.delayMinutes }),
    })),
    summary: {
      jams: events.filter(isJam).length,
      events: events.length,
      length: round(events.reduce((sum, event) => sum + event.queueLengthM, 0) / 1000, 1),
      updated: new Date(updatedMs).toISOString(),
    },
  });
}

function delayBand(minutes: number): string {
  if (minutes < 10) return 'NEGLIGIBLE';
  if (minutes < 30) return 'BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES';
  if (minutes < 60) return 'BETWEEN_THIRTY_MINUTES_AND_ONE_HOUR';
  return 'LONGER_THAN_ONE_HOUR';
}

export function trafficGeo(state: ServiceState): Answer {
  const { events, updatedMs } = simulatedEvents(state.world.seed, state.nowMs());
  return ok({
    type: 'FeatureCollection',
    updated: updatedMs,
    features: events.map((event) => {
      const id = `NLRWS_${Math.floor(updatedMs / windowMs)}_${String(event.index).padStart(3, '0')}`;
      const geometry = isJam(event) || event.kind === 'carriagewayClosed'
        ? { type: 'LineString', coordinates: [[event.from.lon, event.from.lat], [round((event.from.lon + event.to.lon) / 2, 4), round((event.from.lat + event.to.lat) / 2, 4)]] }
        : { type: 'Point', coordinates: [event.from.lon, event.from.lat] };
      return {
        id,
        type: 'Feature',
        geometry,
        properties: {
          id,
          type: labels[event.kind].type,
          cause: labels[event.kind].cause,
          ...(isJam(event) ? { trend: event.trend, delayBand: delayBand(event.delayMinutes), queueLength: String(event.queueLengthM) } : {}),
          version: '1',
          roadName: `${event.road} ${event.from.name} - ${event.to.name}`,
          causeType: labels[event.kind].causeType,
          startTime: new Date(event.startMs).toISOString(),
          roadNumber: event.road,
          toLocation: event.to.name,
          fromLocation: event.from.name,
          description: describe(event),
          versionTime: new Date(updatedMs).toISOString(),
          presentationType: labels[event.kind].presentation,
        },
      };
    }),
  });
}
