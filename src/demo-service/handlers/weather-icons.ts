import type { AirSample } from '../fields/atmosphere';

/** Icon names from cloud, rain, fog, wind and day or night. */
export function icons(air: AirSample, windMs: number, isDay: boolean, snow: boolean): { icon: string; iconExtended: string } {
  const part = isDay ? 'day' : 'night';
  if (air.precipMmH >= 0.1) {
    const strength = air.precipMmH < 1 ? 'light' : air.precipMmH < 4 ? 'moderate' : 'heavy';
    const kind = snow ? 'snow' : 'rain';
    return { icon: kind, iconExtended: `${kind}_${strength}` };
  }
  if (air.visibilityM < 1000) return { icon: 'fog', iconExtended: 'fog' };
  if (windMs > 15) return { icon: 'wind', iconExtended: `wind_${part}` };
  if (air.cloudCover > 0.8) return { icon: 'cloudy', iconExtended: 'overcast' };
  if (air.cloudCover > 0.3) return { icon: `partly-cloudy-${part}`, iconExtended: `partlycloudy_${part}` };
  return { icon: `clear-${part}`, iconExtended: `clear_${part}` };
}
