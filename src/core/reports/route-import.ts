import type { ImportedRoute, RouteFileChoice, RouteFileFormat } from '../../shared/voyage/route-file';
import { readCsv } from './csv-read';
import { readGpx } from './gpx-read';
import { parseInWorker } from './parse-in-worker';
import type { ParseRequest, ParseResponse } from './parse-messages';
import { finishRoute, type RouteDraft } from './route-draft';
import { refuse } from './route-file-error';
import { defaultRouteFileLimits, megabytes, type RouteFileLimits } from './route-file-limits';
import { readRtz } from './rtz-read';
import { defaultRtzpLimits, readRtzp, type RtzpLimits } from './rtzp-read';
import { declarationProblem } from './route-text-parse';
import { countWords } from '../../shared/format/count-words';

/**
 * One route file in, one checked route out, or a RouteFileError that says what was wrong and
 * where. The size is checked first, the text is parsed in a worker with a time limit, then the
 * format's reader and the shared checks run on the (size-capped) result.
 */

export interface ImportOptions {
  /** the vessel's service speed, for legs the file gives none */
  defaultSpeedKn: number;
  limits?: RouteFileLimits;
  rtzpLimits?: RtzpLimits;
  /** which route, track or waypoint list of a GPX file */
  choice?: RouteFileChoice;
  toleranceNm?: number;
  /**
   * How the text is parsed: in a worker with the time limit (the default, and what the app
   * uses). Tests that read thousands of files may parse in process to save the worker start.
   */
  parse?: (request: ParseRequest, limits: RouteFileLimits) => Promise<ParseResponse> | ParseResponse;
}

const missingGeometryNotes: Record<RouteFileFormat, string> = {
  rtz: 'the RTZ leg had no geometryType',
  gpx: 'GPX has no leg geometry; only files written by Passage carry it',
  csv: 'the table has no legGeometry value for them',
};

/** By the name's extension; a file named otherwise is told by its first characters. */
export function routeFileFormat(fileName: string, text: string): RouteFileFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'rtz' || extension === 'gpx' || extension === 'csv') return extension;
  const start = text.slice(0, 4096);
  if (/<(\w+:)?gpx[\s>]/.test(start)) return 'gpx';
  if (/<(\w+:)?route[\s>]/.test(start)) return 'rtz';
  if (start.trimStart().startsWith('<')) throw refuse(fileName, 'it is XML but neither an RTZ route (<route>) nor a GPX file (<gpx>)');
  return 'csv';
}

/** In MB, or in bytes where the two sizes compared would read the same in MB. */
function size(bytes: number, other: number): string {
  return megabytes(bytes) === megabytes(other) ? `${bytes.toLocaleString('en-GB')} bytes` : megabytes(bytes);
}

/**
 * An RTZP package: its RTZ is imported as an RTZ file would be (the package's name in every
 * message), the attachments listed beside the route.
 */
async function importRtzp(fileName: string, base64: string, options: ImportOptions): Promise<ImportedRoute> {
  const rtzpLimits = options.rtzpLimits ?? defaultRtzpLimits;
  // base64 is 4/3 of the bytes: a string far above the cap is refused before it is decoded.
  if (base64.length > (rtzpLimits.maxPackageBytes * 4) / 3 + 4) {
    throw refuse(fileName, `the package is over ${megabytes(rtzpLimits.maxPackageBytes)}, the most an RTZP may be`);
  }
  const { rtzName, rtzText, attachments } = readRtzp(Buffer.from(base64, 'base64'), fileName, rtzpLimits);
  const route = await importRouteFile({ fileName, text: rtzText, format: 'rtz' }, options);
  const listed = attachments.length === 0 ? 'no attachments' : `${countWords(attachments.length, 'attachment')} (listed, not opened)`;
  return { ...route, format: 'rtzp', attachments, warnings: [`The package holds the route ${rtzName} and ${listed}.`, ...route.warnings] };
}

export async function importRouteFile(
  file: { fileName: string; text: string; encoding?: 'text' | 'base64'; format?: RouteFileFormat },
  options: ImportOptions,
): Promise<ImportedRoute> {
  const limits = options.limits ?? defaultRouteFileLimits;
  const { fileName, text } = file;
  if (file.format === undefined && (file.encoding === 'base64' || /\.rtzp$/i.test(fileName))) {
    if (file.encoding !== 'base64') throw refuse(fileName, 'an RTZP package is a zip archive and must be sent as its bytes (base64), not as text');
    return importRtzp(fileName, text, options);
  }
  // A UTF-16 code unit is at most 3 bytes of UTF-8: count the bytes only when it may matter.
  const bytes = text.length * 3 > limits.maxBytes ? Buffer.byteLength(text, 'utf8') : text.length;
  if (bytes > limits.maxBytes) {
    throw refuse(fileName, `it is ${size(bytes, limits.maxBytes)}; a route file may be at most ${size(limits.maxBytes, bytes)} (Passage's own largest, 10,000 waypoints with the forecast, is about 12 MB)`);
  }
  if (text.trim() === '') throw refuse(fileName, 'it is empty');
  const format = file.format ?? routeFileFormat(fileName, text);
  // The worker refuses declarations too; checking here first spares a bomb the worker's start.
  const declared = format === 'csv' ? undefined : declarationProblem(text);
  if (declared) throw refuse(fileName, declared);
  const parsed = await (options.parse ?? parseInWorker)({ kind: format === 'csv' ? 'csv' : 'xml', text, maxRows: limits.maxWaypoints + 1 }, limits);
  if (!parsed.ok) throw refuse(fileName, parsed.message);
  const readOptions = { fileName, maxWaypoints: limits.maxWaypoints };
  let draft: RouteDraft;
  if (parsed.kind === 'csv') draft = readCsv(parsed.rows, { ...readOptions, decimalComma: parsed.delimiter !== ',' });
  else if (format === 'gpx') draft = readGpx(parsed.tree, { ...readOptions, choice: options.choice, toleranceNm: options.toleranceNm });
  else draft = readRtz(parsed.tree, readOptions);
  return finishRoute(draft, { ...readOptions, defaultSpeedKn: options.defaultSpeedKn, missingGeometryNote: missingGeometryNotes[format] });
}
