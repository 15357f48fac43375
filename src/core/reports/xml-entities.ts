/**
 * The XML escapes Passage writes and reads. The parser runs with entity processing off (two CVEs
 * bypassed fast-xml-parser's entity limits: docs/platform-facts.md, Security), so the five
 * predefined entities and character references are decoded here, by a fixed table that can
 * never expand.
 */

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function referencedCharacter(match: string, body: string): string {
  const named = predefined[body];
  if (named !== undefined) return named;
  const hex = /^#x([0-9a-f]{1,6})$/i.exec(body);
  const decimal = /^#([0-9]{1,7})$/.exec(body);
  const codePoint = hex ? Number.parseInt(hex[1] ?? '', 16) : decimal ? Number.parseInt(decimal[1] ?? '', 10) : NaN;
  if (!Number.isInteger(codePoint) || codePoint < 1 || codePoint > 0x10ffff) return match;
  return String.fromCodePoint(codePoint);
}

export function decodeXmlText(text: string): string {
  return text.includes('&') ? text.replace(/&([a-z]+|#x[0-9a-f]+|#[0-9]+);/gi, referencedCharacter) : text;
}

// XML 1.0 cannot carry most C0 controls even escaped; lone surrogates are not characters either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const notXmlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text safe inside an attribute value or an element. Tabs and line breaks are written as
 * character references so a reader's attribute normalisation cannot turn them into spaces;
 * characters XML cannot hold become U+FFFD.
 */
/** The text with every character XML 1.0 cannot hold replaced by U+FFFD. */
export function toXmlCharacters(text: string): string {
  return text.replace(notXmlCharacter, '\uFFFD');
}

export function escapeXml(text: string): string {
  return toXmlCharacters(text).replace(/[&<>"'\t\n\r]/g, (character) => {
    switch (character) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&apos;';
      default:
        return `&#${character.charCodeAt(0)};`;
    }
  });
}
