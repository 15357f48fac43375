import { passageNamespace } from './passage-route-extension';
import { decimalText, latitudeText, longitudeText, SPEED_DECIMALS, utcTimeText } from './route-file-numbers';
import type { RouteToWrite } from './route-to-write';
import { escapeXml } from './xml-entities';

/**
 * GPX 1.1: one route, each point with its planned time and name. Leg geometry and speed, which
 * GPX cannot express, go in a Passage extension on the point the leg arrives at, and the way
 * the schedule was fixed (departure or arrival) in the route's extensions; other programs skip
 * both.
 */
function routePoint(route: RouteToWrite, index: number): string {
  const point = route.waypoints[index];
  const atUtcMs = route.waypointEtaUtcMs[index];
  if (!point) return '';
  const leg = index > 0 ? route.legs[index - 1] : undefined;
  const lines = [`    <rtept lat="${latitudeText(point.lat)}" lon="${longitudeText(point.lon)}">`];
  if (atUtcMs !== undefined) lines.push(`      <time>${utcTimeText(atUtcMs)}</time>`);
  lines.push(`      <name>${escapeXml(point.name)}</name>`);
  if (leg) {
    lines.push(
      '      <extensions>',
      `        <passage:leg geometry="${leg.geometry}" speedKn="${decimalText(leg.speedKn, SPEED_DECIMALS)}"/>`,
      '      </extensions>',
    );
  }
  lines.push('    </rtept>');
  return lines.join('\n');
}

export function writeGpx(route: RouteToWrite): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="Passage" xmlns="http://www.topografix.com/GPX/1/1" xmlns:passage="${passageNamespace}">`,
    '  <rte>',
    `    <name>${escapeXml(route.name)}</name>`,
    '    <extensions>',
    `      <passage:departure mode="${route.departure.mode}"/>`,
    '    </extensions>',
    ...route.waypoints.map((_, index) => routePoint(route, index)),
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}
