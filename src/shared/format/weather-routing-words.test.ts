import { describe, expect, it } from 'vitest';
import { defaultRoutingPenaltyWeights } from '../voyage/routing-penalties';
import type { RouteFigures, RoutingInputsUsed } from '../voyage/weather-routing';
import { proposalCaveatWords, routingGroundsWords } from './weather-routing-words';

const inputs: RoutingInputsUsed = {
  profileName: 'Hard-limited coaster',
  serviceSpeedKn: 12,
  speedLoss: null,
  noGoAreas: [{ id: 'a', name: 'Firing exercise' }],
  stormDistanceNm: { hurricane: 300, tropicalStorm: 200, depression: 150, severity: 'hard' },
  stormNames: ['Hurricane Scenario'],
  penalties: defaultRoutingPenaltyWeights,
  stormPenaltyHours: 0,
};
const figures: RouteFigures = { distanceNm: 1200, etdUtcMs: 0, etaUtcMs: 100 * 3_600_000, softHours: 0, hardHours: 0, unreadHours: 0, stormClearance: { stormName: 'Hurricane Scenario', timeUtcMs: 0, distanceNm: 320, requiredNm: 300, marginNm: 20 } };

describe('what a proposal rests on, in words', () => {
  it('names the speed rule, the no-go areas and the storms with the profile\'s distances', () => {
    const words = routingGroundsWords(inputs);
    expect(words.speed).toBe('Hard-limited coaster: 12.0 kn through the water in any sea (the profile has no speed-loss table).');
    expect(words.noGoAreas).toBe("Kept out of the voyage's no-go area: Firing exercise.");
    expect(words.storms).toMatch(/^Storms weighed \(the Risk tab's\): Hurricane Scenario; kept off by the profile's distances: hurricane 300 nm, .*never nearer \(hard\)\.$/);
  });

  it('says plainly when the proposal comes inside a hard storm distance, or sails where the fields say nothing', () => {
    expect(proposalCaveatWords({ proposed: figures, inputs })).toEqual([]);
    const inside = { ...figures, stormClearance: { ...figures.stormClearance!, distanceNm: 280, marginNm: -20 } };
    expect(proposalCaveatWords({ proposed: inside, inputs })).toEqual([expect.stringMatching(/^The proposal as sailed comes 280 nm from Hurricane Scenario, inside the profile's hard 300 nm/)]);
    // A soft distance is a cost the router weighed, not a promise.
    expect(proposalCaveatWords({ proposed: inside, inputs: { ...inputs, stormDistanceNm: { ...inputs.stormDistanceNm, severity: 'soft' } } })).toEqual([]);
    expect(proposalCaveatWords({ proposed: { ...figures, unreadHours: 14 }, inputs })).toEqual([expect.stringMatching(/^The proposal sails 14 h outside the routing fields/)]);
  });
});
