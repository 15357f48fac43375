import { describe, expect, it } from 'vitest';
import { analyseStorm, stormEncounters, voyageTimeline } from '../../shared/risk';
import { equatorVoyage, straightStorm, T0_UTC_MS } from '../../shared/risk/storm-scenarios.fixture';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { closestApproachWords, entryWords, stormSummaryLine, verdictWords } from './storm-risk-words';

// A hurricane standing 300 nm east and 100 nm south of a ship sailing east along the equator at
// 10 kn, moving north at 5 kn: the ship passes right in front of it (storm-cpa.test.ts works it).
const storm = straightStorm('AHEAD', { xNm: 300, yNm: -100, eastKn: 0, northKn: 5 }, () => 'H1');
const far = straightStorm('FAR', { xNm: 0, yNm: 900, eastKn: 0, northKn: 0 }, () => 'TS');
const timeline = voyageTimeline(equatorVoyage(0, 20), T0_UTC_MS);
const distance = defaultVesselProfile.stormDistanceNm;

describe('storm risk in words', () => {
  const [ahead, away] = stormEncounters(timeline, [analyseStorm(storm, T0_UTC_MS), analyseStorm(far, T0_UTC_MS)], distance);

  it('gives the CPA with time UTC and bearing true, and the entries by leg', () => {
    expect(ahead).toBeDefined();
    if (ahead === undefined) return;
    expect(closestApproachWords(ahead)).toMatch(/^CPA \d+ nm at \d\d Sep \d\d:\d\dZ, storm bears \d{3}°T$/);
    expect(ahead.closestApproach?.distanceNm).toBeLessThan(100);
    expect(entryWords('danger area', ahead.dangerAreaEntry)).toMatch(/^Enters the danger area at \d\d Sep \d\d:\d\dZ on leg 1\.$/);
    expect(verdictWords(ahead)).toMatch(/^Avoid limit broken: [\d,]+ nm at .*, the profile keeps 300 nm from a hurricane \/ typhoon\.$/);
  });

  it('says a distant storm is kept clear of with its margin', () => {
    expect(away).toBeDefined();
    if (away === undefined) return;
    expect(away.verdict).toBe('ok');
    expect(verdictWords(away)).toMatch(/^Keeps 200 nm from a tropical storm \(margin \d+ nm\)\.$/);
    expect(entryWords('cone', away.coneEntry)).toBe('Never enters the cone.');
  });

  it('sums up with the worst storm, as an alarm when a hard distance is broken', () => {
    const summary = stormSummaryLine([ahead, away].filter((each) => each !== undefined), 2);
    expect(summary.tone).toBe('alarm');
    expect(summary.text).toMatch(/^ALARM: closest Storm AHEAD \d+ nm at .* \(profile 300 nm\); the voyage enters a danger area\.$/);
    expect(stormSummaryLine([], 0)).toEqual({ text: 'No active storms.', tone: 'ok' });
    expect(stormSummaryLine([], 3).text).toBe('3 active storms; none shares a moment with the voyage.');
  });
});
