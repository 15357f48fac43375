import { describe, expect, it } from 'vitest';
import { demoServiceKey } from '../../shared/service/demo-key';
import { redactKey } from './key-redaction';

describe('the key scrub', () => {
  const key = 'k3y/with+odd"chars';

  it('blanks a real key plain, URL-encoded and escaped in JSON, and every key parameter', () => {
    const text = `failed ${key} ${encodeURIComponent(key)} ${JSON.stringify({ echo: key })} https://x/v1?api_key=abc&token=def`;
    const scrubbed = redactKey(text, key);
    expect(scrubbed).not.toContain(key);
    expect(scrubbed).not.toContain(encodeURIComponent(key));
    expect(scrubbed).not.toContain(JSON.stringify(key).slice(1, -1));
    expect(scrubbed).toContain('api_key=[redacted]&token=[redacted]');
  });

  it("leaves the demo's public key standing as text, but still blanks it as a key parameter", () => {
    const text = `{"links":{"passageDemo":"http://127.0.0.1:1/demo/about?lat=1"},"url":"http://127.0.0.1:1/v1/x?api_key=${demoServiceKey}"}`;
    const scrubbed = redactKey(text, demoServiceKey);
    expect(scrubbed).toContain('/demo/about?lat=1');
    expect(scrubbed).toContain('api_key=[redacted]');
  });
});
