import { describe, expect, it } from 'vitest';
import { approachRoadDelays, approachRoadsOf, approachRoadWords, approachRuleWords, isOnApproach } from './port-approach-roads';
import type { TrafficNearPort } from './traffic-near-port';

function near(fields: Partial<TrafficNearPort> & Pick<TrafficNearPort, 'roadNumber' | 'distanceNm'>): TrafficNearPort {
  return {
    description: `${fields.roadNumber ?? '?'} event`,
    startUtcMs: null,
    causeType: 'congestion',
    type: 'File',
    trend: null,
    delayMinutes: null,
    delayBandMinutes: null,
    towards: null,
    queueLength: null,
    points: [[51.9, 4.4]],
    presentationType: 'slow',
    source: 'both',
    ...fields,
  };
}

describe('the roads that lead to the port', () => {
  it('counts any road right at the port, and the port\'s named approach roads out to their junctions', () => {
    const rotterdam = approachRoadsOf('Rotterdam');
    expect(rotterdam).toContain('A15');
    expect(isOnApproach({ roadNumber: 'A2', distanceNm: 2.5 }, rotterdam)).toBe(true);
    expect(isOnApproach({ roadNumber: 'A15', distanceNm: 11 }, rotterdam)).toBe(true);
    expect(isOnApproach({ roadNumber: 'A 15', distanceNm: 11 }, rotterdam)).toBe(true);
    // Beyond the junctions the A15 is the network, not the approach.
    expect(isOnApproach({ roadNumber: 'A15', distanceNm: 18 }, rotterdam)).toBe(false);
    // A motorway near by that the port's traffic does not take.
    expect(isOnApproach({ roadNumber: 'A12', distanceNm: 9 }, rotterdam)).toBe(false);
    expect(isOnApproach({ roadNumber: null, distanceNm: 9 }, rotterdam)).toBe(false);
    // A port the table does not name: only its own roads.
    expect(approachRoadsOf('Hansweert')).toEqual([]);
    expect(approachRoadsOf('  HOEK VAN  Holland ')).toEqual(['N220', 'A20']);
  });

  it('says the delay per road, adding up one carriageway\'s jams but never the two directions', () => {
    const roads = approachRoadDelays(
      [
        near({ roadNumber: 'A15', distanceNm: 3.5, delayMinutes: 12, towards: 'Rotterdam' }),
        near({ roadNumber: 'A15', distanceNm: 6, delayMinutes: 25, towards: 'Rotterdam' }),
        near({ roadNumber: 'A15', distanceNm: 5, delayMinutes: 30, towards: 'Maasvlakte' }),
        near({ roadNumber: 'A16', distanceNm: 8, delayMinutes: 9, towards: 'Breda' }),
        near({ roadNumber: 'A16', distanceNm: 9, delayMinutes: 7 }),
        near({ roadNumber: 'A20', distanceNm: 4 }),
        near({ roadNumber: 'A12', distanceNm: 9, delayMinutes: 40 }),
      ],
      'Rotterdam',
    );
    expect(roads.map((road) => [road.roadNumber, road.delayMinutes, road.towards])).toEqual([
      ['A15', 37, 'Rotterdam'],
      ['A16', 9, 'Breda'],
      ['A20', null, null],
    ]);
    expect(roads[0]).toMatchObject({ eventCount: 3, notGivenCount: 0, atLeast: false, closed: false, nearestNm: 3.5 });
    // An event without a direction is not added to another: 9 and 7, not 16.
    expect(roads[1]?.eventCount).toBe(2);
    expect(roads[2]).toMatchObject({ eventCount: 1, notGivenCount: 1 });
    expect(roads.map(approachRoadWords)).toEqual(['A15 towards Rotterdam: 37 min (3 events)', 'A16 towards Breda: 9 min (2 events)', 'A20: delay not given (1 event)']);
    expect(approachRuleWords('Rotterdam')).toBe('any road within 3 nm; A15, A16, A20, A4, A13 within 12 nm');
    expect(approachRuleWords('Hansweert')).toBe('any road within 3 nm');
  });

  it('puts a closed road first, and marks a delay known only from the geo feed\'s band as a lower bound', () => {
    const roads = approachRoadDelays(
      [
        near({ roadNumber: 'A15', distanceNm: 4, delayMinutes: 45, towards: 'Rotterdam' }),
        near({ roadNumber: 'A4', distanceNm: 6, presentationType: 'closed', causeType: 'carriagewayClosed', delayMinutes: 0 }),
        near({ roadNumber: 'A13', distanceNm: 7, delayBandMinutes: { fromMinutes: 10, toMinutes: 30 }, towards: 'Den Haag' }),
      ],
      'Rotterdam',
    );
    expect(roads.map((road) => road.roadNumber)).toEqual(['A4', 'A15', 'A13']);
    expect(roads[0]?.closed).toBe(true);
    expect(roads[2]).toMatchObject({ delayMinutes: 10, atLeast: true });
    expect(roads.map(approachRoadWords)).toEqual(['A4: closed (1 event)', 'A15 towards Rotterdam: 45 min (1 event)', 'A13 towards Den Haag: at least 10 min (1 event)']);
  });
});
