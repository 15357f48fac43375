import { z } from 'zod';

/**
 * Where a figure came from. Every answer of the service that reaches the renderer carries this,
 * so every view can say which model run it shows, how old it is, whether it came from the cache
 * or was served offline, what it cost, and whether it is demo data.
 */

export const dataSourceSchema = z.enum(['demo', 'live']);
export type DataSource = z.infer<typeof dataSourceSchema>;

export const answerProvenanceSchema = z.object({
  /** Operation name of the endpoint table (e.g. shippingRoute). */
  operation: z.string(),
  /** demo: the embedded demo service's simulated data; live: the commercial service. */
  dataSource: dataSourceSchema,
  /** live: fetched for this call; cache: fresh in the cache; offline-cache: the service was not reachable. */
  source: z.enum(['live', 'cache', 'offline-cache']),
  fetchedAtMs: z.number().int(),
  ageMs: z.number().int().min(0),
  /** Served past its freshness (a newer model run is due, or the service could not be asked). */
  stale: z.boolean(),
  /**
   * Until when the answer is fresh by the app's one freshness rule (core/store/freshness.ts, with
   * the settings' overrides), on the app's clock: a view that asks again asks then
   * (`freshForMs`). Absent where an answer is put together from several.
   */
  freshUntilMs: z.number().int().optional(),
  /** The model run the answer came from (the newest, where the answer names several). */
  modelRunMs: z.number().int().nullable(),
  /** Credits the request that fetched it cost; a cached answer costs nothing more. */
  credits: z.number().min(0),
  /** Parts of the answer left out because they could not be read (reading policy), with field paths. */
  readWarnings: z.array(z.string()).optional(),
});
export type AnswerProvenance = z.infer<typeof answerProvenanceSchema>;

/**
 * How long the answer stays fresh from the moment it was served, on the app's own clock (the
 * renderer's may differ): null where the provenance does not say.
 */
export function freshForMs(provenance: Pick<AnswerProvenance, 'freshUntilMs' | 'fetchedAtMs' | 'ageMs'>): number | null {
  if (provenance.freshUntilMs === undefined) return null;
  return provenance.freshUntilMs - (provenance.fetchedAtMs + provenance.ageMs);
}

export function serviceAnswerSchema<T extends z.ZodType>(value: T) {
  return z.object({ value, provenance: answerProvenanceSchema });
}
export type ServiceAnswer<T> = { value: T; provenance: AnswerProvenance };

/** Whether Passage may ask the service, and whether the service answered the last time it did. */
export const connectionStatusSchema = z.object({
  dataSource: dataSourceSchema,
  /** The user switched Passage to offline: nothing is asked, the cache answers. */
  offlineMode: z.boolean(),
  /** False after a request could not reach the service, until one does again. */
  reachable: z.boolean(),
  lastFailureAtMs: z.number().int().nullable(),
  lastSuccessAtMs: z.number().int().nullable(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;
