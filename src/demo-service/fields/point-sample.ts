import { airAt, type AirSample } from './atmosphere';
import { currentAt, type CurrentSample } from './currents';
import type { FieldContext } from './field-context';
import { chlorophyllMgM3, seaSurfaceHeightM } from './ocean-surface';
import { seaSurfaceSalinityPsu, seaSurfaceTemperatureC } from './sea-temperature';
import { seaStateAt, type SeaState } from './waves';
import { systemsAt, windAt, type WindSample } from './wind';

/** Everything the simulation knows at one place and time, for one run and member. */
export interface PointSample {
  wind: WindSample;
  air: AirSample;
  sea: SeaState;
  current: CurrentSample;
  seaTemperatureC: number;
  salinityPsu: number;
  seaSurfaceHeightM: number;
  chlorophyllMgM3: number;
}

export function samplePoint(lat: number, lon: number, timeSec: number, context: FieldContext): PointSample {
  const systems = systemsAt(timeSec, context);
  const wind = windAt(lat, lon, timeSec, context, systems);
  return {
    wind,
    air: airAt(lat, lon, timeSec, context, wind, systems),
    sea: seaStateAt(lat, lon, timeSec, context, wind, systems),
    current: currentAt(lat, lon, timeSec, context, wind),
    seaTemperatureC: seaSurfaceTemperatureC(lat, lon, timeSec, context),
    salinityPsu: seaSurfaceSalinityPsu(lat, lon, timeSec, context),
    seaSurfaceHeightM: seaSurfaceHeightM(lat, lon, timeSec, context),
    chlorophyllMgM3: chlorophyllMgM3(lat, lon, timeSec, context),
  };
}
