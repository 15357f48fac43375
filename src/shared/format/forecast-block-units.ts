import { givenNumber, windFromKmh } from './weather-units';

/**
 * A block of the weather forecast (current, an hour, a daypart, a day) in the units a bridge
 * uses: wind from the service's km/h to knots, the rest as given; a figure the service left out
 * stays null. The port weather's tables and the second opinion's forecast column read it here.
 */

/** A block as the service sends it: every figure optional (far at sea gusts and rain are left out). */
export interface ForecastBlock {
  windSpeed?: number | null | undefined;
  windGust?: number | null | undefined;
  windBearing?: number | null | undefined;
  pressure?: number | null | undefined;
  visibility?: number | null | undefined;
  precipIntensity?: number | null | undefined;
  precipProbability?: number | null | undefined;
  precipType?: string | null | undefined;
  temperature?: number | null | undefined;
  temperatureLow?: number | null | undefined;
  temperatureHigh?: number | null | undefined;
}

export interface BridgeWeather {
  windKn: number | null;
  gustKn: number | null;
  windFromDeg: number | null;
  pressureHpa: number | null;
  visibilityM: number | null;
  precipMmH: number | null;
  precipProbability: number | null;
  precipType: string | null;
  temperatureC: number | null;
  temperatureLowC: number | null;
  temperatureHighC: number | null;
}

export function bridgeWeather(block: ForecastBlock): BridgeWeather {
  return {
    windKn: windFromKmh(givenNumber(block.windSpeed)),
    gustKn: windFromKmh(givenNumber(block.windGust)),
    windFromDeg: givenNumber(block.windBearing),
    pressureHpa: givenNumber(block.pressure),
    visibilityM: givenNumber(block.visibility),
    precipMmH: givenNumber(block.precipIntensity),
    precipProbability: givenNumber(block.precipProbability),
    precipType: block.precipType ?? null,
    temperatureC: givenNumber(block.temperature),
    temperatureLowC: givenNumber(block.temperatureLow),
    temperatureHighC: givenNumber(block.temperatureHigh),
  };
}
