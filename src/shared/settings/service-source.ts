import { z } from 'zod';
import { dataSourceSchema } from '../service/answer-provenance';

/**
 * Which service Passage asks (the embedded demo or the live service) and what the renderer may
 * know of the key: whether one is set and how it is kept, never the key itself.
 */

/** Where a loopback address is allowed plain http: the key never crosses a network unencrypted. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** scheme, host (name, IPv4 or [IPv6]), optional port and path; no user name, query or fragment. */
const serviceAddress = /^(https?):\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\/[^\s?#@]*)?$/;

export const liveServiceUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(serviceAddress, 'must be the service address alone, such as https://api.example.com (no user name, query or fragment: the key is entered separately)')
  .refine((text) => {
    const [, scheme, host] = serviceAddress.exec(text) ?? [];
    return scheme === 'https' || (scheme === 'http' && loopbackHosts.has(host ?? ''));
  }, 'must start with https:// (plain http:// only for this computer, 127.0.0.1 or localhost), so the key is never sent unencrypted')
  .transform((text) => text.replace(/\/+$/, ''));

/** Keys are opaque tokens: printable, no spaces. The message never repeats what was typed. */
export const serviceKeySchema = z
  .string()
  .trim()
  .min(8, 'is too short: a service key has at least 8 characters')
  .max(512, 'is too long: a service key has at most 512 characters')
  .regex(/^[\x21-\x7e]+$/, 'may hold only printable characters without spaces (copy it again from your account page)');

export const noKeychainChoiceSchema = z.enum(['this-run-only', 'store-anyway']);
export type NoKeychainChoice = z.infer<typeof noKeychainChoiceSchema>;

export const keyKeepingSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('keychain'), storeKind: z.enum(['os-keychain', 'electron-safe-storage', 'memory', 'plain-file']) }),
  z.object({ mode: z.literal('this-run-only'), reason: z.string() }),
  z.object({ mode: z.literal('store-anyway'), reason: z.string(), chosenAtUtc: z.string() }),
  z.object({ mode: z.literal('choice-needed'), reason: z.string(), choices: z.array(noKeychainChoiceSchema), warning: z.string() }),
]);
export type KeyKeepingView = z.infer<typeof keyKeepingSchema>;

export const serviceSourceStatusSchema = z.object({
  dataSource: dataSourceSchema,
  /** null until the user enters one. */
  liveServiceUrl: z.string().nullable(),
  /** Whether the embedded demo service exists in this host. */
  demoAvailable: z.boolean(),
  keySet: z.boolean(),
  keeping: keyKeepingSchema,
});
export type ServiceSourceStatus = z.infer<typeof serviceSourceStatusSchema>;

export const setServiceSourceInputSchema = z
  .object({ dataSource: dataSourceSchema, liveServiceUrl: liveServiceUrlSchema.optional() })
  .strict();

export const saveServiceKeyInputSchema = z.object({ key: serviceKeySchema, choice: noKeychainChoiceSchema.optional() }).strict();

export const saveServiceKeyOutputSchema = z.object({
  /** false when there is no keychain and no choice was given: nothing was stored. */
  saved: z.boolean(),
  status: serviceSourceStatusSchema,
});

export const keyTestResultSchema = z.object({
  works: z.boolean(),
  message: z.string(),
  checkedAtMs: z.number(),
  /** HTTP status of the test request, when one was answered. */
  status: z.number().nullable(),
});
export type KeyTestResult = z.infer<typeof keyTestResultSchema>;
