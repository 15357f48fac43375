import { bridgeWeather, type BridgeWeather, type ForecastBlock } from '../../shared/format/forecast-block-units';
import { localTimeWords } from '../../shared/format/local-time';
import { givenNumber, precipitationWords } from '../../shared/format/weather-units';
import type { WeatherForecast } from '../../shared/service/weather';
import { formatUtcShort, formatUtcTimeOfDay } from '../../shared/time/time-format';

/**
 * The forecast at a place as rows in bridge units (wind in knots, from km/h), each with its UTC
 * and local time and whether it lies around the marked time (ETD or ETA). A value the service left
 * out stays null: the tables say "not given" for it (far at sea gusts and rain are not given).
 */

export interface PlaceClock {
  name: string;
  lon: number;
  timeZone: string | null;
}

export interface WeatherRow extends BridgeWeather {
  timeMs: number;
  utc: string;
  local: string;
  /** Within the hours around the ETD/ETA (or the day/daypart holding it). */
  marked: boolean;
  label: string | null;
}

export interface MinuteRow {
  timeMs: number;
  precipMmH: number | null;
  precipProbability: number | null;
  precipType: string | null;
}

export interface ForecastRows {
  current: WeatherRow | null;
  /** null: the service gave no minutely block (far at sea, no radar). */
  minutely: MinuteRow[] | null;
  hourly: WeatherRow[];
  dayparts: WeatherRow[];
  daily: WeatherRow[];
  /** Last time the forecast reaches (end of its last day), UTC ms. */
  endsUtcMs: number | null;
}

/** Hours either side of the ETD/ETA that are highlighted: berthing, pilot boarding, cargo work. */
export const markedHoursEitherSide = 3;

const hourMs = 3_600_000;

/**
 * Whose clock a place's times are in, by the one rule: a port or a place searched keeps its own
 * zone (as known, else the zone the service answered with); a point picked at sea keeps the ship's
 * time, the nautical zone, even where the service names a zone for it.
 */
export function placeClock(place: { name: string; lon: number; role: string; timeZone: string | null }, answeredZone: string | null | undefined): PlaceClock {
  const timeZone = place.role === 'picked on the chart' ? null : (place.timeZone ?? answeredZone ?? null);
  return { name: place.name, lon: place.lon, timeZone };
}

/**
 * UTC, and the local time by the one rule (shared/format/local-time): the place's own zone, named
 * ("25 Nov 13:00 (UTC+1, Rotterdam)"), or the nautical zone of its longitude where none is known.
 */
export function clockWords(timeMs: number, clock: PlaceClock): { utc: string; local: string } {
  return { utc: formatUtcShort(timeMs), local: localTimeWords(timeMs, clock.lon, clock.timeZone === null ? null : { name: clock.name, timeZone: clock.timeZone }) };
}

type Block = ForecastBlock & { time: number; name?: string | null | undefined };

function row(block: Block, clock: PlaceClock, marked: boolean): WeatherRow {
  const timeMs = block.time * 1000;
  return {
    timeMs,
    ...clockWords(timeMs, clock),
    marked,
    label: block.name ?? null,
    ...bridgeWeather(block),
  };
}

/** Whether a block from `startMs` lasting `lengthMs` is around the mark. */
export function isAroundMark(startMs: number, lengthMs: number, markUtcMs: number | null): boolean {
  if (markUtcMs === null) return false;
  if (lengthMs <= hourMs) return Math.abs(startMs - markUtcMs) <= markedHoursEitherSide * hourMs;
  return markUtcMs >= startMs && markUtcMs < startMs + lengthMs;
}

export function forecastRows(forecast: WeatherForecast, clock: PlaceClock, markUtcMs: number | null): ForecastRows {
  const hourly = (forecast.hourly ?? []).map((hour) => row(hour, clock, isAroundMark(hour.time * 1000, hourMs, markUtcMs)));
  const dayparts = (forecast.daypartly ?? []).map((part) => row(part, clock, isAroundMark(part.time * 1000, 6 * hourMs, markUtcMs)));
  const daily = (forecast.daily ?? []).map((day) => row(day, clock, isAroundMark(day.time * 1000, 24 * hourMs, markUtcMs)));
  const lastDay = daily.at(-1);
  const lastHour = hourly.at(-1);
  const endsUtcMs = lastDay !== undefined ? lastDay.timeMs + 24 * hourMs : lastHour !== undefined ? lastHour.timeMs + hourMs : null;
  return {
    current: forecast.currently === undefined || forecast.currently === null ? null : row(forecast.currently, clock, false),
    minutely:
      forecast.minutely === undefined || forecast.minutely === null
        ? null
        : forecast.minutely.map((minute) => ({
            timeMs: minute.time * 1000,
            precipMmH: givenNumber(minute.precipIntensity),
            precipProbability: givenNumber(minute.precipProbability),
            precipType: minute.precipType ?? null,
          })),
    hourly,
    dayparts,
    daily,
    endsUtcMs,
  };
}

/** "Rain from 11:24Z, at most 1.2 mm/h", "No precipitation in the next 120 min", or null without a block. */
export function minutelySummary(minutes: MinuteRow[] | null): string | null {
  if (minutes === null) return null;
  if (minutes.length === 0) return 'No minutes given.';
  const wet = minutes.filter((minute) => (minute.precipMmH ?? 0) >= 0.1);
  if (wet.length === 0) return `No precipitation in the next ${minutes.length} min.`;
  const first = wet[0] as MinuteRow;
  const most = Math.max(...wet.map((minute) => minute.precipMmH ?? 0));
  return `${first.precipType ?? 'Precipitation'} from ${formatUtcTimeOfDay(first.timeMs)}, at most ${precipitationWords(most)}.`;
}
