import { z } from 'zod';

/**
 * How every contract call answers, across IPC and HTTP alike: the renderer gets the whole error
 * (a stable code for logic, a message for people, details for the form that failed), never a
 * bare string or a rejected promise.
 */
export const passageErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type PassageErrorShape = z.infer<typeof passageErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: PassageErrorShape };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: string, message: string, details?: unknown): Result<never> => ({
  ok: false,
  error: details === undefined ? { code, message } : { code, message, details },
});

/** Error codes the router itself produces; use cases may add their own. */
export const errorCodes = {
  unknownCall: 'unknown_call',
  invalidInput: 'invalid_input',
  invalidOutput: 'invalid_output',
  internal: 'internal',
} as const;

/**
 * Names each failing field by its path, the way a navigator reads a form: "speedKn: must be at
 * most 40". Shared so that the router, the service client and importers all say it one way.
 */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(input)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}
