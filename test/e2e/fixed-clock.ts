/**
 * The day every end-to-end test lives on, and the demo's seed: the simulated weather, the model
 * runs, the storms and every "now" in the app are the same on any day the suite runs (a test
 * that passed on one day's weather failed on another's before: issue 28). The clock starts at
 * `e2eStartUtcMs` when a test file starts and then runs at real speed, so timeouts, ages and
 * throttles still see time pass.
 *
 * 25 Nov 2026 11:10Z: the demo's six-hourly runs become available 4 h after 00/06/12/18Z and the
 * daily ocean run at 10Z, so no model run appears during a file's run (the next one at 16Z).
 */
export const e2eStartUtcMs = Date.UTC(2026, 10, 25, 11, 10);

/** The demo service's seed for every end-to-end test. */
export const e2eDemoSeed = 1;

const startedAtRealMs = Date.now();

/** Now, on the suite's clock: host, demo service, page and the tests themselves read this. */
export function e2eNowMs(): number {
  return e2eStartUtcMs + (Date.now() - startedAtRealMs);
}
