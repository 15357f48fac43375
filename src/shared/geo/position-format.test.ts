import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLatitude, formatLongitude, formatPosition } from './position-format';
import { parseLatitude, parseLongitude, type CoordinateParseResult } from './position-parse';

const HALF_THOUSANDTH_MINUTE_DEG = 0.0005 / 60;

function valueOf(result: CoordinateParseResult): number {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.valueDeg;
}

function messageOf(result: CoordinateParseResult): string {
  if (result.ok) throw new Error(`accepted as ${result.valueDeg}`);
  return result.message;
}

describe('formatting positions', () => {
  it('writes degrees and decimal minutes, latitude in 2 digits, longitude in 3', () => {
    expect(formatLatitude(51.905)).toBe("51°54.300'N");
    expect(formatLongitude(4.48)).toBe("004°28.800'E");
    expect(formatPosition(51.905, 4.48)).toBe("51°54.300'N 004°28.800'E");
    expect(formatPosition(-33.8568, -70.6483)).toBe("33°51.408'S 070°38.898'W");
    expect(formatPosition(5.5, 100.25)).toBe("05°30.000'N 100°15.000'E");
  });

  it("rounds 59.9999' up to the next degree, never to 60.000'", () => {
    expect(formatLatitude(51 + 59.9999 / 60)).toBe("52°00.000'N");
    expect(formatLongitude(-(3 + 59.99996 / 60))).toBe("004°00.000'W");
    expect(formatLatitude(51 + 59.9994 / 60)).toBe("51°59.999'N");
    expect(formatLongitude(179 + 59.9999 / 60)).toBe("180°00.000'E");
  });

  it('never writes a southern or western zero', () => {
    expect(formatLatitude(-0)).toBe("00°00.000'N");
    expect(formatLatitude(-1e-9)).toBe("00°00.000'N");
    expect(formatLongitude(-1e-9)).toBe("000°00.000'E");
  });

  it('normalises longitudes outside -180..180 and refuses what is not a position', () => {
    expect(formatLongitude(190)).toBe("170°00.000'W");
    expect(formatLongitude(-180)).toBe("180°00.000'W");
    expect(() => formatLatitude(90.5)).toThrow('latitude must be a number within 90°');
    expect(() => formatLatitude(Number.NaN)).toThrow(RangeError);
    expect(() => formatLongitude(Infinity)).toThrow(RangeError);
  });

  it('property: every minutes field is below 60 and every text has the fixed shape', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
        const text = formatPosition(lat, lon);
        const match = /^(\d{2})°(\d{2})\.(\d{3})'([NS]) (\d{3})°(\d{2})\.(\d{3})'([EW])$/.exec(text);
        expect(match).not.toBeNull();
        expect(Number(match?.[2])).toBeLessThan(60);
        expect(Number(match?.[6])).toBeLessThan(60);
      }),
    );
  });
});

