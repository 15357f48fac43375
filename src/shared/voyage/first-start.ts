import { z } from 'zod';

/**
 * What a new demo installation opens with (issue 23, point 4): the sample voyage made at its
 * first start, and the short guide of the tabs shown beside it until the navigator dismisses it.
 */
export const firstStartSchema = z.object({
  /** The sample voyage made at this installation's first start while it is still saved; null otherwise. */
  sampleVoyageId: z.string().nullable(),
  /** True from the start that made the sample until the guide is dismissed, across restarts. */
  showTabGuide: z.boolean(),
});
export type FirstStart = z.infer<typeof firstStartSchema>;
