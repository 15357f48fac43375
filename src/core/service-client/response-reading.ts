import type { z } from 'zod';
import { authErrorBodySchema, isEmbeddedError, legacyErrorBodySchema } from '../../shared/service/errors';
import { ServiceError } from './errors';
import { describeLeftOut, formatFieldPath, readSalvaging } from './answer-salvage';
import { parseJsonBody, type JsonBody } from './http-transport';
import { redactKey } from './key-redaction';

/**
 * Turns a final HTTP answer into data or a ServiceError. A 2xx body gives data when it is JSON,
 * bare (as the spec shows) or in the envelope `{ success, data, meta, error }` (as the vendor's
 * examples read it), carries no error in any form, and holds what the reading policy requires;
 * list items it cannot read are left out and named in warnings. Anything else gives an error
 * naming the operation and what was wrong, in the service's own words where it gave some.
 */

export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

const maxFieldPathsShown = 3;

/** The service's own words from an error body of any shape we know. */
export function serviceMessageOf(body: unknown): string | undefined {
  const auth = authErrorBodySchema.safeParse(body);
  if (auth.success) return auth.data.error.message;
  const legacy = legacyErrorBodySchema.safeParse(body);
  if (legacy.success) return legacy.data.message;
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string') return error;
    if (typeof error === 'object' && error !== null) {
      const nested = (error as { message?: unknown }).message;
      if (typeof nested === 'string') return nested;
    }
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function bodyMessage(bodyText: string, key: string): string | undefined {
  const parsed = parseJsonBody(bodyText);
  if (!parsed.ok) return undefined;
  const message = serviceMessageOf(parsed.value);
  return message === undefined ? undefined : redactKey(message, key);
}

/** A 401: the service refused the key. */
export function readUnauthorized(operation: string, bodyText: string, key: string): ServiceError {
  const serviceMessage = bodyMessage(bodyText, key) ?? 'no reason given';
  return new ServiceError({
    code: 'auth',
    operation,
    status: 401,
    serviceMessage,
    message: `The service refused the API key (${serviceMessage}). No request is sent until the key is changed in the settings.`,
  });
}

/** A non-2xx status other than 401 that will not be retried (any more). */
export function readFailedStatus(options: {
  operation: string;
  status: number;
  bodyText: string;
  key: string;
  retryAfterMs: number | undefined;
  attempts: number;
}): ServiceError {
  const { operation, status, bodyText, key, retryAfterMs, attempts } = options;
  const serviceMessage = bodyMessage(bodyText, key);
  const said = serviceMessage === undefined ? '' : `: ${serviceMessage}`;
  if (status === 429) {
    const wait =
      retryAfterMs === undefined ? '' : ` It asks to wait ${Math.ceil(retryAfterMs / 1000)} s.`;
    return new ServiceError({
      code: 'rate_limited',
      operation,
      status,
      serviceMessage,
      retryAfterMs,
      attempts,
      message: `The service is throttling requests (HTTP 429) for ${operation}${said}.${wait}`,
    });
  }
  const after = attempts > 1 ? ` after ${attempts} attempts` : '';
  return new ServiceError({
    code: 'http_status',
    operation,
    status,
    serviceMessage,
    attempts,
    message: `The service answered ${operation} with HTTP ${status}${after}${said}.`,
  });
}

/** What the service's answer says it cost: `meta.credits` (or `credits_used`), null where it says nothing. */
export function creditsSpentOf(body: unknown): number | null {
  if (!isObject(body)) return null;
  const meta = body['meta'];
  if (!isObject(meta)) return null;
  const spent = meta['credits'] ?? meta['credits_used'];
  return typeof spent === 'number' && Number.isFinite(spent) && spent >= 0 ? spent : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ success, data, meta, error }`: the vendor's examples say every REST answer comes so wrapped. */
function isEnvelope(body: unknown): body is Record<string, unknown> {
  return isObject(body) && typeof body['success'] === 'boolean' && ('data' in body || 'error' in body || 'meta' in body);
}

/** The words of an error in any form an answer carries it: a text, { message }, { description }. */
function errorWords(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() === '' ? null : error;
  if (isObject(error)) {
    for (const field of ['message', 'description', 'error']) {
      const words = error[field];
      if (typeof words === 'string' && words.trim() !== '') return words;
    }
  }
  return null;
}

/**
 * The payload of a 2xx body, or the service's own words when the answer carries an error: a
 * top-level `error`, `success: false`, or an `error` inside `data` (the vendor's shipping and port
 * examples: `{ success: true, data: { error } }`).
 */
export function unwrapAnswer(body: unknown): { payload: unknown } | { error: string } {
  if (isEnvelope(body)) {
    const topError = errorWords(body['error']);
    if (topError !== null) return { error: topError };
    if (body['success'] === false) return { error: 'the service said the request did not succeed, without saying why' };
    const data = body['data'];
    if (isObject(data) && 'error' in data && errorWords(data['error']) !== null) return { error: errorWords(data['error'])! };
    if (data === undefined || data === null) return { error: 'the service answered without any data' };
    return { payload: data };
  }
  if (isEmbeddedError(body)) return { error: body.error };
  return { payload: body };
}

export interface ReadAnswer {
  value: unknown;
  /** One line per list of the answer with items left out (reading policy), with field paths. */
  warnings: string[];
}

/** A 2xx: JSON, bare or in the envelope, not an error in any form, and readable by the reading policy. */
export function readSuccess(options: {
  operation: string;
  status: number;
  body: JsonBody;
  schema: z.ZodType;
  key: string;
}): ReadOutcome<ReadAnswer> {
  const { operation, status, body, schema, key } = options;
  if (!body.ok) {
    return {
      ok: false,
      error: new ServiceError({
        code: 'malformed_body',
        operation,
        status,
        message: redactKey(`The service's answer to ${operation} could not be read: ${body.problem}.`, key),
      }),
    };
  }
  const unwrapped = unwrapAnswer(body.value);
  if ('error' in unwrapped) {
    const serviceMessage = redactKey(unwrapped.error, key);
    return {
      ok: false,
      error: new ServiceError({
        code: 'embedded_error',
        operation,
        status,
        serviceMessage,
        message: `The service could not answer ${operation}: ${serviceMessage}`,
      }),
    };
  }
  const read = readSalvaging(schema, unwrapped.payload);
  if (!read.ok) {
    const problems = read.issues.map((issue) => `${formatFieldPath(issue.path)}: ${issue.message}`);
    const fieldPaths = read.issues.map((issue) => formatFieldPath(issue.path));
    const more =
      problems.length > maxFieldPathsShown
        ? ` (and ${problems.length - maxFieldPathsShown} more)`
        : '';
    return {
      ok: false,
      error: new ServiceError({
        code: 'schema_mismatch',
        operation,
        status,
        fieldPaths: fieldPaths.slice(0, 20),
        message: redactKey(
          `The service's answer to ${operation} lacks what Passage cannot work without, so none of it is used: ${problems
            .slice(0, maxFieldPathsShown)
            .join('; ')}${more}.`,
          key,
        ),
      }),
    };
  }
  return {
    ok: true,
    value: { value: read.value, warnings: read.leftOut.map((part) => redactKey(`${operation}: ${describeLeftOut(part)}`, key)) },
  };
}
