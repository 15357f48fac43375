/**
 * What CSS paged media writes in the margin of every printed page: the voyage name, the data
 * source and the page number. Margin boxes take their text only from a CSS string, not from the
 * document, so the voyage name is written into a style sheet here, escaped so that no name can
 * end the string or the <style> element it sits in.
 */

/** A CSS string literal: every character but letters, digits and spaces as a hex escape. */
export function cssString(text: string): string {
  let escaped = '';
  for (const character of text.replace(/[\r\n\t]+/g, ' ')) {
    escaped += /[A-Za-z0-9 ]/.test(character) ? character : `\\${(character.codePointAt(0) ?? 0x20).toString(16)} `;
  }
  return `"${escaped}"`;
}

export interface PageMarginText {
  voyageName: string;
  /** "Passage plan", or the demo warning that must be on every page of a demo report. */
  rightHeader: string;
  leftFooter: string;
}

export function pageMarginCss(text: PageMarginText): string {
  return `@page {
  @top-left { content: ${cssString(text.voyageName)}; }
  @top-right { content: ${cssString(text.rightHeader)}; }
  @bottom-left { content: ${cssString(text.leftFooter)}; }
}`;
}
