/**
 * A route file's text as a plain tree (XML: RTZ, GPX) or rows of cells (CSV), or a message
 * saying what is wrong and on which line. Runs inside the parse worker (route-parse-worker.ts),
 * where Node loads it by type stripping: relative imports carry their .ts extension and only
 * types are TypeScript.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readCsvCells } from './csv-cells.ts';
import type { ParseRequest, ParseResponse, XmlTree } from './parse-messages.ts';
import { decodeXmlText } from './xml-entities.ts';

/** fast-xml-parser's default, stated so the refusal can name it. */
const MAX_NESTED_ELEMENTS = 100;

/** Elements that may repeat in RTZ and GPX: always arrays, even when a file has one. */
const repeatedElements = new Set(['waypoint', 'schedule', 'scheduleElement', 'sheduleElement', 'extension', 'rte', 'rtept', 'wpt', 'trk', 'trkseg', 'trkpt']);

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** RTZ and GPX never need a DTD; entity declarations are how XML bombs and external reads start. */
export function declarationProblem(text: string): string | undefined {
  const match = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (!match) return undefined;
  return `line ${lineOf(text, match.index)}: the file declares <!${match[1]?.toUpperCase()}>, which route files never need and Passage does not accept (it is how XML entity bombs and external file reads work)`;
}

function decodeStrings(node: unknown): unknown {
  if (typeof node === 'string') return decodeXmlText(node);
  if (Array.isArray(node)) return node.map(decodeStrings);
  if (node !== null && typeof node === 'object') {
    const decoded: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) decoded[key] = decodeStrings(value);
    return decoded;
  }
  return node;
}

function parseXml(text: string): ParseResponse {
  const declared = declarationProblem(text);
  if (declared) return { ok: false, message: declared };
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    // The validator leaves the column out for some errors (an empty document, say).
    const { line, col, msg } = valid.err;
    const where = [Number.isInteger(line) ? `line ${line}` : undefined, Number.isInteger(col) ? `column ${col}` : undefined].filter(Boolean).join(', ');
    return { ok: false, message: `${where === '' ? '' : `${where}: `}the XML is not well formed (${msg})` };
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name) => repeatedElements.has(name),
    maxNestedTags: MAX_NESTED_ELEMENTS,
  });
  const tree = decodeStrings(parser.parse(text)) as XmlTree;
  return { ok: true, kind: 'xml', tree };
}

/** What the worker answers; also callable in process where no isolation is needed (property tests). */
export function parseRouteText(request: ParseRequest): ParseResponse {
  try {
    if (request.kind === 'csv') {
      const cells = readCsvCells(request.text, request.maxRows);
      return cells.ok ? { ok: true, kind: 'csv', delimiter: cells.delimiter, rows: cells.rows } : cells;
    }
    return parseXml(request.text);
  } catch (error) {
    // fast-xml-parser throws on what its validator let through, such as nesting past its limit.
    const reason = error instanceof Error ? error.message : String(error);
    if (/maximum nested tags/i.test(reason)) {
      return { ok: false, message: `its elements nest more than ${MAX_NESTED_ELEMENTS} deep; RTZ and GPX nest a handful of levels, so this is not a route file` };
    }
    // Some of its errors speak of its internals ("readTagExp returned undefined"): those are said
    // in words, and any position becomes a line.
    const position = /at position (\d+)/.exec(reason);
    const where = position?.[1] === undefined ? '' : `line ${lineOf(request.text, Number(position[1]))}: `;
    const why = /undefined|readTagExp|\bnull\b|\[object/.test(reason) ? 'a tag there cannot be read' : reason.replace(/\.$/, '');
    return { ok: false, message: `${where}the XML is not well formed (${why}); route files hold plain elements such as <waypoint> with attributes` };
  }
}

