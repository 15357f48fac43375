/**
 * The value of a datetime-local field, read and written as UTC: the field has no zone of its
 * own, and a navigator plans in UTC. Shared by every field that takes a departure or arrival.
 */

/** "2026-11-25T06:00" for a datetime-local field that is read as UTC. */
export function utcFieldValue(timeUtcMs: number): string {
  return new Date(timeUtcMs).toISOString().slice(0, 16);
}

/** The field's value as UTC ms, or null when it is not a whole date and time. */
export function parseUtcFieldValue(value: string): number | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return null;
  const timeUtcMs = Date.parse(`${value}:00Z`);
  return Number.isFinite(timeUtcMs) ? timeUtcMs : null;
}
