import { describe, expect, it } from 'vitest';
import { parseStormScenarioArgs } from './storm-scenario-args';

describe('the storm scenario from the command line', () => {
  it('reads a route and a crossing time', () => {
    expect(parseStormScenarioArgs('14.5,-60; 16,-45', '2026-11-25T12:00Z')).toEqual({
      ok: true,
      scenario: { crossRoute: [{ lat: 14.5, lon: -60 }, { lat: 16, lon: -45 }], at: Date.UTC(2026, 10, 25, 12) },
    });
    expect(parseStormScenarioArgs('0,179;0,-179', undefined)).toEqual({ ok: true, scenario: { crossRoute: [{ lat: 0, lon: 179 }, { lat: 0, lon: -179 }] } });
    expect(parseStormScenarioArgs(undefined, undefined)).toEqual({ ok: true, scenario: undefined });
  });

  it('refuses what it cannot read, saying what is allowed', () => {
    expect(parseStormScenarioArgs('14.5,-60', undefined)).toMatchObject({ ok: false, message: expect.stringContaining('at least two positions') });
    expect(parseStormScenarioArgs('14.5,-60;95,10', undefined)).toMatchObject({ ok: false, message: expect.stringContaining('"95,10"') });
    expect(parseStormScenarioArgs('14.5,-60;abc', undefined)).toMatchObject({ ok: false, message: expect.stringContaining('decimal degrees') });
    expect(parseStormScenarioArgs('1,2;3,4', 'tomorrow')).toMatchObject({ ok: false, message: expect.stringContaining('ISO 8601') });
    expect(parseStormScenarioArgs('1,2;3,4', '2026-11-25T12:00')).toMatchObject({ ok: false, message: expect.stringContaining('with its zone') });
    expect(parseStormScenarioArgs(undefined, '2026-11-25T12:00Z')).toMatchObject({ ok: false, message: expect.stringContaining('--storm-route') });
  });
});
