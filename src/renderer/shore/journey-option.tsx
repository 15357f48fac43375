import type { TransitLeg, TransitTrip } from '../../shared/service/transit';
import { textOrNotGiven } from '../shell/not-given';
import { meetsMargin, type CrewDirection } from './crew-journey-checks';
import { agoWords, shoreTimeWords } from './shore-time';

/** One journey the mixer offered: its times, length, changes and legs, and whether it serves the ship. */

function legWords(leg: TransitLeg): string {
  if (leg.transitLeg !== undefined) {
    const detail = leg.transitLeg;
    const stops = detail.intermediateEstimatedCalls.length;
    const line = [detail.line.publicCode, detail.line.name].filter((part) => part !== '').join(' ');
    return `${detail.mode} ${line} · ${detail.fromEstimatedCall.quay.name} → ${detail.toEstimatedCall.quay.name} · ${stops === 0 ? 'no stops between' : `${stops} stops`} · ${leg.duration} min`;
  }
  const street = leg.nonTransitLeg;
  const mode = street?.mode ?? 'WALK';
  const verb = mode === 'WALK' ? 'Walk' : mode.charAt(0) + mode.slice(1).toLowerCase();
  return `${verb} ${(leg.distance / 1000).toFixed(1)} km · ${textOrNotGiven(street?.fromPlace.name, 'place')} → ${textOrNotGiven(street?.toPlace.name, 'place')} · ${leg.duration} min`;
}

function modifierWords(modifiers: readonly string[]): string {
  if (modifiers.length === 0) return 'default plan';
  return modifiers.map((modifier) => modifier.replace(/-/g, ' ')).join(', ');
}

export function JourneyOption({ trip, modifiers, receivedAtMs, nowMs, direction, shipTimeUtcMs, marginMinutes, current }: {
  trip: TransitTrip;
  modifiers: readonly string[];
  receivedAtMs: number;
  nowMs: number;
  direction: CrewDirection;
  /** The present ship time (null: not known), against which the margin is checked. */
  shipTimeUtcMs: number | null;
  marginMinutes: number;
  current: boolean;
}) {
  const startMs = Date.parse(trip.expectedStartTime || trip.aimedStartTime);
  const endMs = Date.parse(trip.expectedEndTime || trip.aimedEndTime);
  const margin = shipTimeUtcMs === null ? null : meetsMargin(trip, direction, shipTimeUtcMs, marginMinutes);
  const marginClass = margin === null ? 'unknown' : margin.meets ? 'meets' : 'misses';
  const marginWords =
    margin === null
      ? 'margin not checked: the ship time is not known'
      : margin.meets
        ? `meets the margin (${margin.spareMinutes} min to spare)`
        : `misses the margin by ${-margin.spareMinutes} min`;
  return (
    <li className={`journey-option ${current ? '' : 'not-current'}`} data-testid="journey-option" data-margin={marginClass}>
      <div className="journey-option-head">
        <strong>{shoreTimeWords(startMs)}</strong> → <strong>{shoreTimeWords(endMs)}</strong>
      </div>
      <div>
        {trip.duration} min · {trip.transfers === 0 ? 'no changes' : trip.transfers === 1 ? '1 change' : `${trip.transfers} changes`} · walk {trip.walkTime} min · {modifierWords(modifiers)}
      </div>
      <div className={`journey-margin ${marginClass}`}>{marginWords}</div>
      <ol className="journey-legs">
        {trip.legs.map((leg, index) => (
          <li key={index}>{legWords(leg)}</li>
        ))}
      </ol>
      <div className="journey-age">received {agoWords(nowMs - receivedAtMs)}</div>
    </li>
  );
}
