import { valueNoise } from '../random';
import { initialBearingDeg } from '../geometry/sphere';
import { offsetKm, type FieldContext } from './field-context';
import { windAt, type Systems } from './wind';

/**
 * Sea state: a wind sea grown from the wind of the last hours (a fully developed sea of height
 * 0.0246 U^2, so stronger and longer-blowing wind makes higher, longer waves), swell radiating
 * from every low and cyclone (higher near a strong system, longer-period further away) and a
 * background ocean swell. Total significant height is sqrt(windsea^2 + swell^2).
 */

export interface WaveComponent {
  heightM: number;
  periodS: number;
  /** Where the waves come from, degrees true. */
  fromDeg: number;
}

export interface SeaState {
  windSea: WaveComponent & { peakPeriodS: number };
  swell: WaveComponent;
  secondarySwellPeriodS: number;
  total: WaveComponent;
}

const maxWindSeaM = 16;

/** Fully developed wind-sea height for a wind speed in m/s, capped. */
export function fullyDevelopedHeightM(windMs: number): number {
  return Math.min(maxWindSeaM, 0.0246 * windMs * windMs);
}

/** Wind speed felt by the sea: a weighted mean over the last eight hours. */
export function effectiveWindMs(lat: number, lon: number, timeSec: number, context: FieldContext, nowSpeedMs: number): number {
  const fourHoursAgo = windAt(lat, lon, timeSec - 4 * 3600, context).speedMs;
  const eightHoursAgo = windAt(lat, lon, timeSec - 8 * 3600, context).speedMs;
  return 0.45 * nowSpeedMs + 0.33 * fourHoursAgo + 0.22 * eightHoursAgo;
}

function combine(components: readonly WaveComponent[]): WaveComponent {
  let energy = 0;
  let periodSum = 0;
  let east = 0;
  let north = 0;
  for (const component of components) {
    const e = component.heightM * component.heightM;
    energy += e;
    periodSum += e * component.periodS;
    east += e * Math.sin((component.fromDeg * Math.PI) / 180);
    north += e * Math.cos((component.fromDeg * Math.PI) / 180);
  }
  if (energy === 0) return { heightM: 0, periodS: 0, fromDeg: 0 };
  return {
    heightM: Math.sqrt(energy),
    periodS: periodSum / energy,
    fromDeg: (Math.atan2(east, north) * (180 / Math.PI) + 360) % 360,
  };
}

function swellFromSystem(
  lat: number,
  lon: number,
  centre: { lat: number; lon: number },
  sourceHeightM: number,
): WaveComponent {
  const { eastKm, northKm } = offsetKm(centre.lat, centre.lon, lat, lon);
  const distanceKm = Math.hypot(eastKm, northKm);
  // Nothing at the centre (that is wind sea), most at 500 to 1,000 km, fading over thousands.
  const heightM = sourceHeightM * 0.6 * Math.exp(-distanceKm / 2200) * (1 - Math.exp(-((distanceKm / 450) ** 2)));
  return {
    heightM,
    periodS: 9 + 6 * (1 - Math.exp(-distanceKm / 1500)) + sourceHeightM / 6,
    fromDeg: initialBearingDeg({ lat, lon }, centre),
  };
}

export function seaStateAt(
  lat: number,
  lon: number,
  timeSec: number,
  context: FieldContext,
  wind: { speedMs: number; fromDeg: number },
  systems: Systems,
): SeaState {
  const seed = context.world.seed;
  const effective = effectiveWindMs(lat, lon, timeSec, context, wind.speedMs);
  const windSeaHeightM = Math.max(0.05, fullyDevelopedHeightM(effective));
  const peakPeriodS = Math.max(1.5, 4.6 * Math.sqrt(windSeaHeightM));
  const windSea = { heightM: windSeaHeightM, periodS: 0.8 * peakPeriodS, peakPeriodS, fromDeg: wind.fromDeg };

  const hours = timeSec / 3600;
  const southernOcean = lat < -40 ? 1.5 : 0;
  const swells: WaveComponent[] = [
    {
      heightM: Math.max(0.2, 1 + southernOcean + 0.4 * valueNoise(seed, 70, lat, lon, hours, 48)),
      periodS: 10 + 1.5 * valueNoise(seed, 71, lat, lon, hours, 48),
      fromDeg: (lat >= 0 ? 300 : 225) + 25 * valueNoise(seed, 72, lat, lon, hours, 48),
    },
  ];
  for (const low of systems.lows) {
    const source = Math.min(12, 0.5 * fullyDevelopedHeightM(0.7 * low.depthHpa));
    swells.push(swellFromSystem(lat, lon, low, source));
  }
  for (const cyclone of systems.cyclones) {
    const source = Math.min(14, 0.5 * fullyDevelopedHeightM(0.8 * cyclone.maxWindMs));
    swells.push(swellFromSystem(lat, lon, cyclone, source));
  }
  const ranked = [...swells].sort((a, b) => b.heightM - a.heightM);
  const swell = combine(swells);
  const secondary = ranked[1] ?? ranked[0];
  const total = combine([windSea, swell]);
  return { windSea, swell, secondarySwellPeriodS: secondary?.periodS ?? swell.periodS, total };
}
