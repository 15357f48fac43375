import { ServiceError } from './errors';

/**
 * A key that must never be seen: tests use it as the account key and then search every log line
 * and every thrown value, in every form it could be shown or stored in, for it.
 */
export const canaryKey = 'CANARY-KEY-3f9a';

/** Every way a thrown value or a log line might be written out. */
export function everyRendering(value: unknown): string[] {
  const renderings = [String(value), JSON.stringify(value) ?? ''];
  if (value instanceof Error) {
    renderings.push(value.message, value.stack ?? '', JSON.stringify({ ...value }));
    if (value instanceof ServiceError) renderings.push(JSON.stringify(value.toJSON()));
    if (value.cause !== undefined) renderings.push(...everyRendering(value.cause));
  }
  return renderings;
}

export function containsCanary(values: readonly unknown[]): string[] {
  return values
    .flatMap(everyRendering)
    .filter((text) => text.includes(canaryKey) || text.includes(encodeURIComponent(canaryKey)));
}
