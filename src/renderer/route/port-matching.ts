import type { Port } from '../../shared/service/ports';

const sizeRank: Record<Port['size'], number> = { large: 0, medium: 1, small: 2, very_small: 3 };

/** How well a name answers the text: 0 the name itself, 1 its start, 2 a word's start, 3 inside. */
function matchQuality(name: string, wanted: string): number {
  const lower = name.toLowerCase();
  if (lower === wanted) return 0;
  if (lower.startsWith(wanted)) return 1;
  if (lower.split(/[\s\-'(),.]+/).some((word) => word.startsWith(wanted))) return 2;
  return 3;
}

/**
 * Ports whose name contains the text, at most `limit`: the port of exactly that name first, then
 * by harbour size (a navigator typing "new" means New York before Newhaven), then how well the
 * name matches, then alphabetically.
 */
export function matchingPorts(ports: readonly Port[], text: string, limit: number): Port[] {
  const wanted = text.trim().toLowerCase();
  if (wanted.length < 2) return [];
  return ports
    .filter((port) => port.name.toLowerCase().includes(wanted))
    .map((port) => ({ port, quality: matchQuality(port.name, wanted) }))
    .sort((a, b) => Number(a.quality !== 0) - Number(b.quality !== 0) || sizeRank[a.port.size] - sizeRank[b.port.size] || a.quality - b.quality || a.port.name.localeCompare(b.port.name))
    .slice(0, limit)
    .map(({ port }) => port);
}
