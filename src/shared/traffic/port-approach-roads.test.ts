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

  it('says the delay per road: its longest event\'s, never a sum that could join the two directions', () => {
    const roads = approachRoadDelays(
      [
        near({ roadNumber: 'A13', distanceNm: 8.4, delayMinutes: 17, towards: 'Delft' }),
        // Towards Delft too, but from Rotterdam: the other carriageway. 10 + 17 would be wrong.
        near({ roadNumber: 'A13', distanceNm: 2.4, delayMinutes: 10, towards: 'Delft' }),
        near({ roadNumber: 'A15', distanceNm: 3.5, delayMinutes: 12, towards: 'Rotterdam' }),
        near({ roadNumber: 'A15', distanceNm: 6, delayMinutes: 25, towards: 'Rotterdam' }),
        near({ roadNumber: 'A15', distanceNm: 5, towards: 'Maasvlakte' }),
        near({ roadNumber: 'A20', distanceNm: 4 }),
        near({ roadNumber: 'A12', distanceNm: 9, delayMinutes: 40 }),
      ],
      'Rotterdam',
    );
    expect(roads.map((road) => [road.roadNumber, road.delayMinutes, road.towards])).toEqual([
      ['A15', 25, 'Rotterdam'],
      ['A13', 17, 'Delft'],
      ['A20', null, null],
    ]);
    expect(roads[0]).toMatchObject({ eventCount: 3, notGivenCount: 1, atLeast: false, closed: false, nearestNm: 3.5 });
    expect(roads[2]).toMatchObject({ eventCount: 1, notGivenCount: 1 });
    expect(roads.map(approachRoadWords)).toEqual([
      'A15: longest delay 25 min towards Rotterdam (3 events, 1 without a delay)',
      'A13: longest delay 17 min towards Delft (2 events)',
      'A20: delay not given (1 event)',
    ]);
    expect(approachRuleWords('Rotterdam')).toBe('any road within 3 nm; A15, A16, A20, A4, A13 within 12 nm');
    expect(approachRuleWords('Hansweert')).toBe('any road within 3 nm');
  });

  it('puts a closed road first, and marks a delay known only from the geo feed\'s band as a lower bound', () => {
    const roads = approachRoadDelays(
      [
        near({ roadNumber: 'A15', distanceNm: 4, delayMinutes: 45, towards: 'Rotterdam' }),
        near({ roadNumber: 'A4', distanceNm: 6, presentationType: 'closed', causeType: 'carriagewayClosed', delayMinutes: 0 }),
        near({ roadNumber: 'A13', distanceNm: 7, delayBandMinutes: { fromMinutes: 10, toMinutes: 30 }, towards: 'Den Haag' }),
        near({ roadNumber: 'A16', distanceNm: 2, presentationType: 'closed', delayMinutes: 10, towards: 'Breda' }),
        near({ roadNumber: 'A16', distanceNm: 5, delayMinutes: 20, towards: 'Rotterdam' }),
      ],
      'Rotterdam',
    );
    expect(roads.map((road) => road.roadNumber)).toEqual(['A16', 'A4', 'A15', 'A13']);
    expect(roads[3]).toMatchObject({ delayMinutes: 10, atLeast: true });
    expect(roads.map(approachRoadWords)).toEqual([
      'A16: closed; longest delay 20 min towards Rotterdam (2 events)',
      'A4: closed (1 event)',
      'A15: 45 min towards Rotterdam (1 event)',
      'A13: at least 10 min towards Den Haag (1 event)',
    ]);
  });
});
