/**
 * Storm figures in the words and units a navigator reads: class names as the vessel profile
 * groups them, wind in knots, pressure in hPa, movement in degrees true and knots. Shared by the
 * chart's tooltips and the Risk tab so both say the same thing.
 */
import { notGiven, orNotGiven, textOrNotGiven } from '../shell/not-given';
import type { StormClass } from '../../shared/risk';
import type { PaletteColours } from '../palette/palette-colours';
import { formatQuantity } from '../../shared/format/quantity-format';

const classNames: Record<StormClass, string> = {
  hurricane: 'Hurricane / typhoon',
  tropicalStorm: 'Tropical storm',
  depression: 'Depression',
};

export function stormClassName(stormClass: StormClass): string {
  return classNames[stormClass];
}

export function stormClassColour(colours: PaletteColours, stormClass: StormClass): string {
  if (stormClass === 'hurricane') return colours.stormSevere;
  if (stormClass === 'tropicalStorm') return colours.stormTropical;
  return colours.stormDepression;
}

const knots = (value: number | null): string => orNotGiven(value, (given) => `${Math.round(given)} kn`);

/** "wind 80 kn, gust 100 kn, 962 hPa"; a figure the service left out says "not given". */
export function formatIntensity(figures: { windKn: number | null; gustKn: number | null; pressureHpa: number | null }): string {
  const pressure = figures.pressureHpa === null ? `pressure ${notGiven}` : `${Math.round(figures.pressureHpa)} hPa`;
  return `wind ${knots(figures.windKn)}, gust ${knots(figures.gustKn)}, ${pressure}`;
}

/** The storm's name and category as the list says them; the service may leave either out. */
export function stormNameWords(name: string): string {
  return textOrNotGiven(name, 'name');
}

/** "Hurricane (H2)", or "Hurricane (category not given)"; without a fix only the category. */
export function stormClassWords(stormClass: StormClass | null, category: string): string {
  const categoryWords = textOrNotGiven(category, 'category');
  return stormClass === null ? categoryWords : `${stormClassName(stormClass)} (${categoryWords})`;
}

/** "moving 070°T 11 kn", or what is missing. */
export function formatMovement(movementDeg: number | null, movementKn: number | null): string {
  if (movementDeg === null && movementKn === null) return 'movement not given';
  const course = movementDeg === null ? 'course not given' : formatQuantity(movementDeg, '°T');
  return `moving ${course} ${knots(movementKn)}`;
}

