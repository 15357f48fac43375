import type { PortSize } from '../../shared/service/ports';

/** Smallest first: drawn in this order, so larger harbours sit on top where symbols overlap. */
export const portSizesSmallFirst: readonly PortSize[] = ['very_small', 'small', 'medium', 'large'];

/** The zoom from which each size is drawn: at ocean scale only the large ports, all by coast scale. */
export const portMinZoom: Readonly<Record<PortSize, number>> = { large: 0, medium: 4, small: 6, very_small: 7 };

/** The sizes to draw at this zoom, among those the navigator chose to show. */
export function visiblePortSizes(zoom: number, chosen: ReadonlySet<PortSize>): PortSize[] {
  return portSizesSmallFirst.filter((size) => chosen.has(size) && zoom >= portMinZoom[size]);
}

/** Symbol radius in pixels: a large port stands out from a fishing harbour. */
export const portRadiusPx: Readonly<Record<PortSize, number>> = { large: 5, medium: 4, small: 3, very_small: 2.5 };
