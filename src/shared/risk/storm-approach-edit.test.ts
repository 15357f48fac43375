import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ComputedRoute, LegTrack } from '../geo';
import { planVoyage } from '../voyage/voyage-plan';
import { defaultVesselProfile } from '../voyage/vessel-profile';
import type { Voyage } from '../voyage/voyage';
import { analyseStorm, nearStormEncounters, nearStormEncounterSteps } from './storm-risk';
import { HOUR_MS, scenarioStorm, straightStorm, T0_UTC_MS } from './storm-scenarios.fixture';
import type { AnalysedStorm } from './storm-cpa';

// Issue 17: an edit of one leg of a 5,000-waypoint voyage samples and screens again only the
// legs it changed, through the path the Risk tab takes (planVoyage with the plan before it, then
// nearStormEncounters), and gives exactly what a computation from nothing gives.

const WAYPOINTS = 5_000;
type Plannable = Pick<Voyage, 'waypoints' | 'legs' | 'departure'>;

/** East from 160°E across 180°, 3 nm a leg, weaving a few miles either side of the equator. */
function longVoyage(): Plannable {
  const waypoints = Array.from({ length: WAYPOINTS }, (_, index) => {
    const lon = 160 + index * 0.05;
    return { id: `wp-${index}`, name: `WP${index + 1}`, lat: 0.3 * Math.sin(index / 40), lon: lon > 180 ? lon - 360 : lon };
  });
  const legs = waypoints.slice(1).map((_, index) => ({ geometry: index % 3 === 0 ? ('rhumb' as const) : ('greatCircle' as const), speedKn: 12 + (index % 5) }));
  return { waypoints, legs, departure: { mode: 'departAt', etdUtcMs: T0_UTC_MS } };
}

/** Storms where the ship is in its first three days (about 160°E to 174°E), one crossing, one far off. */
function storms(): AnalysedStorm[] {
  const answer = [
    straightStorm('CROSS', { xNm: 300, yNm: -200, eastKn: 0, northKn: 6, originLonDeg: 160 }, (hours) => (hours < 24 ? 'TS' : 'TY')),
    straightStorm('PASS', { xNm: 500, yNm: 400, eastKn: -4, northKn: -2, originLonDeg: 160 }, () => 'TS'),
    straightStorm('AHEAD', { xNm: 100, yNm: 150, eastKn: 8, northKn: 0, originLonDeg: 165 }, () => 'TY', [
      [
        [166, 1],
        [172, 1],
        [172, 4],
        [166, 4],
        [166, 1],
      ],
    ]),
    scenarioStorm('FAR', [
      { hours: 0, lat: 15, lon: 88, category: 'TY' },
      { hours: 72, lat: 20, lon: 86, category: 'TY' },
    ]),
  ];
  return answer.map((storm) => analyseStorm(storm, T0_UTC_MS - 6 * HOUR_MS));
}

function planned(voyage: Plannable, previous?: ReturnType<typeof planVoyage>) {
  const plan = planVoyage(voyage, previous?.ok ? previous.plan : undefined);
  if (!plan.ok) throw new Error(plan.message);
  return plan;
}

function risk(route: ComputedRoute, analysed: readonly AnalysedStorm[]) {
  return nearStormEncounters(route, T0_UTC_MS, analysed, (storm) => storm, defaultVesselProfile);
}

type Edit = { kind: 'speed'; leg: number; speedKn: number } | { kind: 'move'; waypoint: number; northDeg: number } | { kind: 'geometry'; leg: number };

function edited(voyage: Plannable, edit: Edit): Plannable {
  if (edit.kind === 'move') {
    return { ...voyage, waypoints: voyage.waypoints.map((each, index) => (index === edit.waypoint ? { ...each, lat: each.lat + edit.northDeg } : each)) };
  }
  return {
    ...voyage,
    legs: voyage.legs.map((leg, index) => {
      if (index !== edit.leg) return leg;
      return edit.kind === 'speed' ? { ...leg, speedKn: edit.speedKn } : { ...leg, geometry: leg.geometry === 'rhumb' ? ('greatCircle' as const) : ('rhumb' as const) };
    }),
  };
}

