import { describe, expect, it } from 'vitest';
import type { PortSize } from '../../shared/service/ports';
import { visiblePortSizes } from './port-visibility';

const all = new Set<PortSize>(['large', 'medium', 'small', 'very_small']);

describe('which ports are drawn', () => {
  it('shows larger ports first as the chart zooms in, smallest drawn first (underneath)', () => {
    expect(visiblePortSizes(2, all)).toEqual(['large']);
    expect(visiblePortSizes(4, all)).toEqual(['medium', 'large']);
    expect(visiblePortSizes(6, all)).toEqual(['small', 'medium', 'large']);
    expect(visiblePortSizes(9, all)).toEqual(['very_small', 'small', 'medium', 'large']);
  });

  it('never shows a size the navigator filtered out', () => {
    expect(visiblePortSizes(9, new Set<PortSize>(['small']))).toEqual(['small']);
    expect(visiblePortSizes(3, new Set<PortSize>(['small']))).toEqual([]);
  });
});
