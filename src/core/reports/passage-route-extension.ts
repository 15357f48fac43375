import type { Departure } from '../../shared/voyage/voyage';
import { dataSourceNote, type ExportProvenance } from './export-provenance';
import { decimalText, utcTimeText } from './route-file-numbers';
import type { ForecastAtTime } from './route-forecast-values';
import { FORECAST_VALUE_DECIMALS } from './route-forecast-values';
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
 * `<passage:forecast>`: every value with its element key, unit and model, so that a reader needs
 * no table to know what a figure means.
 */
export function forecastXml(forecast: ForecastAtTime, indent: string, declareNamespace: boolean): string[] {
  return [
    `${indent}<passage:forecast${namespaceAttribute(declareNamespace)} timeUtc="${utcTimeText(forecast.timeUtcMs)}">`,
    ...forecast.values.map(
      (entry) =>
        `${indent}  <passage:value key="${escapeXml(entry.key)}" unit="${escapeXml(entry.unit)}" model="${escapeXml(entry.model)}" value="${decimalText(entry.value, FORECAST_VALUE_DECIMALS)}"/>`,
    ),
    `${indent}</passage:forecast>`,
  ];
}

/** `<passage:provenance dataSource="demo" note="DEMO DATA: ...">` with the models and runs of a forecast. */
export function provenanceXml(provenance: ExportProvenance, indent: string, declareNamespace: boolean): string[] {
  const { forecast } = provenance;
  const head = `${indent}<passage:provenance${namespaceAttribute(declareNamespace)} dataSource="${provenance.dataSource}" note="${escapeXml(dataSourceNote(provenance.dataSource))}"`;
  if (!forecast) return [`${head}/>`];
  return [
    `${head} forecastFetchedUtc="${utcTimeText(forecast.fetchedAtUtcMs)}">`,
    ...forecast.models.map((model) => `${indent}  <passage:model key="${escapeXml(model.key)}"${model.runUtcMs === null ? '' : ` runUtc="${utcTimeText(model.runUtcMs)}"`}/>`),
    `${indent}</passage:provenance>`,
  ];
}
