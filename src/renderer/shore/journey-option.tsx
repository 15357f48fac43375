import { formatQuantity } from '../../shared/format/quantity-format';
import type { TransitLeg, TransitTrip } from '../../shared/service/transit';
import { formatDuration } from '../../shared/time/time-format';
import { orNotGiven, textOrNotGiven } from '../shell/not-given';
import { meetsMargin, tripTimes, type CrewDirection } from './crew-journey-checks';
import { agoWords, shoreTimeWords } from './shore-time';

/** One journey the mixer offered: its times, length, changes and legs, and whether it serves the ship. */

/** "Rail", "Walk", "Rented bicycle" from the service's mode names; null when none was given. */
function modeWords(mode: string | undefined): string | null {
  if (mode === undefined) return null;
  const words = mode.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The mixer gives durations in whole minutes: "45 min", "1 h 05 min". */
export function minutesWords(minutes: number | null | undefined): string {
  return orNotGiven(minutes, (value) => formatDuration(value * 60_000));
}

function placeWords(place: { name?: string | undefined; quay?: { name?: string | undefined } | null } | null | undefined): string {
  return textOrNotGiven(place?.quay?.name ?? place?.name, 'place');
}

function lineWords(line: { publicCode?: string | undefined; name?: string | undefined } | null | undefined): string {
  const words = [line?.publicCode, line?.name].filter((part) => part !== undefined).join(' ');
  return words === '' ? '(line not given)' : words;
}

/** One leg in words, whatever the service left out (every part it did not give says so). */
function legWords(leg: TransitLeg): string {
  const minutes = minutesWords(leg.duration);
  const transit = leg.transitLeg;
  if (transit !== null && transit !== undefined) {
    const stops = transit.intermediateEstimatedCalls.length;
    const between = stops === 0 ? 'no stops between' : stops === 1 ? '1 stop' : `${stops} stops`;
    return `${modeWords(transit.mode) ?? 'Transit, mode not given'} ${lineWords(transit.line)} · ${placeWords(transit.fromEstimatedCall)} → ${placeWords(transit.toEstimatedCall)} · ${between} · ${minutes}`;
  }
  const booked = leg.flexibleLeg;
  if (booked !== null && booked !== undefined) {
    return `${modeWords(booked.mode) ?? 'Transport'} on demand ${lineWords(booked.line)} · ${placeWords(booked.fromPlace)} → ${placeWords(booked.toPlace)} · booked · ${minutes}`;
  }
  if (leg.waitingLeg !== null && leg.waitingLeg !== undefined) return `Wait · ${minutes}`;
  const street = leg.nonTransitLeg;
  if (street === null || street === undefined) return `A leg of a kind Passage does not know · ${minutes}`;
  const distance = orNotGiven(leg.distance, (metres) => formatQuantity(metres / 1000, 'km'));
  return `${modeWords(street.mode) ?? 'Mode not given'} ${distance} · ${placeWords(street.fromPlace)} → ${placeWords(street.toPlace)} · ${minutes}`;
}

function changesWords(transfers: number | null | undefined): string {
  return orNotGiven(transfers, (count) => (count === 0 ? 'no changes' : count === 1 ? '1 change' : `${count} changes`)).replace(/^not given$/, 'changes not given');
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
  const { startMs, endMs } = tripTimes(trip);
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
        {minutesWords(trip.duration)} · {changesWords(trip.transfers)} · walk {minutesWords(trip.walkTime)} · {modifierWords(modifiers)}
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
