import { z } from 'zod';

/**
 * What a speed-loss approximation needs of the hull (kwon-speed-loss.ts): its length, fullness,
 * displacement and loading, and whether she is a container ship (given her own form coefficient).
 */
export const hullFormSchema = z.object({
  lengthBetweenPerpendicularsM: z.number().min(20).max(500),
  blockCoefficient: z.number().min(0.4).max(0.95),
  /** in seawater, tonnes */
  displacementT: z.number().min(100).max(700_000),
  loading: z.enum(['laden', 'ballast']),
  containerShip: z.boolean(),
});
export type HullForm = z.infer<typeof hullFormSchema>;
