import { describe, expect, it } from 'vitest';
import { decodeXmlText, escapeXml } from './xml-entities';

describe('XML escapes', () => {
  it('escapes markup and keeps tabs and line breaks as character references', () => {
    expect(escapeXml(`a<b>&"c'\td\ne\r`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;&#9;d&#10;e&#13;');
    expect(decodeXmlText(escapeXml(`a<b>&"c'\td\ne\r`))).toBe(`a<b>&"c'\td\ne\r`);
  });

  it('puts U+FFFD where XML 1.0 cannot hold a character (controls, lone surrogates)', () => {
    expect(escapeXml('a\u0000b\u001Fc\uD800d🚢')).toBe('a\uFFFDb\uFFFDc\uFFFDd🚢');
  });

  it('decodes the predefined entities and character references, never anything declared', () => {
    expect(decodeXmlText('&lt;&gt;&amp;&quot;&apos;&#65;&#x1F6A2;')).toBe(`<>&"'A🚢`);
    // Unknown names and impossible code points stay as written: nothing expands.
    expect(decodeXmlText('&lol9; &#0; &#x110000; &amp')).toBe('&lol9; &#0; &#x110000; &amp');
  });
});
