import { formatQuantity } from '../../shared/format/quantity-format';
import type { TransitLeg, TransitTrip } from '../../shared/service/transit';
import { formatDuration } from '../../shared/time/time-format';
import { textOrNotGiven } from '../shell/not-given';
import { meetsMargin, type CrewDirection } from './crew-journey-checks';
import { agoWords, shoreTimeWords } from './shore-time';

/** One journey the mixer offered: its times, length, changes and legs, and whether it serves the ship. */

/** The mixer gives durations in whole minutes: "45 min", "1 h 05 min". */
export function minutesWords(minutes: number): string {
  return formatDuration(minutes * 60_000);
}

function legWords(leg: TransitLeg): string {
  if (leg.transitLeg !== undefined) {
    const detail = leg.transitLeg;
    const stops = detail.intermediateEstimatedCalls.length;
    const line = [detail.line.publicCode, detail.line.name].filter((part) => part !== '').join(' ');
    return `${detail.mode} ${line} · ${detail.fromEstimatedCall.quay.name} → ${detail.toEstimatedCall.quay.name} · ${stops === 0 ? 'no stops between' : stops === 1 ? '1 stop' : `${stops} stops`} · ${minutesWords(leg.duration)}`;
  }
  const street = leg.nonTransitLeg;
  const mode = street?.mode ?? 'WALK';
  const verb = mode === 'WALK' ? 'Walk' : mode.charAt(0) + mode.slice(1).toLowerCase();
  return `${verb} ${formatQuantity(leg.distance / 1000, 'km')} · ${textOrNotGiven(street?.fromPlace.name, 'place')} → ${textOrNotGiven(street?.toPlace.name, 'place')} · ${minutesWords(leg.duration)}`;
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
        ? `meets the margin (${minutesWords(margin.spareMinutes)} to spare)`
        : `misses the margin by ${minutesWords(-margin.spareMinutes)}`;
  return (
    <li className={`journey-option ${current ? '' : 'not-current'}`} data-testid="journey-option" data-margin={marginClass}>
      <div className="journey-option-head">
        <strong>{shoreTimeWords(startMs)}</strong> → <strong>{shoreTimeWords(endMs)}</strong>
      </div>
      <div>
        {minutesWords(trip.duration)} · {trip.transfers === 0 ? 'no changes' : trip.transfers === 1 ? '1 change' : `${trip.transfers} changes`} · walk {minutesWords(trip.walkTime)} · {modifierWords(modifiers)}
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
