import { describe, expect, it } from 'vitest';
import { csvCell, readCsvCells } from './csv-cells';
import { writeCsv } from './csv-write';
import { channelCrossing, channelRoute, importText, plannedParts } from './route-file.fixture';
import { fileNameFor } from './route-export';
import { escapeSpreadsheetText, unescapeSpreadsheetText } from './spreadsheet-formula';

describe('CSV cells', () => {
  it('quotes every text cell (numbers and empty cells stay bare), and reads them back', () => {
    const values = ['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded ', '', '12.5', '-3'];
    const line = values.map(csvCell).join(',');
    expect(line).toBe('"plain","a,b","say ""hi""","two\nlines"," padded ",,12.5,-3');
    const read = readCsvCells(`${line}\r\nnext,row`);
    expect(read).toEqual({ ok: true, delimiter: ',', rows: [{ line: 1, cells: values }, { line: 3, cells: ['next', 'row'] }] });
  });

  it('stops at the row cap, naming the first line past it', () => {
    expect(readCsvCells('h\n1\n2\n\n3\n', 3)).toEqual({ ok: false, message: 'line 5: the table has more than 2 rows after its header; a route takes at most 2 waypoints' });
    expect(readCsvCells('h\n1\n2\n3', 3)).toEqual({ ok: false, message: 'line 4: the table has more than 2 rows after its header; a route takes at most 2 waypoints' });
    expect(readCsvCells('h\n1\n2\n', 3)).toMatchObject({ ok: true });
  });

  it('names the line of a quote left open', () => {
    expect(readCsvCells('a,b\n1,"open\n2,3')).toEqual({ ok: false, message: 'line 2: a quoted cell is never closed (a " is missing)' });
  });
});

describe('spreadsheet formula escaping', () => {
  it.each(['=HYPERLINK("http://x","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "'quoted"])('escapes %j and gives it back', (text) => {
    const escaped = escapeSpreadsheetText(text);
    expect(escaped.startsWith("'")).toBe(true);
    expect(unescapeSpreadsheetText(escaped)).toBe(text);
  });

  it('leaves ordinary names alone', () => {
    expect(escapeSpreadsheetText('Bishop Rock')).toBe('Bishop Rock');
  });

  it('a waypoint named like a formula is written as text', () => {
    const text = writeCsv(channelRoute({ waypoints: channelCrossing.waypoints.map((point, index) => (index === 1 ? { ...point, name: '=cmd|"/c calc"!A1' } : point)) }));
    expect(text).toContain(`,"'=cmd|""/c calc""!A1",`);
    expect(text).not.toMatch(/(^|,)=/m);
  });
});

describe('CSV routes', () => {
  it('writes one row per waypoint with both position forms, the arriving leg and the time', () => {
    const lines = writeCsv(channelRoute()).split('\r\n');
    expect(lines[0]).toBe('route,waypoint,name,latitude,longitude,latDeg,lonDeg,legGeometry,legSpeedKn,legDistanceNm,timeUtc,localTime,fixedTime');
    expect(lines[1]).toBe(`"Rotterdam – New York <winter> & ""spring""",1,"Maas Center","52°01.002'N","003°52.998'E",52.0167,3.8833,,,,"2026-12-01T06:30:00.000Z","01 Dec 06:30 (UTC+0, nautical zone)","ETD"`);
    expect(lines[4]).toMatch(/^".*",4,"Ambrose","40°27\.000'N","073°49\.002'W",40\.45,-73\.8167,"greatCircle",15\.25,\d+\.\d+,"2026-12-\d\dT[\d:.]+Z","\d\d Dec \d\d:\d\d \(UTC−5, nautical zone\)",$/);
  });

  it('reads back what it wrote', async () => {
    const route = await importText('crossing.csv', writeCsv(channelRoute()));
    expect(route.format).toBe('csv');
    expect(plannedParts(route)).toEqual(plannedParts(channelCrossing));
  });

  it('reads a table typed in a spreadsheet: positions as navigators write them, other column names', async () => {
    const table = 'Name;ignored,Lat,Lon,Geometry,Speed\nEuropa Point,36°06.600\'N,005°20.700\'W,,\nCabo de Gata,36 43.0 N,002 11.5 W,GC,14\n';
    const route = await importText('gibraltar.csv', table.replace(';ignored', ''));
    expect(route.name).toBe('gibraltar');
    expect(route.waypoints[0]).toMatchObject({ name: 'Europa Point', lat: 36.11, lon: -5.345 });
    expect(route.waypoints[1]?.lat).toBeCloseTo(36 + 43 / 60, 9);
    expect(route.legs).toEqual([{ geometry: 'greatCircle', speedKn: 14 }]);
  });

  it('refuses, naming the line: no latitude column, a bad position, a misplaced fixed time', async () => {
    await expect(importText('a.csv', 'name,lon\nA,1\nB,2\n')).rejects.toThrow('a.csv was not imported: line 1: the header has no latitude column');
    await expect(importText('b.csv', 'name,lat,lon\nA,1,1\nB,north,2\n')).rejects.toThrow('line 3 (waypoint 2): latitude "north"');
    await expect(importText('c.csv', 'name,lat,lon,timeUtc,fixedTime\nA,1,1,,\nB,2,2,2026-01-01T00:00Z,ETD\n')).rejects.toThrow(
      'line 3 (waypoint 2): fixedTime "ETD" is allowed only as ETD on the first waypoint or ETA on the last',
    );
  });
});

