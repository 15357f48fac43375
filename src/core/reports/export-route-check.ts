import { routeCheckSourceText, routeCheckWarnings, type RouteCheckResult } from '../../shared/voyage/route-check';
import { decimalText, latitudeText, longitudeText, utcTimeText } from './route-file-numbers';
import { escapeXml } from './xml-entities';

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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The whole check in one paragraph: "checked clear against <data>, <date>" or the warnings, then the disclaimer. */
export function routeCheckStatement({ result, checkedAtUtcMs }: ExportRouteCheck): string {
  const warnings = routeCheckWarnings(result);
  const when = `on ${utcTimeText(checkedAtUtcMs)}`;
  const head =
    warnings.length === 0
      ? `Route check: checked clear ${when}: no leg crosses land or comes within ${decimalText(result.safetyDistanceNm, 2)} nm of the coast.`
      : `Route check ${when}: ${plural(warnings.length, 'warning')}. ${warnings.map((finding) => finding.text).join(' ')}`;
  return `${head} ${routeCheckSourceText(result)}`;
}

/**
 * A CSV row's `routeCheck` cell: for leg `legIndex` its warnings in words or that it was checked
 * clear; for null (the table's first row) the whole check.
 */
export function routeCheckCell(check: ExportRouteCheck, legIndex: number | null): string {
  if (legIndex === null) return routeCheckStatement(check);
  const warnings = routeCheckWarnings(check.result).filter((finding) => finding.legIndex === legIndex);
  return warnings.length === 0 ? `Leg ${legIndex + 1} checked clear on ${utcTimeText(check.checkedAtUtcMs)}.` : warnings.map((finding) => finding.text).join(' ');
}

/**
 * `<passage:routeCheck checkedUtc state warnings ...>` with one `<passage:finding>` per warning or
 * pilotage note (kind, 1-based leg, position, words): a reader gets the state from the attributes
 * and a person from `text`.
 */
export function routeCheckXml(check: ExportRouteCheck, indent: string): string[] {
  const { result } = check;
  const warnings = routeCheckWarnings(result).length;
  const head =
    `${indent}<passage:routeCheck checkedUtc="${utcTimeText(check.checkedAtUtcMs)}" state="${warnings === 0 ? 'clear' : 'warnings'}" warnings="${warnings}"` +
    ` legsChecked="${result.legsChecked}" safetyDistanceNm="${decimalText(result.safetyDistanceNm, 2)}" against="${escapeXml(result.checkedAgainst.name)}"` +
    ` scale="${escapeXml(result.checkedAgainst.scale)}" text="${escapeXml(routeCheckStatement(check))}"`;
  if (result.findings.length === 0) return [`${head}/>`];
  return [
    `${head}>`,
    ...result.findings.map(
      (finding) =>
        `${indent}  <passage:finding kind="${finding.kind}" severity="${finding.severity}" leg="${finding.legIndex + 1}" lat="${latitudeText(finding.lat)}" lon="${longitudeText(finding.lon)}" text="${escapeXml(finding.text)}"/>`,
    ),
    `${indent}</passage:routeCheck>`,
  ];
}

/** The check's warnings as an import or export answer states them beside the file, the data and disclaimer last; none when clear. */
export function routeCheckWarningTexts(result: RouteCheckResult): string[] {
  const warnings = routeCheckWarnings(result).map((finding) => `Route check: ${finding.text}`);
  return warnings.length === 0 ? [] : [...warnings, routeCheckSourceText(result)];
}
