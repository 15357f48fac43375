/**
 * Reads a latitude or longitude the way navigators type it, and says plainly what is wrong
 * when it cannot. Accepted, with the hemisphere letter before or after and in either case:
 *
 *   51°54.300'N   51 54.3 N   51-54.3N   N51 54.3   51°54'18"N   51.905   -4.48   004 28.8 e
 *
 * Degrees may be followed by minutes and then seconds; only the last number may have decimals
 * (a decimal comma is read as a point). Without a letter, a minus sign means south or west, as in
 * decimal degrees. The marks ° ' " (and º ′ ″ ’ ”) are optional but must be in that order.
 */

export type CoordinateParseResult = { ok: true; valueDeg: number } | { ok: false; message: string };

interface Axis {
  name: 'latitude' | 'longitude';
  positive: 'N' | 'E';
  negative: 'S' | 'W';
  limitDeg: number;
  examples: string;
}

const latitudeAxis: Axis = { name: 'latitude', positive: 'N', negative: 'S', limitDeg: 90, examples: `51°54.300'N, 51 54.3 N or 51.905` };
const longitudeAxis: Axis = { name: 'longitude', positive: 'E', negative: 'W', limitDeg: 180, examples: `004°28.800'E, 4 28.8 W or -4.48` };

type Unit = 'degrees' | 'minutes' | 'seconds';
const unitOrder: readonly Unit[] = ['degrees', 'minutes', 'seconds'];
const markUnits: Readonly<Record<string, Unit>> = {
  '°': 'degrees', 'º': 'degrees', '˚': 'degrees',
  "'": 'minutes', '′': 'minutes', '’': 'minutes', '‘': 'minutes',
  '"': 'seconds', '″': 'seconds', '”': 'seconds', '“': 'seconds',
};

interface Component {
  value: number;
  hasDecimals: boolean;
  unit: Unit | undefined;
}

const refuse = (message: string): CoordinateParseResult => ({ ok: false, message });

/** Numbers with their optional marks, or the message saying what character was not understood. */
function readComponents(body: string, axis: Axis): Component[] | string {
  const components: Component[] = [];
  const numberPattern = /\d+(?:[.,]\d*)?|[.,]\d+/y;
  let index = 0;
  let separatorPending = false;
  while (index < body.length) {
    const char = body.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    numberPattern.lastIndex = index;
    const number = numberPattern.exec(body);
    if (number !== null) {
      const raw = number[0].replace(',', '.');
      components.push({ value: Number(raw), hasDecimals: raw.includes('.'), unit: undefined });
      separatorPending = false;
      index += number[0].length;
      continue;
    }
    const last = components.at(-1);
    // two apostrophes typed for a seconds mark
    const mark = body.startsWith("''", index) ? '"' : char;
    const markUnit = markUnits[mark];
    if (markUnit !== undefined && last !== undefined && last.unit === undefined && !separatorPending) {
      last.unit = markUnit;
      index += mark === '"' && char === "'" ? 2 : 1;
      continue;
    }
    if ((char === '-' || char === ':') && last !== undefined && !separatorPending) {
      separatorPending = true;
      index += 1;
      continue;
    }
    if (markUnit !== undefined) return `A mark (${char}) must follow a number. Write e.g. ${axis.examples}.`;
    return `Unexpected "${char}" in the ${axis.name}. Write degrees and minutes with ${axis.positive} or ${axis.negative}, e.g. ${axis.examples}.`;
  }
  if (separatorPending) return `The ${axis.name} ends in a separator: give the minutes after it, e.g. ${axis.examples}.`;
  return components;
}

function parseCoordinate(input: string, axis: Axis): CoordinateParseResult {
  let body = input.trim().toUpperCase();
  if (body === '') return refuse(`Enter a ${axis.name}, e.g. ${axis.examples}.`);

  const letters: string[] = [];
  const leading = /^([NSEW])\s*/.exec(body);
  if (leading?.[1] !== undefined) {
    letters.push(leading[1]);
    body = body.slice(leading[0].length);
  }
  const trailing = /\s*([NSEW])$/.exec(body);
  if (trailing?.[1] !== undefined) {
    letters.push(trailing[1]);
    body = body.slice(0, body.length - trailing[0].length);
  }
  for (const letter of letters) {
    if (letter !== axis.positive && letter !== axis.negative) {
      return refuse(`A ${axis.name} takes ${axis.positive} or ${axis.negative}, not ${letter}.`);
    }
  }
  if (letters.length > 1) return refuse(`Give the hemisphere once (${axis.positive} or ${axis.negative}), before or after the number.`);
  const hemisphere = letters[0];

  let negative = false;
  const sign = /^([-+−])\s*/.exec(body);
  if (sign?.[1] !== undefined) {
    if (hemisphere !== undefined) {
      return refuse(`Give either a sign or a hemisphere letter (${axis.positive} or ${axis.negative}), not both.`);
    }
    negative = sign[1] !== '+';
    body = body.slice(sign[0].length);
  }

  const components = readComponents(body, axis);
  if (typeof components === 'string') return refuse(components);
  if (components.length === 0) return refuse(`No degrees found in the ${axis.name}. Write e.g. ${axis.examples}.`);
  if (components.length > 3) {
    return refuse(`Too many numbers: write degrees, minutes and at most seconds, e.g. ${axis.examples} or 51°54'18"N.`);
  }
  for (const [position, component] of components.entries()) {
    if (component.unit !== undefined && component.unit !== unitOrder[position]) {
      return refuse(`Degrees (°) come first, then minutes ('), then seconds ("). Write e.g. ${axis.examples}.`);
    }
  }
  const [degrees, minutes, seconds] = components;
  if (degrees === undefined) return refuse(`No degrees found in the ${axis.name}.`);
  if (minutes !== undefined && degrees.hasDecimals) return refuse('Degrees must be a whole number when minutes follow.');
  if (seconds !== undefined && minutes?.hasDecimals === true) return refuse('Minutes must be a whole number when seconds follow.');
  if (minutes !== undefined && minutes.value >= 60) return refuse('Minutes must be below 60.');
  if (seconds !== undefined && seconds.value >= 60) return refuse('Seconds must be below 60.');

  const magnitudeDeg = degrees.value + (minutes?.value ?? 0) / 60 + (seconds?.value ?? 0) / 3600;
  if (magnitudeDeg > axis.limitDeg) {
    const capitalised = axis.name === 'latitude' ? 'Latitude' : 'Longitude';
    return refuse(`${capitalised} must be within ${axis.limitDeg}° (${axis.positive} or ${axis.negative}).`);
  }
  const south = hemisphere === axis.negative || (hemisphere === undefined && negative);
  // 0 - 0 would be -0; a position of zero is written without a sign
  return { ok: true, valueDeg: south && magnitudeDeg !== 0 ? -magnitudeDeg : magnitudeDeg };
}

/** A latitude in degrees, north positive, or a message for the navigator saying what to fix. */
export function parseLatitude(input: string): CoordinateParseResult {
  return parseCoordinate(input, latitudeAxis);
}

/** A longitude in degrees, east positive, -180..180, or a message saying what to fix. */
export function parseLongitude(input: string): CoordinateParseResult {
  return parseCoordinate(input, longitudeAxis);
}
