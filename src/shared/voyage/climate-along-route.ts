import { z } from 'zod';
import { answerProvenanceSchema } from '../service/answer-provenance';
import { climatePeriods, weatherClimateResponseSchema } from '../service/weather';
import { hasNoClimate } from '../service/climate-coverage';
import { climateRows, periodOfDate, periodWords, type ClimatePeriodLength } from './climate-period';
import type { ForecastEnd } from './forecast-end';
import type { RouteForecastSeries } from './route-forecast-series';

/**
 * The climate at the waypoints beyond the forecast's end (issue 19 point 4): which waypoints are
 * asked, the stretch of the voyage each one stands for, and their typical values joined to them.
 * The meteogram draws these as a band and the exceedance list writes them against the limits,
 * always as climate, never mixed into the forecast's values.
 */

/**
 * At most one climate place per this many hours of ETA: the climate is a normal for half a
 * month, and a waypoint every few miles of a 5,000-waypoint route would spend a credit each for
 * the same answer. The last waypoint is always asked.
 */
export const climateStopEveryHours = 24;

/** The period the route's climate is asked for, as the port panel asks first. */
export const routeClimatePeriod: ClimatePeriodLength = 'half_month';

const roundDeg = (value: number): number => Math.round(value * 1e4) / 1e4;

export const climatePlaceSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180), period: z.enum(climatePeriods) }).strict();
export type ClimatePlace = z.infer<typeof climatePlaceSchema>;

/** Days of a passage of a year beyond any forecast, one place a day: room enough. */
export const maxClimatePlaces = 400;

export const climateAlongRouteInputSchema = z
  .object({
    places: z.array(climatePlaceSchema).min(1).max(maxClimatePlaces),
    /** Keep the answers with the voyage, for the same view at sea. */
    pinForVoyageId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type ClimateAlongRouteInput = z.infer<typeof climateAlongRouteInputSchema>;

/** Each place's answer (no periods: outside the climate's coverage) or, when it could not be had, why. */
export const climateAlongRouteAnswerSchema = z.object({
  places: z.array(
    z.object({
      place: climatePlaceSchema,
      answer: z.object({ value: weatherClimateResponseSchema, provenance: answerProvenanceSchema }).nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type ClimateAlongRouteAnswer = z.infer<typeof climateAlongRouteAnswerSchema>;

/** A waypoint beyond the forecast whose climate stands for a stretch of the voyage. */
export interface ClimateStop {
  waypointIndex: number;
  name: string;
  etaUtcMs: number;
  /** The leg the stretch ends on (the one arriving at the waypoint). */
  legIndex: number;
  /** The stretch of the voyage this waypoint's climate is drawn over: half way to its neighbours, from the forecast's end to the arrival. */
  fromUtcMs: number;
  toUtcMs: number;
  place: ClimatePlace;
}

export function climatePlaceKey(place: ClimatePlace): string {
  return `${place.lat},${place.lon},${place.period}`;
}

/** The waypoints after the forecast's end, one a day at most (and always the last), each with the stretch it stands for. */
export function climateStops(series: Pick<RouteForecastSeries, 'points' | 'waypoints' | 'etaUtcMs'>, end: ForecastEnd | null, period: ClimatePeriodLength = routeClimatePeriod): ClimateStop[] {
  if (end === null) return [];
  const positions = new Map<number, { lat: number; lon: number }>();
  for (const point of series.points) if (point.waypointIndex !== null && !positions.has(point.waypointIndex)) positions.set(point.waypointIndex, point);
  const beyond = series.waypoints.flatMap((waypoint, waypointIndex) => {
    const position = positions.get(waypointIndex);
    return waypoint.timeUtcMs > end.timeUtcMs && position !== undefined ? [{ waypointIndex, name: waypoint.name, etaUtcMs: waypoint.timeUtcMs, position }] : [];
  });
  const gapMs = climateStopEveryHours * 3_600_000;
  const kept: typeof beyond = [];
  beyond.forEach((stop, index) => {
    const previous = kept.at(-1);
    // The arrival is always asked, however close the waypoint before it.
    if (previous === undefined || stop.etaUtcMs - previous.etaUtcMs >= gapMs || index === beyond.length - 1) kept.push(stop);
  });
  return kept.map((stop, index) => {
    const before = kept[index - 1];
    const after = kept[index + 1];
    return {
      waypointIndex: stop.waypointIndex,
      name: stop.name,
      etaUtcMs: stop.etaUtcMs,
      legIndex: Math.max(0, stop.waypointIndex - 1),
      fromUtcMs: before === undefined ? end.timeUtcMs : (before.etaUtcMs + stop.etaUtcMs) / 2,
      toUtcMs: after === undefined ? Math.max(series.etaUtcMs, stop.etaUtcMs) : (stop.etaUtcMs + after.etaUtcMs) / 2,
      place: { lat: roundDeg(stop.position.lat), lon: roundDeg(stop.position.lon), period },
    };
  });
}

/** The distinct places to ask for these stops (two waypoints at one spot ask once). */
export function climatePlaces(stops: readonly ClimateStop[]): ClimatePlace[] {
  return [...new Map(stops.map((stop) => [climatePlaceKey(stop.place), stop.place])).values()];
}

/** One stop with what the climate says there for the period of its ETA. */
export type ClimateStretch = ClimateStop & {
  /** "first half of December": the period of the ETA. */
  periodWords: string;
} & (
    | { status: 'typical'; windKn: number | null; gustKn: number | null; temperatureLowC: number | null; temperatureHighC: number | null; precipitationMm: number | null }
    | { status: 'no data' }
    | { status: 'not asked' }
    | { status: 'failed'; reason: string }
  );

/** The stops joined to the answers by place: the climate period holding each ETA. */
export function climateStretches(stops: readonly ClimateStop[], answers: ClimateAlongRouteAnswer | null): ClimateStretch[] {
  const byPlace = new Map((answers?.places ?? []).map((each) => [climatePlaceKey(each.place), each]));
  return stops.map((stop): ClimateStretch => {
    const ofEta = periodOfDate(stop.etaUtcMs, stop.place.period);
    const base = { ...stop, periodWords: periodWords(ofEta.month, ofEta.period, stop.place.period) };
    const found = byPlace.get(climatePlaceKey(stop.place));
    if (found === undefined) return { ...base, status: 'not asked' };
    if (found.answer === null) return { ...base, status: 'failed', reason: found.error ?? 'no answer' };
    if (hasNoClimate(found.answer.value)) return { ...base, status: 'no data' };
    const row = climateRows(found.answer.value, stop.place.period, stop.etaUtcMs).find((each) => each.marked);
    // A climate without the ETA's period says nothing of it: as good as no data there.
    if (row === undefined) return { ...base, status: 'no data' };
    return {
      ...base,
      status: 'typical',
      windKn: row.windKn,
      gustKn: row.gustKn,
      temperatureLowC: row.temperatureLowC,
      temperatureHighC: row.temperatureHighC,
      precipitationMm: row.precipitationMm,
    };
  });
}