describe('CSV from spreadsheets set to a decimal comma', () => {
  it('reads semicolon-separated tables with decimal commas, and tab-separated ones', async () => {
    const semicolons = 'Name;latDeg;lonDeg;Speed\r\nA;52,0167;3,8833;\r\nB;51,0333;1,5;12,5\r\n';
    const route = await importText('europe.csv', semicolons);
    expect(route.waypoints.map(({ lat, lon }) => [lat, lon])).toEqual([
      [52.0167, 3.8833],
      [51.0333, 1.5],
    ]);
    expect(route.legs).toEqual([{ geometry: 'rhumb', speedKn: 12.5 }]);
    const tabs = await importText('tabs.csv', 'name\tlat\tlon\nA\t1.5\t2\nB\t3\t4\n');
    expect(tabs.waypoints.map(({ lat }) => lat)).toEqual([1.5, 3]);
  });
});

/** How a spreadsheet set to `delimiter` splits a line: quotes honoured (RFC 4180), nothing else. */
function spreadsheetCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (!quoted && character === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  return [...cells, cell];
}

describe('no exported cell can run, whatever the spreadsheet splits on', () => {
  const names = ['x;=1+2', 'x\t=1+2', 'x,=1+2', ' =1+2', '\u00a0@SUM(A1)', '\uff1dHYPERLINK("http://x")', 'Bishop Rock; -west'];
  const route = channelRoute({ name: 'Route;=2+2', waypoints: channelCrossing.waypoints.map((point, index) => ({ ...point, name: names[index % names.length] ?? point.name })) });

  it.each([',', ';', '\t'])('split on %j, every cell is a number, text, or text behind the apostrophe', (delimiter) => {
    const lines = writeCsv(route).split('\r\n').filter((line) => line !== '');
    const formulas = lines.flatMap((line) => spreadsheetCells(line, delimiter)).filter((cell) => /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
    expect(formulas).toEqual([]);
  });

  it('Passage reads the names back as they were written (edge spaces trimmed, as every import does)', async () => {
    const read = await importText('europe.csv', writeCsv(route));
    expect(read.waypoints.map((point) => point.name)).toEqual(route.waypoints.map((point) => point.name.trim()));
  });
});

describe('export file names', () => {
  it.each([
    ['CON', 'CON_.csv'],
    ['con.backup', 'con_.backup.csv'],
    ['LPT1 ', 'LPT1_.csv'],
    ['com9', 'com9_.csv'],
    ['Aux forecast', 'Aux forecast.csv'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe.csv'],
    ['\u2067Leith\u2069 to Bergen\u200f', 'Leith to Bergen.csv'],
    ['Bell\u0007 rock\u0085', 'Bell_ rock_.csv'],
    ['Trailing dots. . .', 'Trailing dots.csv'],
    ['..', 'route.csv'],
  ])('%j becomes %j', (name, fileName) => {
    expect(fileNameFor(name, 'csv')).toBe(fileName);
  });
});
