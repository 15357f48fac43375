/**
 * What an ensemble answer says about one vessel limit: which element carries it, how to read its
 * unit in the limit's unit, and the members' values at the moment the ship is there.
 */
import { formatUtcShort } from '../time/time-format';
import { ensembleMembers, type EnsemblePointForecast } from '../service/ensemble';
import { levelOf } from '../service/timeseries';
import type { VesselLimits } from '../voyage/vessel-profile';

export type LimitName = keyof VesselLimits;

type Quantity = 'speedKn' | 'heightM' | 'distanceNm';

export interface LimitElement {
  /** the service's element identifier */
  element: string;
  quantity: Quantity;
  /** wind beyond the limit is above it; visibility beyond the limit is below it */
  exceedsWhen: 'above' | 'below';
}

export const limitElements: Record<LimitName, LimitElement> = {
  significantWaveHeightM: { element: 'significantWaveHeight', quantity: 'heightM', exceedsWhen: 'above' },
  windKn: { element: 'windSpeed', quantity: 'speedKn', exceedsWhen: 'above' },
  gustKn: { element: 'windGust', quantity: 'speedKn', exceedsWhen: 'above' },
  swellM: { element: 'swellHeight', quantity: 'heightM', exceedsWhen: 'above' },
  visibilityNm: { element: 'visibility', quantity: 'distanceNm', exceedsWhen: 'below' },
};

// Factors into the limit's unit. An answer without a unit is read in the service's default
// (km/h for speeds, metres for heights and visibility), as the spec's element tables give them.
const factors: Record<Quantity, { defaultUnit: string; byUnit: Record<string, number> }> = {
  speedKn: { defaultUnit: 'km/h', byUnit: { kn: 1, kt: 1, kts: 1, knots: 1, 'km/h': 1 / 1.852, kph: 1 / 1.852, 'm/s': 3600 / 1852, mps: 3600 / 1852, mph: 1609.344 / 1852 } },
  heightM: { defaultUnit: 'm', byUnit: { m: 1, ft: 0.3048 } },
  distanceNm: { defaultUnit: 'm', byUnit: { nm: 1, m: 1 / 1852, km: 1000 / 1852 } },
};

/** The factor that turns `unit` into the limit's unit, or a message naming what is allowed. */
export function unitFactor(quantity: Quantity, unit: string | undefined): { factor: number } | { error: string } {
  const { defaultUnit, byUnit } = factors[quantity];
  const factor = byUnit[(unit ?? defaultUnit).trim().toLowerCase()];
  if (factor !== undefined) return { factor };
  return { error: `unit '${unit ?? ''}' cannot be compared with the limit (allowed: ${Object.keys(byUnit).join(', ')})` };
}

type ElementEntry = EnsemblePointForecast['elements'][number];

/** Preference among several levels of one element: none given, then 10 m (the usual wind), then the lowest. */
function levelRank(entry: ElementEntry): number {
  const text = levelOf(entry.level);
  if (text === '') return -2;
  const metres = Number.parseFloat(text);
  if (metres === 10) return -1;
  return Number.isFinite(metres) ? metres : Number.MAX_SAFE_INTEGER;
}

/** `control` is the answer's control run, read like the members; null when the value names none. */
export type MembersAt = { members: number[]; control: number | null } | { error: string };

/**
 * The members' values of `element` at `timeUtcMs`, in the limit's unit: at a forecast step its
 * values, between two steps each member (and the control) interpolated linearly between them.
 */
export function membersAt(forecast: EnsemblePointForecast, limit: LimitElement, timeUtcMs: number): MembersAt {
  const entries = forecast.elements.filter((entry) => entry.element === limit.element);
  if (entries.length === 0) return { error: `${forecast.model} gave no ${limit.element} (the model may not have it)` };
  const withData = entries.filter((entry) => entry.data !== undefined).sort((a, b) => levelRank(a) - levelRank(b));
  const entry = withData[0];
  if (entry?.data === undefined) return { error: `${forecast.model} answered ${limit.element} with an error: ${entries[0]?.error ?? 'no data'}` };
  const unit = unitFactor(limit.quantity, entry.unit ?? undefined);
  if ('error' in unit) return { error: `${limit.element}: ${unit.error}` };
  const steps = [...entry.data].sort((a, b) => a.time - b.time);
  const timeSec = timeUtcMs / 1000;
  const first = steps[0];
  const last = steps.at(-1);
  if (first === undefined || last === undefined) return { error: `${limit.element} has no forecast steps` };
  if (timeSec < first.time || timeSec > last.time) {
    return { error: `${limit.element} is forecast from ${formatUtcShort(first.time * 1000)} to ${formatUtcShort(last.time * 1000)}, not at ${formatUtcShort(timeUtcMs)}` };
  }
  const afterIndex = steps.findIndex((step) => step.time >= timeSec);
  const after = steps[afterIndex] ?? last;
  const before = after.time === timeSec ? after : (steps[afterIndex - 1] ?? after);
  const beforeMembers = ensembleMembers(before.value);
  const afterMembers = ensembleMembers(after.value);
  if (beforeMembers.length === 0 || beforeMembers.length !== afterMembers.length) {
    return { error: `${limit.element} has no member values (or different member counts) around ${formatUtcShort(timeUtcMs)}` };
  }
  const fraction = after.time === before.time ? 0 : (timeSec - before.time) / (after.time - before.time);
  const between = (from: number, to: number) => (from + (to - from) * fraction) * unit.factor;
  // A member the service gave no value for (null) at either step is left out, not read as 0.
  const members = beforeMembers.flatMap((value, index) => {
    const next = afterMembers[index];
    return value === null || next === null || next === undefined ? [] : [between(value, next)];
  });
  if (members.length === 0) return { error: `${limit.element} has no member values around ${new Date(timeUtcMs).toISOString()}` };
  const controlBefore = before.value.control;
  const controlAfter = after.value.control;
  const control = typeof controlBefore === 'number' && typeof controlAfter === 'number' && Number.isFinite(controlBefore) && Number.isFinite(controlAfter) ? between(controlBefore, controlAfter) : null;
  return { members, control };
}
