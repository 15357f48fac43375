import type { CsvDelimiter, CsvRow } from './csv-cells';

/** What crosses between the app and the parse worker (route-parse-worker.ts). */

/** `maxRows` stops reading a CSV table early: a header and the waypoint cap. */
export type ParseRequest = { kind: 'xml' | 'csv'; text: string; maxRows?: number };

/**
 * fast-xml-parser's plain tree: an element is an object whose `@name` keys are its attributes,
 * whose other keys are child elements (arrays for the repeating ones) and whose `#text` is its
 * text; an element with only text is a string.
 */
export type XmlTree = { [name: string]: XmlNode };
export type XmlNode = string | XmlTree | XmlNode[];

export type ParseResponse =
  | { ok: true; kind: 'xml'; tree: XmlTree }
  | { ok: true; kind: 'csv'; delimiter: CsvDelimiter; rows: CsvRow[] }
  | { ok: false; message: string };
