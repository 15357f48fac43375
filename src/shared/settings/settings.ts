import { z } from 'zod';

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
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
export const defaultSettings: Settings = settingsSchema.parse({});
