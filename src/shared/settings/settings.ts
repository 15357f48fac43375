import { z } from 'zod';
import { defaultPackStaleAfter, defaultSmallLink, packStaleAfterSchema, smallLinkSchema } from './pack-settings';
import { defaultWorkspaceLayout, workspaceLayoutSchema } from './workspace-layout';

export const paletteSchema = z.enum(['day', 'dusk', 'night']);
export type Palette = z.infer<typeof paletteSchema>;
export const palettes: readonly Palette[] = paletteSchema.options;

/**
 * Everything the user can set, with its default. One schema: the store fills missing keys from
 * it, the router validates `settings.set` against its partial, and the renderer reads its types.
 */
export const settingsSchema = z.object({
  palette: paletteSchema.default('day'),
  /** Requests a minute the account may make; the one app-wide limiter reads it. */
  rateLimitPerMinute: z.number().int().min(1).max(10_000).default(100),
  /** A request that would cost more credits than this asks for confirmation first. */
  creditConfirmThreshold: z.number().int().min(0).max(1_000_000).default(200),
  /** The navigator's chosen display units stay nautical; kept explicit for reports. */
  distanceUnit: z.enum(['nm']).default('nm'),
  speedUnit: z.enum(['kn']).default('kn'),
  /** cache.db is trimmed back to this size, least recently used first; voyages' pinned answers stay. */
  cacheMaxMegabytes: z.number().int().min(50).max(1_000_000).default(1024),
  /**
   * Per operation name (e.g. storms: 15): how many minutes a cached answer counts as fresh, in
   * place of the built-in rule. Forecasts otherwise stay fresh until their next model run is due.
   */
  freshnessOverridesMinutes: z.record(z.string(), z.number().min(0).max(5_256_000)).default({}),
  /** How the transit mixer's messages travel: protobuf (the service's default) or JSON text. */
  transitMixerMode: z.enum(['proto', 'json']).default('proto'),
  /** Longest the transit planner may stay silent before a crew journey plan is given up, s. */
  transitMixerTimeLimitSeconds: z.number().int().min(5).max(600).default(30),
  /** Prepare for sea: how old each kind of packed data may grow before it is called stale (pack-settings.ts). */
  packStaleAfter: packStaleAfterSchema.default(defaultPackStaleAfter),
  /** A metered or slow connection: the pack's bandwidth and the size it asks before (pack-settings.ts). */
  smallLink: smallLinkSchema.default(defaultSmallLink),
  /** The side panel's width and fold, the meteogram's place (shared/settings/workspace-layout.ts). */
  workspaceLayout: workspaceLayoutSchema.default(defaultWorkspaceLayout),
});
export type Settings = z.infer<typeof settingsSchema>;

type WithoutDefaults<Shape extends z.ZodRawShape> = { [Key in keyof Shape]: z.ZodOptional<Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key]> };

/**
 * The fields as a patch: each optional and WITHOUT its default. zod 4 applies a default inside
 * `.optional()` (and so inside `.partial()`): a patch of the palette alone came out holding every
 * other setting at its default, and saving the palette reset the rest.
 */
function withoutDefaults<Shape extends z.ZodRawShape>(shape: Shape): WithoutDefaults<Shape> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field)])) as WithoutDefaults<Shape>;
}

/** A change to some settings: only the keys given are written. */
export const settingsPatchSchema = z.object(withoutDefaults(settingsSchema.shape)).strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
export const defaultSettings: Settings = settingsSchema.parse({});
