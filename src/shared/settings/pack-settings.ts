import { z } from 'zod';

/**
 * The settings of "Prepare for sea" (issue 21). How old packed data may grow before the status
 * bar and the voyage list call it stale differs by kind: a forecast ages in hours (a new model
 * run every 6 to 12), storms in hours (advisories every 6), ports and places in weeks. And a
 * metered or slow connection (satellite at sea) caps the pack's bandwidth and asks before an item
 * larger than the navigator allows.
 */

const hours = z.number().min(0).max(24 * 365);

export const packStaleAfterSchema = z
  .object({
    /** The shipping forecast, compared models, best departure and the ports' weather. */
    forecastHours: hours,
    ensembleHours: hours,
    stormsHours: hours,
    weatherMapHours: hours,
    /** The ports list and the places the voyage names. */
    portsDays: z.number().min(0).max(365),
  })
  .strict();
export type PackStaleAfter = z.infer<typeof packStaleAfterSchema>;

/**
 * A forecast fetched 12 h ago has missed one or two model runs; storms move on with each 6-hourly
 * advisory; a port list changes over weeks.
 */
export const defaultPackStaleAfter: PackStaleAfter = { forecastHours: 12, ensembleHours: 12, stormsHours: 6, weatherMapHours: 12, portsDays: 42 };

export const smallLinkSchema = z
  .object({
    /** The link is metered or slow: the limits below hold for the pack. */
    on: z.boolean(),
    /** The most the pack receives a second, in bytes (100 B/s to 100 MB/s). */
    bytesPerSecond: z.number().int().min(100).max(100_000_000),
    /** An item expected to be larger than this waits for the navigator's yes, in bytes. */
    askAboveBytes: z.number().int().min(1_000).max(10_000_000_000),
  })
  .strict();
export type SmallLink = z.infer<typeof smallLinkSchema>;

/** 8 kB/s (64 kbit/s, a narrow satellite channel); ask above 1 MB. Off until the navigator says so. */
export const defaultSmallLink: SmallLink = { on: false, bytesPerSecond: 8_000, askAboveBytes: 1_000_000 };
