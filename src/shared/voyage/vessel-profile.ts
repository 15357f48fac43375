import { z } from 'zod';
import { defaultHullForm, kwonSpeedLossTable } from './kwon-speed-loss';
import { speedLossTableSchema } from './speed-loss-table';

/**
 * What the ship and her master accept. A soft limit warns; a hard limit is avoided. A limit set
 * to null is not checked at all (a profile for a ship that does not care about visibility).
 */
export const limitSeveritySchema = z.enum(['soft', 'hard']);
export type LimitSeverity = z.infer<typeof limitSeveritySchema>;

function limitOf(maximum: number) {
  return z.object({ value: z.number().positive().max(maximum), severity: limitSeveritySchema }).nullable();
}

export const vesselLimitsSchema = z.object({
  significantWaveHeightM: limitOf(30),
  windKn: limitOf(200),
  gustKn: limitOf(250),
  swellM: limitOf(30),
  visibilityNm: limitOf(50),
});
export type VesselLimits = z.infer<typeof vesselLimitsSchema>;

/** Distances in nautical miles kept from tropical cyclones by strength (commercial routing practice). */
export const stormDistanceSchema = z.object({
  hurricane: z.number().min(0).max(2000),
  tropicalStorm: z.number().min(0).max(2000),
  depression: z.number().min(0).max(2000),
  severity: limitSeveritySchema,
});
export type StormDistance = z.infer<typeof stormDistanceSchema>;

export const vesselProfileSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  serviceSpeedKn: z.number().positive().max(60),
  limits: vesselLimitsSchema,
  stormDistanceNm: stormDistanceSchema,
  /** Deepest draft in metres; null while not given (then no port is judged by its depth). */
  draftM: z.number().positive().max(30).nullable().default(null),
  /** What the route check keeps between every leg and the coast, nm (issue 29). */
  coastSafetyDistanceNm: z.number().min(0).max(50).default(2),
  /** Storms whose track or forecast comes within this of the route in the voyage's time count as near it, nm. */
  stormNearDistanceNm: z.number().min(0).max(5000).default(1000),
  /**
   * Her speed through the water in a seaway (issue 24): the share of the service speed lost by
   * Beaufort force and the weather's sector on the bow. Null while not given: the weather router
   * then keeps her service speed in any sea, and says so.
   */
  speedLoss: speedLossTableSchema.nullable().default(null),
});
export type VesselProfile = z.infer<typeof vesselProfileSchema>;

/** A profile to save: without an id it is created, with one it replaces that profile. */
export const vesselProfileInputSchema = vesselProfileSchema.extend({ id: vesselProfileSchema.shape.id.optional() });
export type VesselProfileInput = z.infer<typeof vesselProfileInputSchema>;

export const defaultVesselProfileId = 'default';

/**
 * Typical defaults (docs/platform-facts.md, The domain): Hs 4 m and wind 30 kn (Beaufort 7), both soft; 300/200/150 nm from
 * a hurricane, tropical storm or depression. Gust, swell and visibility are left for the master.
 * Her speed in a seaway by Kwon's method for a 140 m general cargo ship (kwon-speed-loss.ts).
 */
export const defaultVesselProfile: VesselProfile = {
  id: defaultVesselProfileId,
  name: 'Default vessel',
  serviceSpeedKn: 12,
  limits: {
    significantWaveHeightM: { value: 4, severity: 'soft' },
    windKn: { value: 30, severity: 'soft' },
    gustKn: null,
    swellM: null,
    visibilityNm: null,
  },
  stormDistanceNm: { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' },
  draftM: null,
  coastSafetyDistanceNm: 2,
  stormNearDistanceNm: 1000,
  speedLoss: kwonSpeedLossTable(defaultHullForm, 12),
};
