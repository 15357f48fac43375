/**
 * What can go wrong when Passage talks to the service, as one error type with a code the UI and
 * the voyage use cases switch on. Messages are for people ("The service refused the key: ...").
 * Nothing in here may ever hold the API key: messages are built from redacted text only, and no
 * raw library error is kept as a cause (fetch errors carry the request URL, key included).
 */

export type ServiceErrorCode =
  /** A query parameter was refused before anything was sent. */
  | 'invalid_parameter'
  /** No key is set, the service answered 401, or a rejected key is still in use. */
  | 'auth'
  /** HTTP 200 whose body is only { error: "..." }. */
  | 'embedded_error'
  /** The body is JSON but not the shape the spec describes. */
  | 'schema_mismatch'
  /** The body is not JSON (malformed or cut short). */
  | 'malformed_body'
  /** Any other unsuccessful HTTP status (4xx, or 5xx after the retries). */
  | 'http_status'
  /** 429 after the retries, or a Retry-After too long to wait for. */
  | 'rate_limited'
  /** The connection failed mid-way (reset, body cut off). */
  | 'network'
  /** The service could not be reached at all (refused, no route, name not resolved). */
  | 'offline'
  /** No complete answer within the time limit. */
  | 'timeout'
  /** The mixer stream ended abnormally (oversize frame, closed with an error code). */
  | 'stream_failed';

export interface ServiceErrorOptions {
  code: ServiceErrorCode;
  /** Operation name of the endpoint table, or 'transitMixer'. */
  operation: string;
  message: string;
  /** HTTP status when there was one. */
  status?: number | undefined;
  /** The service's own words (401 body, embedded error, legacy error body), redacted. */
  serviceMessage?: string | undefined;
  /** For 429: how long the service asked us to wait. */
  retryAfterMs?: number | undefined;
  /** For schema_mismatch: the first field paths that did not match. */
  fieldPaths?: readonly string[] | undefined;
  /** How many requests were sent for this call (1 + retries). */
  attempts?: number | undefined;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly code: ServiceErrorCode;
  readonly operation: string;
  readonly status: number | undefined;
  readonly serviceMessage: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly fieldPaths: readonly string[] | undefined;
  readonly attempts: number | undefined;

  constructor(options: ServiceErrorOptions) {
    super(options.message);
    this.code = options.code;
    this.operation = options.operation;
    this.status = options.status;
    this.serviceMessage = options.serviceMessage;
    this.retryAfterMs = options.retryAfterMs;
    this.fieldPaths = options.fieldPaths;
    this.attempts = options.attempts;
  }

  /** The form that crosses to the renderer ({ code, message, details }) and into logs. */
  toJSON(): { code: ServiceErrorCode; message: string; details: Record<string, unknown> } {
    const details: Record<string, unknown> = { operation: this.operation };
    if (this.status !== undefined) details.status = this.status;
    if (this.serviceMessage !== undefined) details.serviceMessage = this.serviceMessage;
    if (this.retryAfterMs !== undefined) details.retryAfterMs = this.retryAfterMs;
    if (this.fieldPaths !== undefined) details.fieldPaths = this.fieldPaths;
    if (this.attempts !== undefined) details.attempts = this.attempts;
    return { code: this.code, message: this.message, details };
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}
