import type { ExportProvenance } from './export-provenance';
import { forecastXml, passageManufacturer, passageNamespace, provenanceXml } from './passage-route-extension';
import { decimalText, latitudeText, longitudeText, SPEED_DECIMALS, utcTimeText } from './route-file-numbers';
import type { ForecastAtTime } from './route-forecast-values';
import type { RouteToWrite } from './route-to-write';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import { escapeXml } from './xml-entities';

/**
 * RTZ 1.2 (IEC 61174), valid against rtz-1_2.xsd: routeInfo with the vessel's service speed and
 * limits, waypoints numbered from 1 with each leg (geometry and speed) on the waypoint it
 * arrives at, and one schedule whose manual part holds ETD and ETAs as planned. A calculated
 * part (times and weather from a forecast) can be added by the caller, each element with the
 * rest of the forecast (waves, swell, pressure...) in a Passage extension. Passage's own
 * extensions record whether the plan was fixed by departure or by required arrival, and where
 * the data came from (demo or live).
 */

/** One waypoint of a calculated schedule, as a forecast-based plan gives it. */
export interface RtzCalculatedElement {
  waypointIndex: number;
  etaUtcMs?: number;
  etdUtcMs?: number;
  speedKn?: number;
  windSpeedKn?: number;
  windDirectionDeg?: number;
  currentSpeedKn?: number;
  currentDirectionDeg?: number;
  /** Every figure of the forecast at this waypoint, written in the element's Passage extension. */
  forecast?: ForecastAtTime;
}

export interface RtzWriteOptions {
  calculatedSchedule?: readonly RtzCalculatedElement[];
  provenance?: ExportProvenance;
}

type Attributes = Array<[name: string, value: string | undefined]>;

