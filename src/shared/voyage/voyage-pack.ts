import { z } from 'zod';
import { modelAlongRouteInputSchema } from './model-along-route';

/**
 * "Prepare for sea" (issue 21): one job per voyage that fetches everything the voyage needs
 * offline through the same service-data paths the tabs read, pinned to the voyage, kept in
 * passage.db so it resumes after a crash, a cancel or a lost connection without paying twice.
 */

export const packItemKinds = ['routeForecast', 'comparedModel', 'departures', 'ensemble', 'storms', 'mapLayer', 'portWeather', 'ports', 'places', 'routingFields'] as const;
export type PackItemKind = (typeof packItemKinds)[number];

/** The weather routing's fields (issue 24): hundreds of step images, so packed only when the navigator ticks them. */
export const routingFieldsItemId = 'routing-fields';
/** Items planned and shown with their cost, but left out unless the navigator ticks them (`tickedItemIds`). */
export const packItemsUntickedByDefault: readonly string[] = [routingFieldsItemId];

export const packItemStates = ['waiting', 'fetching', 'done', 'failed', 'skipped'] as const;
export type PackItemState = (typeof packItemStates)[number];

const voyageId = z.string().min(1).max(100);

/** What the Forecast tab's "Best departure" compares until the navigator changes it. */
export const defaultDepartureWindow = { everyHours: 6, windowHours: 72 } as const;
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A place whose weather (or climate) the Route tab shows around a time: the voyage's departure or arrival port. */
export const packPlaceSchema = z
  .object({
    role: z.enum(['departure port', 'arrival port']),
    name: z.string().min(1).max(200),
    lat: latitude,
    lon: longitude,
    markUtcMs: z.number().int().nullable(),
  })
  .strict();
export type PackPlace = z.infer<typeof packPlaceSchema>;

/** A weather map layer the navigator picks for the pack: a maps catalogue model's element. */
export const packLayerSchema = z
  .object({
    model: z.string().min(1).max(100),
    element: z.string().min(1).max(100),
    level: z.string().max(50).optional(),
    unit: z.string().max(50).optional(),
    /** Whole tile zoom; the box is the route's with a margin. */
    zoom: z.number().int().min(0).max(10).default(4),
  })
  .strict();
export type PackLayer = z.infer<typeof packLayerSchema>;

/** What the navigator asks to pack, beyond the voyage itself (the tabs know these; the store does not). */
export const packChoicesSchema = z
  .object({
    voyageId,
    /** The other models the Forecast tab compares for this voyage. */
    comparedModels: z.array(modelAlongRouteInputSchema.omit({ voyageId: true })).max(10).default([]),
    layers: z.array(packLayerSchema).max(12).default([]),
    /** Departure and arrival ports (or the end waypoints when no port is near), as the Route tab shows them. */
    places: z.array(packPlaceSchema).max(2).default([]),
    /** Ports whose time zones the route table shows (the places near each, as the tab asks). */
    portsNamed: z.array(z.object({ lat: latitude, lon: longitude }).strict()).max(500).default([]),
    /**
     * The departures the Forecast tab's "Best departure" compares (its every and over-the-next hours):
     * each a route forecast of its own. null: not packed.
     */
    departureWindow: z
      .object({ everyHours: z.number().min(1).max(48), windowHours: z.number().min(0).max(240) })
      .strict()
      .nullable()
      .default(defaultDepartureWindow),
    /** Item ids the navigator unticked: skipped, never asked. */
    untickedItemIds: z.array(z.string().max(100)).max(100).default([]),
    /** Items unticked by default (`packItemsUntickedByDefault`) the navigator ticked: packed. */
    tickedItemIds: z.array(z.string().max(100)).max(100).default([]),
  })
  .strict();
export type PackChoices = z.infer<typeof packChoicesSchema>;
export type PackChoicesInput = z.input<typeof packChoicesSchema>;

