import { isAcknowledged, routeCheckSourceText, routeCheckWarnings, type RouteCheckResult } from '../../shared/voyage/route-check';
import { decimalText, latitudeText, longitudeText, utcTimeText } from './route-file-numbers';
import { escapeXml } from './xml-entities';
import { countWords } from '../../shared/format/count-words';
import { formatUtcDateTime } from '../../shared/time/time-format';

/**
 * The route check (issue 29) as an exported file carries it, in the form each format allows: a
 * file leaves Passage and must say by itself whether its legs run over land, too near the coast
 * or into a port too shallow for the ship, or that it was checked clear, against which data and when.
 * CSV: a last column `routeCheck`; RTZ and GPX: `<passage:routeCheck>` in the provenance
 * extension (GPX also in words in the route's `<desc>`).
 */
export interface ExportRouteCheck {
  result: RouteCheckResult;
  checkedAtUtcMs: number;
}


/**
 * The whole check in one paragraph: "checked clear against <data>, <date>" or the warnings, the
 * findings the navigator acknowledged (never called clear: a pilotage stretch over land was
 * checked on official charts, not by this check), then the disclaimer.
 */
export function routeCheckStatement({ result, checkedAtUtcMs }: ExportRouteCheck): string {
  const warnings = routeCheckWarnings(result);
  const acknowledged = result.findings.filter(isAcknowledged);
  // In words, the app's UTC form with its year (a file outlives the voyage); the attributes keep ISO for readers.
  const when = `on ${formatUtcDateTime(checkedAtUtcMs)}`;
  const head =
    warnings.length > 0
      ? `Route check ${when}: ${countWords(warnings.length, 'warning')}. ${warnings.map((finding) => finding.text).join(' ')}`
      : acknowledged.length > 0
        ? `Route check ${when}: no warning left.`
        : `Route check: checked clear ${when}: no leg crosses land or comes within ${decimalText(result.safetyDistanceNm, 2)} nm of the coast.`;
  const acknowledgedText = acknowledged.length === 0 ? '' : ` ${countWords(acknowledged.length, 'finding')} acknowledged by the navigator: ${acknowledged.map((finding) => finding.text).join(' ')}`;
  return `${head}${acknowledgedText} ${routeCheckSourceText(result)}`;
}

/**
 * A CSV row's `routeCheck` cell: for leg `legIndex` its warnings in words or that it was checked
 * clear; for null (the table's first row) the whole check.
 */
export function routeCheckCell(check: ExportRouteCheck, legIndex: number | null): string {
  if (legIndex === null) return routeCheckStatement(check);
  const said = check.result.findings.filter((finding) => finding.legIndex === legIndex && (finding.severity === 'warning' || isAcknowledged(finding)));
  return said.length === 0 ? `Leg ${legIndex + 1} checked clear on ${formatUtcDateTime(check.checkedAtUtcMs)}.` : said.map((finding) => finding.text).join(' ');
}

/**
 * `<passage:routeCheck checkedUtc state warnings acknowledged ...>` (state clear, warnings or
 * acknowledged) with one `<passage:finding>` per warning or note (kind, 1-based leg, position,
 * when acknowledged, words): a reader gets the state from the attributes and a person from `text`.
 */
export function routeCheckXml(check: ExportRouteCheck, indent: string): string[] {
  const { result } = check;
  const warnings = routeCheckWarnings(result).length;
  const acknowledged = result.findings.filter(isAcknowledged).length;
  const state = warnings > 0 ? 'warnings' : acknowledged > 0 ? 'acknowledged' : 'clear';
  const head =
    `${indent}<passage:routeCheck checkedUtc="${utcTimeText(check.checkedAtUtcMs)}" state="${state}" warnings="${warnings}" acknowledged="${acknowledged}"` +
    ` legsChecked="${result.legsChecked}" safetyDistanceNm="${decimalText(result.safetyDistanceNm, 2)}" against="${escapeXml(result.checkedAgainst.name)}"` +
    ` scale="${escapeXml(result.checkedAgainst.scale)}" text="${escapeXml(routeCheckStatement(check))}"`;
  if (result.findings.length === 0) return [`${head}/>`];
  return [
    `${head}>`,
    ...result.findings.map(
      (finding) =>
        `${indent}  <passage:finding kind="${finding.kind}" severity="${finding.severity}" leg="${finding.legIndex + 1}" lat="${latitudeText(finding.lat)}" lon="${longitudeText(finding.lon)}"` +
        `${isAcknowledged(finding) ? ` acknowledgedUtc="${utcTimeText(finding.acknowledgement!.acknowledgedUtcMs!)}"` : ''} text="${escapeXml(finding.text)}"/>`,
    ),
    `${indent}</passage:routeCheck>`,
  ];
}

/** The check's warnings as an import or export answer states them beside the file, the data and disclaimer last; none when clear. */
export function routeCheckWarningTexts(result: RouteCheckResult): string[] {
  const warnings = routeCheckWarnings(result).map((finding) => `Route check: ${finding.text}`);
  return warnings.length === 0 ? [] : [...warnings, routeCheckSourceText(result)];
}
