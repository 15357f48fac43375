import { modelName } from '../../shared/format/service-names';
import { formatUtcShort } from '../../shared/time/time-format';
import type { RouteForecastModel } from '../../shared/voyage/route-forecast-series';
import { orNotGiven, textOrNotGiven } from '../shell/not-given';

/** "ECMWF WAM run 24 Nov 06:00Z", "… run not given", "… unavailable (model unavailable)": one model of a forecast's provenance. */
export function modelRunWords(model: RouteForecastModel): string {
  const name = modelName(model.key);
  return model.error === null ? `${name} run ${orNotGiven(model.runUtcMs, formatUtcShort)}` : `${name} unavailable (${textOrNotGiven(model.error, 'reason')})`;
}
