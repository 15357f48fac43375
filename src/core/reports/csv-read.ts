import { parseLatitude, parseLongitude } from '../../shared/geo';
import type { Departure, LegGeometry } from '../../shared/voyage/voyage';
import type { CsvRow } from './csv-cells';
import { checkWaypointCount, fileNumber, fileTimeUtcMs, type DraftLeg, type DraftWaypoint, type RouteDraft } from './route-draft';
import { refuse } from './route-file-error';
import { unescapeSpreadsheetText } from './spreadsheet-formula';

/**
 * A route table: a header row, then one row per waypoint. Columns are found by name (case and
 * spaces ignored) so a table from another program or edited in a spreadsheet reads too:
 * decimal degrees (latDeg/lonDeg) when present, else the position as navigators write it
 * (latitude/longitude, 51°54.300'N or decimal); the leg arriving at each row's waypoint
 * (legGeometry, legSpeedKn); the time (timeUtc) and which one fixes the schedule (fixedTime).
 */

const aliases: Record<string, string[]> = {
  route: ['route', 'routename'],
  name: ['name', 'waypointname', 'wpname'],
  latDeg: ['latdeg'],
  lonDeg: ['londeg'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'long'],
  legGeometry: ['leggeometry', 'geometry'],
  legSpeedKn: ['legspeedkn', 'speedkn', 'speed'],
  timeUtc: ['timeutc', 'etautc', 'time'],
  fixedTime: ['fixedtime'],
};

type Field = keyof typeof aliases;

function columnsOf(header: CsvRow, fileName: string): Map<Field, number> {
  const columns = new Map<Field, number>();
  header.cells.forEach((cell, index) => {
    const key = unescapeSpreadsheetText(cell).toLowerCase().replace(/[\s_()-]/g, '');
    for (const [field, names] of Object.entries(aliases)) {
      if (names.includes(key) && !columns.has(field)) columns.set(field, index);
    }
  });
  if (!columns.has('latDeg') && !columns.has('latitude')) {
    throw refuse(fileName, `line ${header.line}: the header has no latitude column (latDeg or latitude); the first row must name the columns`);
  }
  if (!columns.has('lonDeg') && !columns.has('longitude')) {
    throw refuse(fileName, `line ${header.line}: the header has no longitude column (lonDeg or longitude); the first row must name the columns`);
  }
  return columns;
}

function geometryOf(text: string, where: string, fileName: string): LegGeometry | undefined {
  const key = text.toLowerCase().replace(/[\s_-]/g, '');
  if (key === '') return undefined;
  if (['rhumb', 'rhumbline', 'rl', 'loxodrome'].includes(key)) return 'rhumb';
  if (['greatcircle', 'gc', 'orthodrome'].includes(key)) return 'greatCircle';
  throw refuse(fileName, `${where}: leg geometry "${text.slice(0, 40)}" is not one of rhumb or great circle`);
}

function coordinate(
  row: CsvRow,
  columns: Map<Field, number>,
  fields: { decimal: Field; written: Field; what: string },
  parse: typeof parseLatitude,
  where: string,
  reading: { fileName: string; number: (text: string, what: string, where: string) => number | undefined },
): number {
  const { fileName, number } = reading;
  const cell = (field: Field) => unescapeSpreadsheetText(row.cells[columns.get(field) ?? -1] ?? '').trim();
  const decimal = number(cell(fields.decimal), fields.what, where);
  if (decimal !== undefined) return decimal;
  const written = cell(fields.written);
  if (written === '') throw refuse(fileName, `${where}: the ${fields.what} is empty`);
  const parsed = parse(written);
  if (!parsed.ok) throw refuse(fileName, `${where}: ${fields.what} "${written.slice(0, 40)}": ${parsed.message}`);
  return parsed.valueDeg;
}

export function readCsv(rows: CsvRow[], options: { fileName: string; maxWaypoints: number; decimalComma: boolean }): RouteDraft {
  const { fileName } = options;
  // With semicolon or tab separators a comma is the decimal mark: 52,0167 is 52.0167.
  const number = (text: string, what: string, where: string) => fileNumber(options.decimalComma ? text.replace(',', '.') : text, what, where, fileName);
  const [header, ...body] = rows;
  if (!header) throw refuse(fileName, 'it is empty');
  const columns = columnsOf(header, fileName);
  checkWaypointCount(body.length, options);
  const waypoints: DraftWaypoint[] = [];
  const legs: DraftLeg[] = [];
  let departure: Departure | undefined;
  body.forEach((row, index) => {
    const cell = (field: Field) => unescapeSpreadsheetText(row.cells[columns.get(field) ?? -1] ?? '');
    const where = `line ${row.line} (waypoint ${index + 1})`;
    const lat = coordinate(row, columns, { decimal: 'latDeg', written: 'latitude', what: 'latitude' }, parseLatitude, where, { fileName, number });
    const lon = coordinate(row, columns, { decimal: 'lonDeg', written: 'longitude', what: 'longitude' }, parseLongitude, where, { fileName, number });
    waypoints.push({ where, name: cell('name'), lat, lon });
    if (index > 0) {
      legs.push({
        geometry: geometryOf(cell('legGeometry'), where, fileName),
        speedKn: number(cell('legSpeedKn'), 'leg speed', where),
      });
    }
    const fixed = cell('fixedTime').trim().toUpperCase();
    if (fixed === '') return;
    const time = cell('timeUtc');
    if (time.trim() === '') throw refuse(fileName, `${where}: fixedTime says ${fixed} but timeUtc is empty`);
    const utcMs = fileTimeUtcMs(time, 'timeUtc', where, fileName);
    if (fixed === 'ETD' && index === 0) departure = { mode: 'departAt', etdUtcMs: utcMs };
    else if (fixed === 'ETA' && index === body.length - 1) departure = { mode: 'arriveBy', etaUtcMs: utcMs };
    else throw refuse(fileName, `${where}: fixedTime "${fixed.slice(0, 10)}" is allowed only as ETD on the first waypoint or ETA on the last`);
  });
  const name = body[0] ? unescapeSpreadsheetText(body[0].cells[columns.get('route') ?? -1] ?? '') : '';
  return { format: 'csv', name, waypoints, legs, departure, warnings: [] };
}
