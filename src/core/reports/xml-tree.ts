import type { XmlNode, XmlTree } from './parse-messages';

/**
 * Reading fast-xml-parser's plain tree without caring how it packed an element: an element
 * with only text arrives as a string, a repeated one as an array, an empty one as ''.
 */

function asElement(node: XmlNode | undefined): XmlTree | undefined {
  if (node === undefined) return undefined;
  if (typeof node === 'string') return { '#text': node };
  if (Array.isArray(node)) return asElement(node[0]);
  return node;
}

export function childElement(parent: XmlTree | undefined, name: string): XmlTree | undefined {
  return asElement(parent?.[name]);
}

export function childElements(parent: XmlTree | undefined, name: string): XmlTree[] {
  const node = parent?.[name];
  if (node === undefined) return [];
  const nodes = Array.isArray(node) ? node : [node];
  return nodes.map(asElement).filter((element): element is XmlTree => element !== undefined);
}

export function attribute(element: XmlTree | undefined, name: string): string | undefined {
  const value = element?.[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of a child element such as GPX's <name>, trimmed; undefined when absent or empty. */
export function childText(parent: XmlTree | undefined, name: string): string | undefined {
  const text = childElement(parent, name)?.['#text'];
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}
