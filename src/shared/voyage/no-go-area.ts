import { z } from 'zod';
import type { LatLon } from '../geo/lat-lon';

/**
 * An area the navigator keeps the ship out of (issue 24): a traffic separation scheme to avoid,
 * an ice limit, a high-risk area, drawn on the chart and saved with the voyage. The weather
 * router never sails into one (src/core/weather-routing/routing-obstacles.ts takes its corners).
 * A corner list that cannot be a plain area is refused in words: fewer than three corners,
 * edges that cross one another, or an area straddling 180° (to be drawn as two).
 */

const cornerSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).strict();

/** Whether two edges of the area (on the chart's plane of longitude and latitude) cross. */
function edgesCross(a: LatLon, b: LatLon, c: LatLon, d: LatLon): boolean {
  const side = (p: LatLon, q: LatLon, r: LatLon) => Math.sign((q.lon - p.lon) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lon - p.lon));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** Why a corner list is not a plain area, in words; null when it is one. */
export function noGoAreaProblem(corners: readonly LatLon[]): string | null {
  const distinct = new Set(corners.map((corner) => `${corner.lat},${corner.lon}`));
  if (distinct.size < 3) return `An area needs at least 3 different corners; it has ${distinct.size}.`;
  const lons = corners.map((corner) => corner.lon);
  if (Math.max(...lons) - Math.min(...lons) >= 180) return 'An area may not straddle 180° of longitude: draw it as two areas, one each side.';
  const count = corners.length;
  for (let i = 0; i < count; i += 1) {
    for (let j = i + 2; j < count; j += 1) {
      if (i === 0 && j === count - 1) continue;
      if (edgesCross(corners[i]!, corners[(i + 1) % count]!, corners[j]!, corners[(j + 1) % count]!)) {
        return `Its edges cross (corner ${i + 1} to ${i + 2} and corner ${j + 1} to ${((j + 1) % count) + 1}): draw the corners in order round the area.`;
      }
    }
  }
  return null;
}

export const noGoAreaSchema = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().trim().min(1, 'An area needs a name, such as "TSS Dover" or "ice limit".').max(100),
    corners: z.array(cornerSchema).min(3).max(500),
  })
  .strict()
  .superRefine((area, context) => {
    const problem = noGoAreaProblem(area.corners);
    if (problem !== null) context.addIssue({ code: 'custom', path: ['corners'], message: problem });
  });
export type NoGoArea = z.infer<typeof noGoAreaSchema>;

export const listNoGoAreasInputSchema = z.object({ voyageId: z.string().min(1).max(100) }).strict();
export const saveNoGoAreaInputSchema = z.object({ voyageId: z.string().min(1).max(100), area: noGoAreaSchema }).strict();
export const deleteNoGoAreaInputSchema = z.object({ voyageId: z.string().min(1).max(100), areaId: z.string().min(1).max(100) }).strict();