describe('parsing what navigators type', () => {
  it.each([
    ["51°54.300'N", 51.905],
    ['51 54.3 N', 51.905],
    ['51-54.3N', 51.905],
    ['N51 54.3', 51.905],
    ['n 51 54.3', 51.905],
    [`51°54'18"N`, 51.905],
    [`51°54'18''N`, 51.905],
    ['51º54,3′S', -51.905],
    ['51.905', 51.905],
    ['-51.905', -51.905],
    ['+51.905', 51.905],
    ['S 33 51.408', -(33 + 51.408 / 60)],
    ['33 51 24.48 S', -(33 + 51 / 60 + 24.48 / 3600)],
    ['90N', 90],
    ['0', 0],
    ['  51° 54.3\'  N  ', 51.905],
  ])('latitude %s', (input, expected) => {
    expect(valueOf(parseLatitude(input))).toBeCloseTo(expected, 12);
  });

  it.each([
    ["004°28.800'E", 4.48],
    ["004°28.800'W", -4.48],
    ['-4.48', -4.48],
    ['4 28.8 w', -4.48],
    ['W4-28.8', -4.48],
    ['E 179 59.999', 179 + 59.999 / 60],
    ['180 00.000 W', -180],
    [`073°54'00"W`, -73.9],
    ['−73.9', -73.9],
  ])('longitude %s', (input, expected) => {
    expect(valueOf(parseLongitude(input))).toBeCloseTo(expected, 12);
  });

  it('a south or west zero is zero, not minus zero', () => {
    expect(Object.is(valueOf(parseLatitude("00°00.000'S")), 0)).toBe(true);
  });

  it.each([
    ['', 'Enter a latitude, e.g. 51°54.300\'N, 51 54.3 N or 51.905.'],
    ['91N', 'Latitude must be within 90° (N or S).'],
    ['90 00.1 S', 'Latitude must be within 90° (N or S).'],
    ['51 60 N', 'Minutes must be below 60.'],
    ['51 75.2 N', 'Minutes must be below 60.'],
    [`51°54'60"N`, 'Seconds must be below 60.'],
    ['51.5 30 N', 'Degrees must be a whole number when minutes follow.'],
    [`51°54.5'18"N`, 'Minutes must be a whole number when seconds follow.'],
    ['51 54.3 E', 'A latitude takes N or S, not E.'],
    ['N51 54.3 S', 'Give the hemisphere once (N or S), before or after the number.'],
    ['-51 54.3 N', 'Give either a sign or a hemisphere letter (N or S), not both.'],
    ['51 54 18 2 N', `Too many numbers: write degrees, minutes and at most seconds, e.g. 51°54.300'N, 51 54.3 N or 51.905 or 51°54'18"N.`],
    [`54'51°N`, `Degrees (°) come first, then minutes ('), then seconds ("). Write e.g. 51°54.300'N, 51 54.3 N or 51.905.`],
    ['51x54 N', `Unexpected "X" in the latitude. Write degrees and minutes with N or S, e.g. 51°54.300'N, 51 54.3 N or 51.905.`],
    ['5e1', `Unexpected "E" in the latitude. Write degrees and minutes with N or S, e.g. 51°54.300'N, 51 54.3 N or 51.905.`],
    ['N', `No degrees found in the latitude. Write e.g. 51°54.300'N, 51 54.3 N or 51.905.`],
    ['51- N', `The latitude ends in a separator: give the minutes after it, e.g. 51°54.300'N, 51 54.3 N or 51.905.`],
    [`° 51`, `A mark (°) must follow a number. Write e.g. 51°54.300'N, 51 54.3 N or 51.905.`],
  ])('refuses latitude %j: %s', (input, message) => {
    expect(messageOf(parseLatitude(input))).toBe(message);
  });

  it.each([
    ['181 E', 'Longitude must be within 180° (E or W).'],
    ['-180.5', 'Longitude must be within 180° (E or W).'],
    ['4 28.8 N', 'A longitude takes E or W, not N.'],
    ['', `Enter a longitude, e.g. 004°28.800'E, 4 28.8 W or -4.48.`],
  ])('refuses longitude %j: %s', (input, message) => {
    expect(messageOf(parseLongitude(input))).toBe(message);
  });

  it('property: format then parse gives the latitude back within 0.0005 minutes', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (lat) => {
        expect(Math.abs(valueOf(parseLatitude(formatLatitude(lat))) - lat)).toBeLessThanOrEqual(HALF_THOUSANDTH_MINUTE_DEG * (1 + 1e-9));
      }),
    );
  });

  it('property: format then parse gives the longitude back within 0.0005 minutes', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (lon) => {
        const back = valueOf(parseLongitude(formatLongitude(lon)));
        // ±180 are one meridian: compare the short way round
        const diff = Math.abs(((back - lon + 540) % 360) - 180);
        expect(diff).toBeLessThanOrEqual(HALF_THOUSANDTH_MINUTE_DEG * (1 + 1e-9));
      }),
    );
  });

  it('property: whatever is typed, the answer is a value in range or a message, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...`0123456789 .,-+°'"NSEWnsew:x`.split('')), maxLength: 16 }), (text) => {
        const lat = parseLatitude(text);
        if (lat.ok) expect(Math.abs(lat.valueDeg)).toBeLessThanOrEqual(90);
        else expect(lat.message.length).toBeGreaterThan(10);
        const lon = parseLongitude(text);
        if (lon.ok) expect(Math.abs(lon.valueDeg)).toBeLessThanOrEqual(180);
      }),
    );
  });
});
