import { describe, expect, it } from 'vitest';
import { mixerCreditsBeforeAnyCharge, mixerPlanCredits } from './credits';

describe('the transit mixer\'s credits', () => {
  it('estimates the next plan at what the mixer charged for the last one, in its close reason', () => {
    expect(mixerPlanCredits(3)).toEqual({ credits: 3, basis: 'last charge' });
    // A plan the mixer charged nothing for (its close reason said 0) is estimated free.
    expect(mixerPlanCredits(0)).toEqual({ credits: 0, basis: 'last charge' });
  });

  it('before any charge, at the price of the vendor\'s examples\' close reason ({"credits":1})', () => {
    expect(mixerCreditsBeforeAnyCharge).toBe(1);
    expect(mixerPlanCredits(null)).toEqual({ credits: 1, basis: 'before any charge' });
  });
});
