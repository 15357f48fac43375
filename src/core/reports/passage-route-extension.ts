import type { Departure } from '../../shared/voyage/voyage';
import { dataSourceNote, type ExportProvenance } from './export-provenance';
import { routeCheckXml } from './export-route-check';
import { decimalText, utcTimeText } from './route-file-numbers';
import { FORECAST_VALUE_DECIMALS, type ForecastAtTime } from './route-forecast-values';
import { escapeXml } from './xml-entities';

/**
 * What RTZ and GPX cannot say by themselves and Passage writes in their extension elements:
 * whether the schedule was fixed by its departure or by a required arrival, where the data came
 * from (demo or live, models and runs), and the forecast at a waypoint beyond RTZ's wind and
 * current (waves, swell, periods, visibility, pressure, temperatures). Other systems skip these
 * elements; Passage reads the departure back so a round trip keeps the way the voyage was planned.
 */
export const passageNamespace = 'urn:passage:route:1';
export const passageManufacturer = 'Passage';

export type DepartureMode = Departure['mode'];

export function departureModeOf(text: string | undefined): DepartureMode | undefined {
  return text === 'departAt' || text === 'arriveBy' ? text : undefined;
}

const namespaceAttribute = (declare: boolean) => (declare ? ` xmlns:passage="${passageNamespace}"` : '');

/**
 * An element key written as an attribute name: the service's keys are camelCase words; one that
 * is not a plain XML name is left out of the files rather than written as broken XML.
 */
export const isAttributeKey = (key: string): boolean => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && key !== 'timeUtc';

/**
 * `<passage:forecast timeUtc=".." windSpeed10m="31.98" .../>`: one element per waypoint with one
 * attribute per figure, so that a route of a few hundred waypoints stays near RTZ's 400 kB; the
 * unit and model of each key are said once, in the provenance (`<passage:element>`).
 */
export function forecastXml(forecast: ForecastAtTime, indent: string, declareNamespace: boolean): string {
  const figures = forecast.values
    .filter((entry) => isAttributeKey(entry.key))
    .map((entry) => ` ${entry.key}="${decimalText(entry.value, FORECAST_VALUE_DECIMALS)}"`)
    .join('');
  return `${indent}<passage:forecast${namespaceAttribute(declareNamespace)} timeUtc="${utcTimeText(forecast.timeUtcMs)}"${figures}/>`;
}

/**
 * `<passage:provenance dataSource="demo" note="DEMO DATA: ...">` with the models and runs of a
 * forecast and, for each element written, its unit and model.
 */
export function provenanceXml(provenance: ExportProvenance, indent: string, declareNamespace: boolean): string[] {
  const { forecast } = provenance;
  const head = `${indent}<passage:provenance${namespaceAttribute(declareNamespace)} dataSource="${provenance.dataSource}" note="${escapeXml(dataSourceNote(provenance.dataSource))}"`;
  const routeCheck = provenance.routeCheck ? routeCheckXml(provenance.routeCheck, `${indent}  `) : [];
  if (!forecast) return routeCheck.length === 0 ? [`${head}/>`] : [`${head}>`, ...routeCheck, `${indent}</passage:provenance>`];
  return [
    `${head} forecastFetchedUtc="${utcTimeText(forecast.fetchedAtUtcMs)}">`,
    ...routeCheck,
    ...forecast.models.map((model) => `${indent}  <passage:model key="${escapeXml(model.key)}"${model.runUtcMs === null ? '' : ` runUtc="${utcTimeText(model.runUtcMs)}"`}/>`),
    ...forecast.elements
      .filter((element) => isAttributeKey(element.key))
      .map((element) => `${indent}  <passage:element key="${element.key}" unit="${escapeXml(element.unit)}" model="${escapeXml(element.model)}" label="${escapeXml(element.label)}"/>`),
    `${indent}</passage:provenance>`,
  ];
}
