import { dataSourceNote, type ExportProvenance } from './export-provenance';
import { routeCheckStatement } from './export-route-check';
import { forecastXml, passageNamespace, provenanceXml } from './passage-route-extension';
import { decimalText, latitudeText, longitudeText, SPEED_DECIMALS, utcTimeText } from './route-file-numbers';
import type { ForecastAtTime } from './route-forecast-values';
import type { RouteToWrite } from './route-to-write';
import { opencpnNamespace, opencpnPointXml, opencpnRouteXml } from './opencpn-gpx-extension';
import { escapeXml } from './xml-entities';

/**
 * GPX 1.1: one route, each point with its planned time and name. Leg geometry and speed, which
 * GPX cannot express, go in a Passage extension on the point the leg arrives at, and the way
 * the schedule was fixed (departure or arrival) in the route's extensions; other programs skip
 * both. With a forecast, each point's extensions also hold the weather at its ETA; the metadata
 * says where the data came from (in words in <desc>, in full in an extension), and the route's
 * <desc> the route check. OpenCPN's own extensions carry the planned departure and each leg's
 * speed, so the route opens in OpenCPN with its plan (opencpn-gpx-extension.ts).
 */
export interface GpxWriteOptions {
  provenance?: ExportProvenance;
  /** One per waypoint, undefined where the forecast has nothing for it. */
  forecastAtWaypoints?: ReadonlyArray<ForecastAtTime | undefined>;
}

function routePoint(route: RouteToWrite, index: number, forecast: ForecastAtTime | undefined): string {
  const point = route.waypoints[index];
  const atUtcMs = route.waypointEtaUtcMs[index];
  if (!point) return '';
  const leg = index > 0 ? route.legs[index - 1] : undefined;
  const lines = [`    <rtept lat="${latitudeText(point.lat)}" lon="${longitudeText(point.lon)}">`];
  if (atUtcMs !== undefined) lines.push(`      <time>${utcTimeText(atUtcMs)}</time>`);
  lines.push(`      <name>${escapeXml(point.name)}</name>`);
  const opencpn = opencpnPointXml({ ...(leg ? { legSpeedKn: leg.speedKn } : {}), ...(point.arrivalRadiusNm === undefined ? {} : { arrivalRadiusNm: point.arrivalRadiusNm }) }, '        ');
  if (leg || forecast || opencpn.length > 0) {
    lines.push('      <extensions>');
    if (leg) lines.push(`        <passage:leg geometry="${leg.geometry}" speedKn="${decimalText(leg.speedKn, SPEED_DECIMALS)}"/>`);
    lines.push(...opencpn);
    if (forecast) lines.push(forecastXml(forecast, '        ', false));
    lines.push('      </extensions>');
  }
  lines.push('    </rtept>');
  return lines.join('\n');
}

function metadata(provenance: ExportProvenance | undefined): string[] {
  if (!provenance) return [];
  return [
    '  <metadata>',
    `    <desc>${escapeXml(dataSourceNote(provenance.dataSource))}</desc>`,
    '    <extensions>',
    ...provenanceXml(provenance, '      ', false),
    '    </extensions>',
    '  </metadata>',
  ];
}

export function writeGpx(route: RouteToWrite, options: GpxWriteOptions = {}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="Passage" xmlns="http://www.topografix.com/GPX/1/1" xmlns:passage="${passageNamespace}" xmlns:opencpn="${opencpnNamespace}">`,
    ...metadata(options.provenance),
    '  <rte>',
    `    <name>${escapeXml(route.name)}</name>`,
    // The route check in words where other programs show a route's description.
    ...(options.provenance?.routeCheck ? [`    <desc>${escapeXml(routeCheckStatement(options.provenance.routeCheck))}</desc>`] : []),
    '    <extensions>',
    `      <passage:departure mode="${route.departure.mode}"/>`,
    ...opencpnRouteXml(route.waypointEtaUtcMs[0] as number, '      '),
    '    </extensions>',
    ...route.waypoints.map((_, index) => routePoint(route, index, options.forecastAtWaypoints?.[index])),
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}