export const packItemSchema = z.object({
  itemId: z.string(),
  kind: z.enum(packItemKinds),
  label: z.string(),
  ticked: z.boolean(),
  state: z.enum(packItemStates),
  requestsDone: z.number().int().min(0),
  requestsTotal: z.number().int().min(0),
  /** Credits the item's requests cost if sent; what is cached and fresh counts 0. */
  creditsEstimated: z.number().min(0),
  creditsSpent: z.number().min(0),
  /** What requests cut off mid-way may have cost: charged or not, nobody can tell; never in creditsSpent. */
  creditsUnknown: z.number().min(0),
  /** Requests answered from a fresh cache entry: they cost nothing. */
  requestsFromCache: z.number().int().min(0),
  bytesEstimated: z.number().int().min(0),
  bytes: z.number().int().min(0),
  /** Oldest fetch of what the item holds (its data's age), null before anything is held. */
  oldestFetchedAtMs: z.number().int().nullable(),
  message: z.string().nullable(),
  /**
   * On a metered or slow link (Settings), an item larger than the navigator allows waits for a yes:
   * 'asking' until answered, 'approved' after; null when never asked.
   */
  sizeCheck: z.enum(['asking', 'approved']).nullable(),
});
export type PackItem = z.infer<typeof packItemSchema>;

export const packJobStates = ['planned', 'running', 'paused', 'cancelled', 'done', 'failed'] as const;
export type PackJobState = (typeof packJobStates)[number];

export const packStatusSchema = z.object({
  jobId: z.string(),
  voyageId: z.string(),
  voyageRevision: z.number().int(),
  state: z.enum(packJobStates),
  /** Why it paused or stopped, in words; null while running or done. */
  reason: z.string().nullable(),
  /** Resume by itself when the connection returns (the navigator's choice). */
  resumeOnReconnect: z.boolean(),
  items: z.array(packItemSchema),
  itemsDone: z.number().int(),
  itemsTotal: z.number().int(),
  creditsEstimated: z.number(),
  creditsSpent: z.number(),
  creditsUnknown: z.number(),
  bytesEstimated: z.number().int(),
  bytes: z.number().int(),
  /** Credits the plan's catalogues cost while planning (0 when cached). */
  planningCredits: z.number(),
  createdAtMs: z.number().int(),
  startedAtMs: z.number().int().nullable(),
  finishedAtMs: z.number().int().nullable(),
  /** Milliseconds spent fetching so far (over every run), for the time remaining. */
  runningMs: z.number().int().min(0),
  /** From the pace so far; null before the first request is done. */
  remainingMs: z.number().int().nullable(),
  /** Oldest fetch among the pack's data: the pack's age. */
  oldestFetchedAtMs: z.number().int().nullable(),
});
export type PackStatus = z.infer<typeof packStatusSchema>;

export const packJobInputSchema = z.object({ voyageId }).strict();
export const packStartInputSchema = packChoicesSchema.extend({ resumeOnReconnect: z.boolean().default(false) });
export type PackStartInput = z.input<typeof packStartInputSchema>;

/** Items done over total, the figure the one progress bar shows. */
export function packItemsFinished(items: readonly Pick<PackItem, 'state'>[]): number {
  return items.filter((item) => item.state === 'done' || item.state === 'skipped').length;
}

/** The navigator's answer to an item waiting on a slow link: fetch it after all, or skip it. */
export const packSizeAnswerSchema = z.object({ voyageId, itemId: z.string().min(1).max(200), fetch: z.boolean() }).strict();

export const staleItemSchema = z.object({
  itemId: z.string(),
  kind: z.enum(packItemKinds),
  label: z.string(),
  ageMs: z.number(),
  thresholdMs: z.number(),
});

/** What went stale in a voyage's pack (Settings' thresholds) and what refreshing it would cost. */
export const packRefreshEstimateSchema = z.object({
  voyageId: z.string(),
  stale: z.array(staleItemSchema),
  /** Credits to fetch the stale items again, as the pack estimates (cached and fresh: nothing). */
  creditsToSpend: z.number().min(0),
  bytesEstimated: z.number().int().min(0),
  /** The route changed since it was packed: refreshing is preparing it again. */
  outdated: z.boolean(),
});
export type PackRefreshEstimate = z.infer<typeof packRefreshEstimateSchema>;
