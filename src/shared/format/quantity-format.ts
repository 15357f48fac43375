/**
 * Numbers as navigators read them: each quantity rounded to what it means, its unit beside it,
 * and a missing value said in words. "30 kn", not "30.459 kn"; a current of "1.4 kn"; "4.2 m";
 * "045°T"; "not given" where the service left the value out. Every view, chart readout and the
 * printed plan writes a forecast figure through `formatQuantity`.
 */

/** What a view writes where the service gave no value. */
export const notGiven = 'not given';

/** Decimals worth showing for a value in `unit`: fewer as the figure grows. */
export function decimalsFor(value: number, unit: string): number {
  const size = Math.abs(value);
  switch (unit) {
    case 'kn':
      // A wind of 31 kn is read in whole knots; a current of 1.4 kn needs its tenth.
      return size < 10 ? 1 : 0;
    case 'm':
      return size < 100 ? 1 : 0;
    case 'nm':
    case 'km':
      // Ashore (a crew's walk to the station) distances are kilometres, read as a chart's miles are.
      return size < 10 ? 1 : 0;
    case 'h':
      // Hours past a limit: "2.5" matters under ten, a day and more is read in whole hours.
      return size < 10 ? 1 : 0;
    case 's':
    case 'hPa':
    case '°T':
    case '%':
      return 0;
    case '°C':
    case 'psu':
      return 1;
    default:
      // A unit Passage does not know: three significant figures, never a computed tail.
      return size === 0 || size >= 100 ? 0 : size >= 10 ? 1 : 2;
  }
}

/** The number alone, rounded for its unit: "30", "4.2", "045"; `notGiven` for a missing value. */
export function formatNumber(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return notGiven;
  if (unit === '°T') {
    const degrees = ((Math.round(value) % 360) + 360) % 360;
    return String(degrees).padStart(3, '0');
  }
  const rounded = value.toFixed(decimalsFor(value, unit));
  // "-0.0" reads as a sign the sea never had.
  return /^-0(\.0+)?$/.test(rounded) ? rounded.slice(1) : rounded;
}

/** The number with its unit: "30 kn", "4.2 m", "045°T", "1012 hPa"; `notGiven` when missing. */
export function formatQuantity(value: number | null | undefined, unit: string): string {
  const number = formatNumber(value, unit);
  if (number === notGiven) return notGiven;
  if (unit === '°T' || unit === '%' || unit === '') return `${number}${unit}`;
  return `${number} ${unit}`;
}

// Made once: a number format built per call would cost a 5,000-row route table its scrolling.
const wholeGrouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const tenthsGrouped = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * "4,004 nm": a range (how near a storm passes, the distance the profile keeps from it, a margin),
 * in whole miles as navigators quote it, grouped by thousands; the same on screen, on the chart and
 * in the printed plan.
 */
export function formatRangeNm(distanceNm: number): string {
  return `${wholeGrouped.format(Math.round(distanceNm))} nm`;
}

/**
 * "3,456.7": a distance along the route (a leg, the run so far, the voyage) to the tenth of a mile a
 * passage plan gives, however long; grouped by thousands. For a table whose heading says nm.
 */
export function formatRouteDistance(distanceNm: number): string {
  return tenthsGrouped.format(Math.round(distanceNm * 10) / 10);
}

/** "3,456.7 nm": `formatRouteDistance` with its unit, for a sentence or a total. */
export function formatRouteDistanceNm(distanceNm: number): string {
  return `${formatRouteDistance(distanceNm)} nm`;
}

/** "12.5": a leg's planned speed in knots, set to the tenth, for a table or a field whose label says kn. */
export function formatLegSpeed(speedKn: number): string {
  return speedKn.toFixed(1);
}

/** "045.3": a leg's course to the tenth of a degree (true), three digits before the point, for a table whose heading says °T. */
export function formatCourseTenth(courseDeg: number): string {
  const tenths = ((Math.round(courseDeg * 10) % 3600) + 3600) % 3600;
  return (tenths / 10).toFixed(1).padStart(5, '0');
}

/** A unit as a heading or legend writes it: "kn", or "unit not given" where the service named none. */
export function unitWords(unit: string | null | undefined): string {
  return unit === null || unit === undefined || unit.trim() === '' ? `unit ${notGiven}` : unit;
}

/** "Wind speed (kn)", "Chlorophyll (unit not given)". */
export function labelWithUnit(label: string, unit: string | null | undefined): string {
  return `${label} (${unitWords(unit)})`;
}

/**
 * "0.05 nm", "0.043 nm": a setting or a tolerance to the thousandth of a mile OpenCPN writes (a
 * radius, how far a track may be simplified), not a measurement to round; no trailing zeros.
 */
export function formatFineDistanceNm(distanceNm: number): string {
  return `${Number(distanceNm.toFixed(3))} nm`;
}

/**
 * A waypoint's radii as the navigator set them in the file: "arrival 0.05 nm · turn 0.3 nm"
 * (formatFineDistanceNm); empty when there is none.
 */
export function waypointRadiiWords(waypoint: { arrivalRadiusNm?: number | undefined; turnRadiusNm?: number | undefined }): string {
  const nm = formatFineDistanceNm;
  return [
    ...(waypoint.arrivalRadiusNm === undefined ? [] : [`arrival ${nm(waypoint.arrivalRadiusNm)}`]),
    ...(waypoint.turnRadiusNm === undefined ? [] : [`turn ${nm(waypoint.turnRadiusNm)}`]),
  ].join(' · ');
}
