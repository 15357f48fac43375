import { z } from 'zod';

/** 401 on every v1 endpoint for a missing or invalid key. */
export const authErrorBodySchema = z.object({
  success: z.literal(false),
  meta: z.object({ credits_used: z.number() }),
  error: z.object({ message: z.string() }),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

/** 400 (bad request) and 404 (location not found) of the legacy forecast. */
export const legacyErrorBodySchema = z.object({
  status: z.string(),
  message: z.string(),
});
export type LegacyErrorBody = z.infer<typeof legacyErrorBodySchema>;

/**
 * Behaviour beyond the spec (docs/platform-facts.md): some bad requests come back as HTTP 200 with an
 * error string. The client checks a 200 body against this before its response schema, so the
 * user reads the service's own message rather than a list of missing fields.
 */
export const embeddedErrorSchema = z.object({ error: z.string() });
export type EmbeddedError = z.infer<typeof embeddedErrorSchema>;

/** True for a 200 body that is only an error: an object whose error is a string, with no data. */
export function isEmbeddedError(body: unknown): body is EmbeddedError {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}
