import { notGiven } from '../format/quantity-format';
import { formatDuration } from '../time/time-format';
import type { JoinedTrafficEvent } from './traffic-join';

/**
 * How bad a traffic event is for a crew on the road: closed, or its delay in one of four bands
 * (under 10 min, 10-30, 30-60, an hour or more), or unknown where neither feed gave a delay. The
 * chart colours by this band and the Shore tab writes it; a missing delay is never taken for a
 * small one.
 */

export type TrafficDelayBand = 'closed' | 'hourOrMore' | 'halfHourToHour' | 'tenToThirty' | 'underTen' | 'unknown';

/** Worst first: the order of the chart's legend. */
export const trafficDelayBands: readonly TrafficDelayBand[] = ['closed', 'hourOrMore', 'halfHourToHour', 'tenToThirty', 'underTen', 'unknown'];

export const trafficDelayBandWords: Record<TrafficDelayBand, string> = {
  closed: 'closed',
  hourOrMore: 'an hour or more',
  halfHourToHour: '30–60 min',
  tenToThirty: '10–30 min',
  underTen: 'under 10 min',
  unknown: `delay ${notGiven}`,
};

type DelayFields = Pick<JoinedTrafficEvent, 'delayMinutes' | 'delayBandMinutes' | 'presentationType' | 'causeType'>;

function bandOfMinutes(minutes: number): TrafficDelayBand {
  if (minutes >= 60) return 'hourOrMore';
  if (minutes >= 30) return 'halfHourToHour';
  if (minutes >= 10) return 'tenToThirty';
  return 'underTen';
}

export function isClosure(event: Pick<JoinedTrafficEvent, 'presentationType' | 'causeType'>): boolean {
  return event.presentationType === 'closed' || event.causeType === 'carriagewayClosed';
}

/** The overview's minutes where given, else the geo feed's band, else unknown; a closure above all. */
export function trafficDelayBand(event: DelayFields): TrafficDelayBand {
  if (isClosure(event)) return 'closed';
  if (event.delayMinutes !== null && Number.isFinite(event.delayMinutes)) return bandOfMinutes(event.delayMinutes);
  if (event.delayBandMinutes !== null) return bandOfMinutes(event.delayBandMinutes.fromMinutes);
  return 'unknown';
}

/** "25 min", "1 h 05 min", "10–30 min" or "1 h 00 min or more" (the geo feed's band), or "not given". */
export function trafficDelayWords(event: Pick<JoinedTrafficEvent, 'delayMinutes' | 'delayBandMinutes'>): string {
  if (event.delayMinutes !== null && Number.isFinite(event.delayMinutes)) return formatDuration(event.delayMinutes * 60_000);
  const band = event.delayBandMinutes;
  if (band === null) return notGiven;
  if (band.toMinutes === null) return `${formatDuration(band.fromMinutes * 60_000)} or more`;
  if (band.fromMinutes === 0) return `under ${band.toMinutes} min`;
  return `${band.fromMinutes}–${band.toMinutes} min`;
}

/** "A15 · delay 25 min · A15 Europoort richting Rotterdam: …"; "road not given · closed · delay not given · …". */
export function trafficEventWords(event: Pick<JoinedTrafficEvent, 'roadNumber' | 'description'> & DelayFields): string {
  const closed = trafficDelayBand(event) === 'closed' ? `${trafficDelayBandWords.closed} · ` : '';
  return `${event.roadNumber ?? `road ${notGiven}`} · ${closed}delay ${trafficDelayWords(event)} · ${event.description}`;
}
