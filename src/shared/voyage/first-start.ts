import { z } from 'zod';

/**
 * What a new demo installation opens with (issue 23, point 4): the sample voyage made at its
 * first start, and the short guide of the tabs shown beside it until the navigator dismisses it.
 * Its changes reach the renderer as the event `firstStartChanged`.
 */
export const firstStartSchema = z.object({
  /** The sample voyage made at this installation's first start while it is still saved; null otherwise. */
  sampleVoyageId: z.string().nullable(),
  /** True from the start that made the sample until the guide is dismissed, across restarts. */
  showTabGuide: z.boolean(),
  /**
   * The sample's forecast, asked in the background by the start that made the sample: `fetching`
   * until it lands in the cache (`fetched`) or fails (`failed`, to be fetched from the Forecast tab
   * like any other); null when this run made no sample. Not kept: a restart asks nothing again.
   */
  sampleForecast: z.enum(['fetching', 'fetched', 'failed']).nullable(),
});
export type FirstStart = z.infer<typeof firstStartSchema>;