function attributes(list: Attributes): string {
  return list
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

const speed = (speedKn: number | undefined) => (speedKn === undefined ? undefined : decimalText(speedKn, SPEED_DECIMALS));
const time = (utcMs: number | undefined) => (utcMs === undefined ? undefined : utcTimeText(utcMs));
/** CourseType runs from 0 up to but not including 360. */
function direction(deg: number | undefined): string | undefined {
  if (deg === undefined) return undefined;
  const text = decimalText((((deg % 360) + 360) % 360), 1);
  return text === '360' ? '0' : text;
}

/**
 * RTZ has room for the wave and wind limits only, without their severity: every limit of the
 * vessel profile (gust, swell, visibility too), soft or hard, goes in a Passage extension.
 */
function vesselLimitsExtension(vessel: VesselProfile): string[] {
  const limits = Object.entries(vessel.limits).filter((entry): entry is [string, NonNullable<VesselProfile['limits'][keyof VesselProfile['limits']]>] => entry[1] !== null);
  if (limits.length === 0) return [];
  return [
    '    <extensions>',
    `      <extension manufacturer="${passageManufacturer}" name="vesselLimits" version="1">`,
    `        <passage:vesselLimits xmlns:passage="${passageNamespace}">`,
    ...limits.map(([key, limit]) => `          <passage:limit key="${key}" value="${decimalText(limit.value, 2)}" severity="${limit.severity}"/>`),
    '        </passage:vesselLimits>',
    '      </extension>',
    '    </extensions>',
  ];
}

function routeInfo(route: RouteToWrite): string {
  const vessel = route.vessel;
  const open = `  <routeInfo${attributes([
    ['routeName', route.name],
    ['routeAuthor', 'Passage'],
    ['vesselName', vessel?.name],
    ['vesselMaxWave', vessel?.limits.significantWaveHeightM ? decimalText(vessel.limits.significantWaveHeightM.value, 2) : undefined],
    ['vesselMaxWind', vessel?.limits.windKn ? decimalText(vessel.limits.windKn.value, 2) : undefined],
    ['vesselServiceMax', speed(vessel?.serviceSpeedKn)],
  ])}`;
  const extension = vessel ? vesselLimitsExtension(vessel) : [];
  return extension.length === 0 ? `${open}/>` : [`${open}>`, ...extension, '  </routeInfo>'].join('\n');
}

function waypoint(route: RouteToWrite, index: number): string {
  const point = route.waypoints[index];
  if (!point) return '';
  const leg = index > 0 ? route.legs[index - 1] : undefined;
  const lines = [
    `    <waypoint${attributes([['id', String(index + 1)], ['revision', '0'], ['name', point.name], ['radius', point.turnRadiusNm === undefined ? undefined : decimalText(point.turnRadiusNm, 3)]])}>`,
    `      <position lat="${latitudeText(point.lat)}" lon="${longitudeText(point.lon)}"/>`,
  ];
  if (leg) {
    lines.push(`      <leg${attributes([['geometryType', leg.geometry === 'greatCircle' ? 'Orthodrome' : 'Loxodrome'], ['speedMax', speed(leg.speedKn)]])}/>`);
  }
  lines.push('    </waypoint>');
  return lines.join('\n');
}

function manualElement(route: RouteToWrite, index: number): string {
  const last = route.waypoints.length - 1;
  const atUtcMs = route.waypointEtaUtcMs[index];
  return `        <scheduleElement${attributes([
    ['waypointId', String(index + 1)],
    ['etd', index < last ? time(atUtcMs) : undefined],
    ['eta', index > 0 ? time(atUtcMs) : undefined],
    ['speed', index > 0 ? speed(route.legs[index - 1]?.speedKn) : undefined],
  ])}/>`;
}

function calculatedElement(element: RtzCalculatedElement): string {
  const open = `        <scheduleElement${attributes([
    ['waypointId', String(element.waypointIndex + 1)],
    ['etd', time(element.etdUtcMs)],
    ['eta', time(element.etaUtcMs)],
    ['speed', speed(element.speedKn)],
    ['windSpeed', speed(element.windSpeedKn)],
    ['windDirection', direction(element.windDirectionDeg)],
    ['currentSpeed', speed(element.currentSpeedKn)],
    ['currentDirection', direction(element.currentDirectionDeg)],
  ])}`;
  if (!element.forecast) return `${open}/>`;
  return [
    `${open}>`,
    '          <extensions>',
    `            <extension manufacturer="${passageManufacturer}" name="forecast" version="1">`,
    forecastXml(element.forecast, '              ', true),
    '            </extension>',
    '          </extensions>',
    '        </scheduleElement>',
  ].join('\n');
}

function routeExtensions(options: RtzWriteOptions): string[] {
  if (!options.provenance) return [];
  return [
    '  <extensions>',
    `    <extension manufacturer="${passageManufacturer}" name="provenance" version="1">`,
    ...provenanceXml(options.provenance, '      ', true),
    '    </extension>',
    '  </extensions>',
  ];
}

function schedules(route: RouteToWrite, options: RtzWriteOptions): string[] {
  const lines = ['  <schedules>', '    <schedule id="1" name="Passage plan">', '      <manual>'];
  route.waypoints.forEach((_, index) => lines.push(manualElement(route, index)));
  lines.push('      </manual>');
  if (options.calculatedSchedule && options.calculatedSchedule.length > 0) {
    lines.push('      <calculated>', ...options.calculatedSchedule.map(calculatedElement), '      </calculated>');
  }
  lines.push(
    '      <extensions>',
    `        <extension manufacturer="${passageManufacturer}" name="departure" version="1">`,
    `          <passage:departure xmlns:passage="${passageNamespace}" mode="${route.departure.mode}"/>`,
    '        </extension>',
    '      </extensions>',
    '    </schedule>',
    '  </schedules>',
  );
  return lines;
}

export function writeRtz(route: RouteToWrite, options: RtzWriteOptions = {}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">',
    routeInfo(route),
    '  <waypoints>',
    ...route.waypoints.map((_, index) => waypoint(route, index)),
    '  </waypoints>',
    ...schedules(route, options),
    ...routeExtensions(options),
    '</route>',
    '',
  ].join('\n');
}
