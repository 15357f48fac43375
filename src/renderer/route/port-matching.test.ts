import { describe, expect, it } from 'vitest';
import type { Port } from '../../shared/service/ports';
import { matchingPorts } from './port-matching';

const port = (id: number, name: string, size: Port['size']): Port => ({ id, name, size, country: 'X', latitude: 0, longitude: 0 });
// Names and sizes as the World Port Index gives them.
const ports = [port(1, 'Newhaven', 'small'), port(2, 'New York City', 'large'), port(3, 'Port Of New Orleans', 'large'), port(4, 'Newport', 'medium'), port(5, 'Rotterdam', 'large'), port(6, 'Vlaardingen', 'medium'), port(7, 'New', 'very_small')];

describe('port search ranking', () => {
  it('puts the port of exactly that name first, then larger harbours, then better name matches', () => {
    expect(matchingPorts(ports, 'new', 10).map((each) => each.name)).toEqual(['New', 'New York City', 'Port Of New Orleans', 'Newport', 'Newhaven']);
    expect(matchingPorts(ports, 'Rotterdam', 10).map((each) => each.id)).toEqual([5]);
  });

  it('waits for two letters and keeps to the limit', () => {
    expect(matchingPorts(ports, 'n', 10)).toEqual([]);
    expect(matchingPorts(ports, 'new', 2)).toHaveLength(2);
  });
});
