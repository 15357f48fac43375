import { describe, expect, it } from 'vitest';
import { mainTransitPlaces, rankOf } from './transit-place-field';

describe('the main places offered first', () => {
  it('ranks Schiphol first whether the planner writes "Schiphol Airport" or HAFAS\'s "Schiphol (Airport)"', () => {
    expect(rankOf({ name: 'Schiphol (Airport)' })).toBe(0);
    expect(rankOf({ name: 'Schiphol Airport' })).toBe(0);
    expect(rankOf({ name: 'rotterdam centraal' })).toBe(2);
    expect(rankOf({ name: 'Rotterdam Blaak' })).toBe(mainTransitPlaces.length);
    expect(rankOf({})).toBe(mainTransitPlaces.length);
  });
});
