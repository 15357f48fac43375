import type { z } from 'zod';
import { authErrorBodySchema, isEmbeddedError, legacyErrorBodySchema } from '../../shared/service/errors';
import { ServiceError } from './errors';
import { parseJsonBody } from './http-transport';
import { redactKey } from './key-redaction';

/**
 * Turns a final HTTP answer into data or a ServiceError. Only a 2xx body that is JSON, is not an
 * embedded { error } and matches the response schema gives data; anything else gives an error
 * naming the operation and what was wrong, and none of the body is used.
 */

export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

const maxFieldPathsShown = 3;

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(whole answer)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

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

/** A 2xx: JSON, not an embedded error, and exactly the documented shape. */
export function readSuccess(options: {
  operation: string;
  status: number;
  bodyText: string;
  schema: z.ZodType;
  key: string;
}): ReadOutcome<unknown> {
  const { operation, status, bodyText, schema, key } = options;
  const parsed = parseJsonBody(bodyText);
  if (!parsed.ok) {
    return {
      ok: false,
      error: new ServiceError({
        code: 'malformed_body',
        operation,
        status,
        message: `The service's answer to ${operation} could not be read: ${parsed.problem}.`,
      }),
    };
  }
  if (isEmbeddedError(parsed.value)) {
    const serviceMessage = redactKey(parsed.value.error, key);
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
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${formatPath(issue.path)}: ${issue.message}`,
    );
    const fieldPaths = checked.error.issues.map((issue) => formatPath(issue.path));
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
          `The service's answer to ${operation} does not have the documented shape, so none of it is used: ${problems
            .slice(0, maxFieldPathsShown)
            .join('; ')}${more}.`,
          key,
        ),
      }),
    };
  }
  return { ok: true, value: checked.data };
}