/** Calls to each leg's track while `run` runs, by leg index. */
function trackCalls(route: ComputedRoute, run: () => void): number[] {
  const spies = route.legs.map((leg) => vi.spyOn(leg.track as LegTrack & { positionAtNm: LegTrack['positionAtNm'] }, 'positionAtNm'));
  try {
    run();
    return spies.map((spy) => spy.mock.calls.length);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

/** Calls to the danger areas' and cones' contains() with a sample's vector (a sample tested, not a bisection step). */
function sampleTests(analysed: readonly AnalysedStorm[], run: () => void): number {
  const spies = analysed.flatMap((storm) => [vi.spyOn(storm.dangerArea, 'contains'), vi.spyOn(storm.cone, 'contains')]);
  try {
    run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.filter((call) => call[1] !== undefined).length, 0);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

describe('storm approaches after an edit of a 5,000-waypoint voyage', () => {
  const voyage = longVoyage();
  const analysed = storms();
  const before = planned(voyage);

  it('a new speed on one leg samples and tests that leg only', () => {
    const first = risk(before.plan.route, analysed);
    expect(first.near.map((storm) => storm.track.id)).toEqual(['CROSS', 'PASS', 'AHEAD']);
    expect(first.encounters.some((encounter) => encounter.dangerAreaEntry !== null)).toBe(true);

    const leg = 120;
    const after = planned(edited(voyage, { kind: 'speed', leg, speedKn: 7 }), before);
    let again: ReturnType<typeof risk> | undefined;
    const tested = sampleTests(analysed, () => {
      const calls = trackCalls(after.plan.route, () => {
        again = risk(after.plan.route, analysed);
      });
      const legSamples = after.plan.route.legs[leg]?.durationHours ?? 0;
      // The edited leg is sampled every 30 min from its start; every other leg only where the
      // search for the closest approach and the area entries asks the exact position (a few dozen
      // calls in all), never once per sample.
      expect(calls[leg]).toBeGreaterThanOrEqual(Math.ceil(legSamples * 2));
      const elsewhere = calls.flatMap((count, index) => (index !== leg && count > 0 ? [index] : []));
      expect(elsewhere.length).toBeLessThan(60);
    });
    // Only the edited leg's samples (and the arrival) were tested against the areas and cones.
    expect(tested).toBeLessThanOrEqual(2 * analysed.length * 2);
    expect(again).toEqual(risk(planned(edited(voyage, { kind: 'speed', leg, speedKn: 7 })).plan.route, analysed));
  });

  it('in steps, pauses after the timeline and before each near storm, and gives what it gives at once', () => {
    const route = planned(voyage).plan.route;
    const steps = nearStormEncounterSteps(route, T0_UTC_MS, analysed, (storm) => storm, defaultVesselProfile);
    let pauses = 0;
    let step = steps.next();
    while (step.done !== true) {
      pauses += 1;
      step = steps.next();
    }
    expect(step.value.near.map((storm) => storm.track.id)).toEqual(['CROSS', 'PASS', 'AHEAD']);
    expect(pauses).toBe(1 + 3);
    expect(step.value).toEqual(risk(planned(voyage).plan.route, analysed));
  });

  it('a dragged waypoint samples its two legs only', () => {
    risk(before.plan.route, analysed);
    const waypoint = 2_500;
    const after = planned(edited(voyage, { kind: 'move', waypoint, northDeg: 0.02 }), before);
    const calls = trackCalls(after.plan.route, () => risk(after.plan.route, analysed));
    // Past the storms' three days (the first thousand legs or so) no exact position is searched
    // for: legs 2,499 and 2,500 are new, and the arrival asks the last leg for its end.
    const sampledLegs = calls.flatMap((count, index) => (count > 0 && index > 1_000 ? [index] : []));
    expect(sampledLegs).toEqual([waypoint - 1, waypoint, WAYPOINTS - 2]);
  });

  it('gives exactly what a computation from nothing gives, for any run of edits', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('speed' as const), leg: fc.integer({ min: 0, max: WAYPOINTS - 2 }), speedKn: fc.double({ min: 4, max: 25, noNaN: true }) }),
      fc.record({ kind: fc.constant('move' as const), waypoint: fc.integer({ min: 0, max: WAYPOINTS - 1 }), northDeg: fc.double({ min: -0.5, max: 0.5, noNaN: true }) }),
      fc.record({ kind: fc.constant('geometry' as const), leg: fc.integer({ min: 0, max: WAYPOINTS - 2 }) }),
    );
    // Edits near the start move the ship where the storms are; the rest shift every later time.
    const early = fc.record({ kind: fc.constant('move' as const), waypoint: fc.integer({ min: 0, max: 300 }), northDeg: fc.double({ min: -0.5, max: 0.5, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(fc.oneof(edit, early), { minLength: 1, maxLength: 3 }), (edits) => {
        let current = voyage;
        let plan = before;
        risk(plan.plan.route, analysed);
        for (const each of edits) {
          current = edited(current, each);
          plan = planned(current, plan);
          const incremental = risk(plan.plan.route, analysed);
          expect(incremental).toEqual(risk(planned(current).plan.route, analysed));
        }
      }),
      { numRuns: 5 },
    );
  });
});
