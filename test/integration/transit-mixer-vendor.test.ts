import { describe, expect, it } from 'vitest';
import { decodeMixerFrame, loadMixerProto } from '../../src/core/service-client/transit-mixer-codec';
import { vendorPlanResultBytes } from '../fixtures/transit-mixer/vendor-plan-result';

/**
 * The mixer's answer as the vendor's code decodes it (issue 26): bytes written by hand from the
 * vendor's PlanResult.proto with the example data of its code (test/fixtures/transit-mixer/
 * vendor-plan-result.ts names the origin of each), read by Passage's decoder through
 * resources/transit-mixer/. A field number that differs from the vendor's reads wrong or not at all.
 */
describe('a PlanResult from the vendor\'s schema and example data', () => {
  const decoded = decodeMixerFrame('proto', vendorPlanResultBytes, true, loadMixerProto());

  it('is read whole: the planner, the grade, the journey and its times', () => {
    if (!decoded.ok) throw new Error(decoded.problem);
    const { option } = decoded;
    expect(option).toMatchObject({ planner: 'OTP', grade: 4, timestamp: '2026-08-04T14:03:00+02:00', containsOnDemand: false, modifiers: [], errors: [] });
    expect(option.trips).toHaveLength(1);
    expect(option.trips[0]).toMatchObject({
      id: 'trip-1 (ours)',
      expectedStartTime: '2026-08-04T14:03:00+02:00',
      aimedEndTime: '2026-08-04T15:18:00+02:00',
      duration: 75,
      transfers: 1,
      walkTime: 10,
      distance: 1878.76,
    });
    // Optional in the vendor's schema and not sent: not given, not 0.
    expect(option.trips[0]?.waitingTime).toBeUndefined();
    expect(option.trips[0]?.streetDistance).toBeUndefined();
  });

  it('reads each kind of leg: the walk, the train IC 2145 from Amsterdam Centraal to Schiphol Airport, the wait, the bus 397, and a car leg whose mode proto3 leaves off the wire', () => {
    if (!decoded.ok) throw new Error(decoded.problem);
    const [walk, train, wait, bus, car] = decoded.option.trips[0]?.legs ?? [];
    expect(walk?.nonTransitLeg).toMatchObject({ mode: 'WALK', fromPlace: { name: 'Dam (ours)', latitude: 52.3676, longitude: 4.9041 }, toPlace: { name: 'Amsterdam Centraal', quay: { name: 'Amsterdam Centraal', wheelchairAccessible: true } } });
    expect(walk).toMatchObject({ distance: 794, duration: 10, aimedEndTime: '2026-08-04T14:13:00+02:00' });
    expect(train?.transitLeg).toMatchObject({
      mode: 'RAIL',
      realtime: true,
      serviceDate: '2026-08-04',
      line: { publicCode: 'IC', name: 'Intercity', transportMode: 'RAIL', presentation: { colour: 'FFC917', textColour: '003082' } },
      serviceJourney: { publicCode: '2145', transportMode: 'RAIL', directionType: 'Outbound' },
      fromEstimatedCall: { quay: { name: 'Amsterdam Centraal', latitude: 52.37907127278363 }, aimedPlatform: '5b', expectedDepartureTime: '2026-08-04T14:20:00+02:00', destinationDisplay: { frontText: 'Schiphol Airport' } },
      toEstimatedCall: { quay: { name: 'Schiphol Airport', longitude: 4.7618117695963145 }, aimedArrivalTime: '2026-08-04T14:35:00+02:00' },
      authority: { name: 'Nederlandse Spoorwegen' },
      intermediateEstimatedCalls: [],
    });
    expect(wait?.waitingLeg).toEqual({ startTime: '2026-08-04T14:35:00+02:00', endTime: '2026-08-04T14:40:00+02:00' });
    expect(wait?.duration).toBe(5);
    expect(bus?.transitLeg).toMatchObject({ mode: 'BUS', line: { publicCode: '397', transportMode: 'BUS' }, fromEstimatedCall: { quay: { name: 'Schiphol Airport' } } });
    // The vendor's schema numbers CAR 0: absent on the wire, read as proto3 reads it.
    expect(car?.nonTransitLeg?.mode).toBe('CAR');
    expect(car?.distance).toBe(6000);
  });

  it('skips what Passage does not declare (system notices, situations, a walk\'s steps) without a trace in what it reads', () => {
    if (!decoded.ok) throw new Error(decoded.problem);
    const text = JSON.stringify(decoded.option);
    expect(text).not.toContain('Werkzaamheden');
    expect(text).not.toContain('Reduced service');
    expect(text).not.toContain('Turn left');
  });
});
