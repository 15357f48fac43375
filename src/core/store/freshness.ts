/**
 * How long a cached answer may be served without asking the service again. Pure: no clock, no
 * database; the cached fetcher asks `isFresh(entry, nowMs)` and the settings may override a rule.
 */

export interface FreshnessEntry {
  operation: string;
  fetchedAtMs: number;
  /** The model run the answer came from, when it has one. */
  modelRunMs: number | null;
  /** UTC hours at which that model runs (the catalogue's runtimesHours), when known. */
  runHoursUtc: readonly number[] | null;
}

export type FreshnessRule =
  /** Fresh until the model's next run is due: its run time plus the availability delay. */
  | { kind: 'nextModelRun'; fallbackMaxAgeMs: number }
  | { kind: 'maxAge'; maxAgeMs: number };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Runs reach the service some hours after their nominal time (about 4 h for the 6-hourly models). */
export const defaultAvailabilityDelayMs = 4 * hourMs;
/** Most global models run at 00, 06, 12 and 18 UTC. */
export const defaultRunHoursUtc: readonly number[] = [0, 6, 12, 18];
/**
 * Even when a run is overdue (currents are often a run behind), wait this long after a fetch
 * before asking again, so a late run does not turn every view into a paid request.
 */
export const minimumModelRunFreshMs = 15 * minuteMs;

const forecastRule: FreshnessRule = { kind: 'nextModelRun', fallbackMaxAgeMs: hourMs };
const maxAge = (maxAgeMs: number): FreshnessRule => ({ kind: 'maxAge', maxAgeMs });

export const defaultRules: Readonly<Record<string, FreshnessRule>> = {
  weatherForecast: forecastRule,
  legacyForecast: forecastRule,
  weatherTimeseriesPoint: forecastRule,
  weatherTimeseriesRoute: forecastRule,
  weatherEnsemblePoint: forecastRule,
  marineTimeseriesPoint: forecastRule,
  marineTimeseriesRoute: forecastRule,
  marineEnsemblePoint: forecastRule,
  shippingPoint: forecastRule,
  shippingRoute: forecastRule,
  weatherMapsLayers: forecastRule,
  // A layer's image of one step of one run never changes; it goes with its run like the listing.
  weatherMapsLayerImage: forecastRule,
  // Catalogues say which runs exist; they change with every run.
  weatherTimeseriesModels: maxAge(hourMs),
  weatherEnsembleModels: maxAge(hourMs),
  weatherMapsModels: maxAge(hourMs),
  marineTimeseriesModels: maxAge(hourMs),
  marineEnsembleModels: maxAge(hourMs),
  weatherRadar: maxAge(10 * minuteMs),
  // A radar frame goes with its nowcast: asked again when the nowcast is.
  weatherRadarImage: maxAge(10 * minuteMs),
  storms: maxAge(30 * minuteMs),
  trafficOverview: maxAge(5 * minuteMs),
  trafficGeo: maxAge(5 * minuteMs),
  transitPlannerSearch: maxAge(5 * minuteMs),
  portList: maxAge(30 * dayMs),
  geoSearch: maxAge(30 * dayMs),
  geoNearby: maxAge(30 * dayMs),
  weatherClimate: maxAge(365 * dayMs),
};

/** Never fresh: an operation nobody wrote a rule for is asked again rather than served old. */
const unknownOperationRule: FreshnessRule = maxAge(0);

/**
 * The first run strictly after `modelRunMs` at one of `runHoursUtc` (looked for over the next
 * 8 days, enough for a weekly model).
 */
export function nextRunMs(modelRunMs: number, runHoursUtc: readonly number[]): number {
  const hours = [...new Set(runHoursUtc.filter((hour) => Number.isInteger(hour) && hour >= 0 && hour < 24))].sort((a, b) => a - b);
  if (hours.length === 0) return modelRunMs + dayMs;
  const dayStart = Math.floor(modelRunMs / dayMs) * dayMs;
  for (let day = 0; day <= 8; day += 1) {
    for (const hour of hours) {
      const candidate = dayStart + day * dayMs + hour * hourMs;
      if (candidate > modelRunMs) return candidate;
    }
  }
  return modelRunMs + dayMs;
}

export interface FreshnessOptions {
  /** Minutes an answer of an operation stays fresh, replacing its rule (from the settings). */
  overridesMinutes?: Readonly<Record<string, number>>;
  availabilityDelayMs?: number;
}

export interface FreshnessPolicy {
  /** Until when the entry counts as fresh (exclusive). */
  freshUntilMs(entry: FreshnessEntry): number;
  isFresh(entry: FreshnessEntry, nowMs: number): boolean;
}

export function createFreshnessPolicy(options: FreshnessOptions = {}): FreshnessPolicy {
  const delayMs = options.availabilityDelayMs ?? defaultAvailabilityDelayMs;
  function freshUntilMs(entry: FreshnessEntry): number {
    const override = options.overridesMinutes?.[entry.operation];
    if (override !== undefined) return entry.fetchedAtMs + override * minuteMs;
    const rule = defaultRules[entry.operation] ?? unknownOperationRule;
    if (rule.kind === 'maxAge') return entry.fetchedAtMs + rule.maxAgeMs;
    if (entry.modelRunMs === null) return entry.fetchedAtMs + rule.fallbackMaxAgeMs;
    const dueMs = nextRunMs(entry.modelRunMs, entry.runHoursUtc ?? defaultRunHoursUtc) + delayMs;
    return Math.max(dueMs, entry.fetchedAtMs + minimumModelRunFreshMs);
  }
  return {
    freshUntilMs,
    isFresh: (entry, nowMs) => nowMs < freshUntilMs(entry),
  };
}

const defaultPolicy = createFreshnessPolicy();

/** With the built-in rules and no overrides. */
export function isFresh(entry: FreshnessEntry, nowMs: number): boolean {
  return defaultPolicy.isFresh(entry, nowMs);
}
