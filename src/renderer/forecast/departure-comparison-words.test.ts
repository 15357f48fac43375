import { describe, expect, it } from 'vitest';
import type { DepartureComparison, DepartureOption } from '../../shared/voyage/departure-ranking';
import { recommendationWords, stormClearanceTone, stormClearanceWords, stormsHeldAgainstWords } from './departure-comparison-words';

const checked: DepartureComparison['storms'] = { status: 'checked', count: 2, notNearCount: 0, fetchedAtMs: Date.UTC(2026, 10, 23, 16, 5), fromCache: true };
const clearance = { stormName: 'KIRK', timeUtcMs: 0, distanceNm: 83.4, requiredNm: 300, marginNm: -216.6, hardCount: 1, softCount: 0 };

describe('departure comparison storm words', () => {
  it('names the nearest storm, the distance and what is broken, or the margin kept', () => {
    expect(stormClearanceWords(clearance, checked)).toBe('KIRK 83 nm (avoid, profile 300 nm)');
    expect(stormClearanceWords({ ...clearance, hardCount: 1, softCount: 1 }, checked)).toBe('KIRK 83 nm (avoid, profile 300 nm) +1 more');
    expect(stormClearanceWords({ ...clearance, hardCount: 0, softCount: 1 }, checked)).toBe('KIRK 83 nm (warn, profile 300 nm)');
    expect(stormClearanceWords({ ...clearance, distanceNm: 516, marginNm: 216, hardCount: 0 }, checked)).toBe('KIRK 516 nm (margin 216 nm)');
  });

  it('says when there was nothing to hold against, or the storms could not be had', () => {
    expect(stormClearanceWords(null, checked)).toBe('no storm on the way');
    expect(stormClearanceWords(null, { ...checked, count: 0 })).toBe('no storms');
    expect(stormClearanceWords(clearance, { status: 'failed', message: 'offline, nothing cached' })).toBe('not checked');
    expect(stormsHeldAgainstWords(checked)).toBe('Held against 2 storms known at 23 Nov 16:05Z (from the cache), with their forecast tracks.');
    const farOnly = { ...checked, count: 0, notNearCount: 1, nearDistanceNm: 1000 };
    expect(stormClearanceWords(null, farOnly)).toBe('no storm near');
    expect(stormsHeldAgainstWords(farOnly)).toBe(
      "Held against 0 storms known at 23 Nov 16:05Z (from the cache), with their forecast tracks. 1 other is not near this voyage (farther than 1,000 nm during any departure's voyage) and not counted.",
    );
    expect(stormsHeldAgainstWords({ status: 'failed', message: 'offline, nothing cached' })).toMatch(/^Storms could not be had \(offline, nothing cached\): .*weather alone/);
  });

  it('states the rule beside the pick, and when nothing can be picked', () => {
    const departures = [{ etdUtcMs: Date.UTC(2026, 10, 24, 6, 0) }] as DepartureOption[];
    expect(recommendationWords({ departures, recommendedIndex: 0 })).toMatch(/^Recommended: depart 24 Nov 06:00Z\. The rule: the earliest departure with no avoid exceedance and no storm nearer than an avoid distance/);
    expect(recommendationWords({ departures, recommendedIndex: null })).toMatch(/^No departure in this window is recommended: each meets an avoid limit or a storm's avoid distance\./);
  });

  it('shades a storm against the profile, never against the other rows: far storms stay clear', () => {
    expect(stormClearanceTone(clearance, 5)).toBe(4);
    expect(stormClearanceTone({ ...clearance, hardCount: 0, softCount: 1 }, 5)).toBe(3);
    expect(stormClearanceTone({ ...clearance, hardCount: 0, distanceNm: 516, marginNm: 216 }, 5)).toBe(2);
    expect(stormClearanceTone({ ...clearance, hardCount: 0, distanceNm: 4_857, marginNm: 4_557 }, 5)).toBeNull();
    expect(stormClearanceTone(null, 5)).toBeNull();
  });
});
