import { z } from 'zod';

/**
 * The draft limits of ports, read from the project's World Port Index copy
 * (resources/world-port-index/, NGA Pub 150, origin named there): the service's port list gives a
 * port's name, size and position but no depths, so the port search asks these by position.
 */
export const portDraftLimitsInputSchema = z
  .object({
    /** The ports in view (a search shows a few); each matched to the index's port within BERTH_RADIUS_NM. */
    positions: z.array(z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).strict()).max(100),
  })
  .strict();

export const portDraftLimitSchema = z.object({
  name: z.string(),
  wpiNumber: z.number().int(),
  /** Null where the index gives none (it writes 0.0 for "not given"). */
  channelDepthM: z.number().positive().nullable(),
  maxDraftM: z.number().positive().nullable(),
});
export type PortDraftLimit = z.infer<typeof portDraftLimitSchema>;

export const portDraftLimitsSchema = z.object({
  /** One per position asked, in order: null where no port of the index lies there. */
  limits: z.array(portDraftLimitSchema.nullable()),
  source: z.string(),
});
export type PortDraftLimits = z.infer<typeof portDraftLimitsSchema>;
