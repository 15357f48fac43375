import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../shared/geo';
import { demoPorts } from './ports';

/** The demo's port list is the World Port Index (resources/world-port-index/, NGA Pub 150). */
describe('the demo service port list', () => {
  it('has Europe\'s largest port, Rotterdam, as a large port at 51°54\'N 004°29\'E (its index position, on the Nieuwe Maas)', () => {
    const rotterdams = demoPorts().filter((port) => port.name === 'Rotterdam');
    expect(rotterdams.map((port) => port.country)).toEqual(['Netherlands']);
    const [rotterdam] = rotterdams;
    expect(rotterdam).toMatchObject({ size: 'large', id: 31140 });
    expect(formatPosition(rotterdam!.latitude, rotterdam!.longitude)).toBe("51°54.000'N 004°29.000'E");
  });

  it('counts ports by size as the index gives them: 174 large, 366 medium, 1,018 small, 2,114 very small (2,115 less one port recorded twice; the 130 unsized left out)', () => {
    const counts: Record<string, number> = {};
    for (const port of demoPorts()) counts[port.size] = (counts[port.size] ?? 0) + 1;
    expect(counts).toEqual({ large: 174, medium: 366, small: 1018, very_small: 2114 });
    expect(new Set(demoPorts().map((port) => port.id)).size).toBe(demoPorts().length);
  });

  it('offers no inland Rotterdam (the New York State town sea-ports listed) and puts New York City among the large ports', () => {
    expect(demoPorts().filter((port) => port.name.includes('Rotterdam') && port.country !== 'Netherlands')).toEqual([]);
    expect(demoPorts().find((port) => port.name === 'New York City')).toMatchObject({ size: 'large', country: 'United States' });
  });
});
