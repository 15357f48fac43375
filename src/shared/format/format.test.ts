import { describe, expect, it } from 'vitest';
import { costWords, creditWords, requestWords } from './credit-words';
import { limitSeverityLimit, limitSeverityWords } from './limit-words';
import { listWords } from './list-words';
import { localTimeWords } from './local-time';
import { countWords } from './count-words';
import { formatCourseTenth, formatNumber, formatQuantity, formatRangeNm, formatRouteDistance, formatRouteDistanceNm, notGiven, waypointRadiiWords } from './quantity-format';
import { modelName, operationName, transitPlaceTypeWords } from './service-names';

describe('the one format', () => {
  it('rounds each quantity to what it means, and says "not given" for a missing value', () => {
    expect(formatQuantity(30.459, 'kn')).toBe('30 kn');
    expect(formatQuantity(1.43, 'kn')).toBe('1.4 kn');
    expect(formatQuantity(4.249, 'm')).toBe('4.2 m');
    expect(formatQuantity(43.607, 'hPa')).toBe('44 hPa');
    expect(formatQuantity(1012.6, 'hPa')).toBe('1013 hPa');
    expect(formatQuantity(44.6, '°T')).toBe('045°T');
    expect(formatQuantity(359.7, '°T')).toBe('000°T');
    expect(formatQuantity(7.51, 'nm')).toBe('7.5 nm');
    expect(formatQuantity(1.2345, 'km')).toBe('1.2 km');
    expect(formatQuantity(23.4, 'km')).toBe('23 km');
    expect(formatQuantity(12.6, 's')).toBe('13 s');
    expect(formatQuantity(-0.04, '°C')).toBe('0.0 °C');
    expect(formatQuantity(35.2, '%')).toBe('35%');
    expect(formatQuantity(0.123456, 'mg/m3')).toBe('0.12 mg/m3');
    expect(formatQuantity(null, 'kn')).toBe(notGiven);
    expect(formatQuantity(undefined, 'm')).toBe('not given');
    expect(formatNumber(Number.NaN, 'm')).toBe('not given');
    expect(formatNumber(30.459, 'kn')).toBe('30');
  });

  it('writes a distance one way for what it means: a range in whole miles, a distance along the route to the tenth, both grouped', () => {
    // The storm's closest approach reads the same on screen, on the chart and in the printed plan.
    expect(formatRangeNm(4004.4)).toBe('4,004 nm');
    expect(formatRangeNm(299.5)).toBe('300 nm');
    expect(formatRouteDistance(3456.66)).toBe('3,456.7');
    expect(formatRouteDistance(0)).toBe('0.0');
    expect(formatRouteDistanceNm(12.04)).toBe('12.0 nm');
    expect(formatCourseTenth(45.26)).toBe('045.3');
    expect(formatCourseTenth(359.96)).toBe('000.0');
    expect(formatCourseTenth(-90)).toBe('270.0');
    expect(formatQuantity(5, '°T')).toBe('005°T');
    expect(formatQuantity(-90, '°T')).toBe('270°T');
    expect(formatQuantity(2.46, 'h')).toBe('2.5 h');
    expect(formatNumber(0, 'h')).toBe('0.0');
    expect(formatNumber(26.4, 'h')).toBe('26');
  });

  it('counts with one plural rule', () => {
    expect(countWords(1, 'leg')).toBe('1 leg');
    expect(countWords(2, 'leg')).toBe('2 legs');
    expect(countWords(0, 'finding')).toBe('0 findings');
    expect(countWords(1204, 'waypoint')).toBe('1,204 waypoints');
    expect(countWords(2, 'storm class', 'storm classes')).toBe('2 storm classes');
  });

  it('says a waypoint\'s radii as the file set them, to the thousandth of a mile', () => {
    expect(waypointRadiiWords({ arrivalRadiusNm: 0.05 })).toBe('arrival 0.05 nm');
    expect(waypointRadiiWords({ turnRadiusNm: 1.65, arrivalRadiusNm: 0.125 })).toBe('arrival 0.125 nm · turn 1.65 nm');
    expect(waypointRadiiWords({ turnRadiusNm: 0 })).toBe('turn 0 nm');
    expect(waypointRadiiWords({})).toBe('');
  });

  it('says names as a list in running text', () => {
    expect(listWords(['Rotterdam'])).toBe('Rotterdam');
    expect(listWords(['Rotterdam', 'New York City'])).toBe('Rotterdam and New York City');
    expect(listWords(['Leith', 'Bergen', 'Oslo'])).toBe('Leith, Bergen and Oslo');
  });

  it('has one pair of limit words, from the profile to the plan', () => {
    expect(limitSeverityWords).toEqual({ soft: 'warn', hard: 'avoid' });
    expect(limitSeverityLimit('hard')).toBe('avoid limit');
  });

  it('names models and operations as people say them, an unknown name as it came', () => {
    expect(modelName('ecmwfhresglobal')).toBe('ECMWF IFS HRES');
    expect(modelName('ecmwfwamglobal')).toBe('ECMWF WAM');
    expect(modelName('somethingnew')).toBe('somethingnew');
    expect(operationName('weatherTimeseriesRoute')).toBe('Weather model along a route');
    expect(operationName('shippingRoute')).toBe('Shipping forecast along a route');
    expect(operationName('transitMixer')).toBe('Transit journey planner');
    expect(['railStation', 'busStop', 'address', 'ferryStop'].map(transitPlaceTypeWords)).toEqual(['station', 'bus stop', 'address', 'ferry stop']);
    expect(operationName('futureOperation')).toBe('futureOperation');
  });

  it('writes credits one way, simulated in demo mode', () => {
    expect(creditWords(1, 'live')).toBe('1 credit');
    expect(creditWords(142, 'demo')).toBe('142 simulated credits');
    expect(creditWords(1_500, 'live')).toBe('1,500 credits');
    expect(costWords(0, 'demo')).toBe('cached, no credits');
    expect(requestWords(54)).toBe('54 requests');
  });

  it('gives local time by one rule: the port\'s zone in port, the nautical zone at sea, always labelled', () => {
    const etd = Date.UTC(2026, 11, 1, 6, 0);
    expect(localTimeWords(etd, 4.0, { name: 'Rotterdam', timeZone: 'Europe/Amsterdam' })).toBe('01 Dec 07:00 (UTC+1, Rotterdam)');
    expect(localTimeWords(etd, 4.0, null)).toBe('01 Dec 06:00 (UTC+0, nautical zone)');
    expect(localTimeWords(etd, -20.0, null)).toBe('01 Dec 05:00 (UTC−1, nautical zone)');
    expect(localTimeWords(etd, 4.0, { name: 'Rotterdam', timeZone: undefined })).toBe('01 Dec 06:00 (UTC+0, nautical zone) …');
    expect(localTimeWords(etd, 4.0, { name: 'Rotterdam', timeZone: null })).toBe("01 Dec 06:00 (UTC+0, nautical zone); Rotterdam's zone unknown");
  });
});
