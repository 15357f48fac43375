import { describe, expect, it } from 'vitest';
import { trafficDelayBand, trafficDelayWords, trafficEventWords } from './traffic-delay';

const event = (fields: Partial<Parameters<typeof trafficDelayBand>[0]>) => ({ delayMinutes: null, delayBandMinutes: null, presentationType: null, causeType: null, ...fields });

describe('the delay of a traffic event', () => {
  it('bands the overview\'s minutes: under 10, 10-30, 30-60, an hour or more', () => {
    expect([0, 9, 10, 29, 30, 59, 60, 180].map((delayMinutes) => trafficDelayBand(event({ delayMinutes })))).toEqual([
      'underTen', 'underTen', 'tenToThirty', 'tenToThirty', 'halfHourToHour', 'halfHourToHour', 'hourOrMore', 'hourOrMore',
    ]);
  });

  it('takes a missing delay as unknown, never as a small one, and says it is not given', () => {
    expect(trafficDelayBand(event({}))).toBe('unknown');
    expect(trafficDelayWords(event({}))).toBe('not given');
    expect(trafficDelayBand(event({ delayMinutes: Number.NaN }))).toBe('unknown');
  });

  it('falls back on the geo feed\'s band, and says it as a band', () => {
    const band = event({ delayBandMinutes: { fromMinutes: 10, toMinutes: 30 } });
    expect(trafficDelayBand(band)).toBe('tenToThirty');
    expect(trafficDelayWords(band)).toBe('10–30 min');
    expect(trafficDelayWords(event({ delayBandMinutes: { fromMinutes: 0, toMinutes: 10 } }))).toBe('under 10 min');
    expect(trafficDelayWords(event({ delayBandMinutes: { fromMinutes: 60, toMinutes: null } }))).toBe('1 h 00 min or more');
    // The overview's minutes win over the band.
    expect(trafficDelayWords(event({ delayMinutes: 75, delayBandMinutes: { fromMinutes: 60, toMinutes: null } }))).toBe('1 h 15 min');
  });

  it('puts a closed carriageway above any delay, whether the feed says closed or the cause does', () => {
    expect(trafficDelayBand(event({ presentationType: 'closed', delayMinutes: 0 }))).toBe('closed');
    expect(trafficDelayBand(event({ causeType: 'carriagewayClosed' }))).toBe('closed');
  });

  it('writes an event for the chart with its road, state and delay, each said "not given" where missing', () => {
    expect(trafficEventWords({ ...event({ delayMinutes: 25 }), roadNumber: 'A15', description: 'file' })).toBe('A15 · delay 25 min · file');
    expect(trafficEventWords({ ...event({ causeType: 'carriagewayClosed' }), roadNumber: null, description: 'afgesloten' })).toBe('road not given · closed · delay not given · afgesloten');
  });
});
