/**
 * The API key must never reach a log line, an error message or anything thrown. Everything the
 * client writes about a request passes through here first: the key is removed wherever it stands
 * (a URL's api_key or token, a server's echo of it, a library's error text).
 */

import { demoServiceKey } from '../../shared/service/demo-key';

const redacted = '[redacted]';

/** Query parameters that carry a key in this service, whatever their value. */
const keyParameterPattern = /([?&](?:api_key|token)=)[^&#\s"']*/gi;

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Text with every occurrence of the key (plain, URL-encoded, and escaped inside a JSON string) and
 * every key parameter blanked. The demo service's public key is spared as text: scrubbing the word
 * "demo" protected nothing and broke the demo's own links and paths. The one scrub for everything: messages, logs, the client's answers
 * before they are read or cached, and the platform proxy's answers.
 */
export function redactKey(text: string, key: string | null | undefined): string {
  let result = text.replace(keyParameterPattern, `$1${redacted}`);
  if (key !== null && key !== undefined && key !== '' && key !== demoServiceKey) {
    for (const form of new Set([key, encodeURIComponent(key), JSON.stringify(key).slice(1, -1)])) {
      result = result.replace(new RegExp(escapeForRegExp(form), 'g'), redacted);
    }
  }
  return result;
}

/** A readable description of anything thrown by a library, without the key. */
export function describeThrown(thrown: unknown, key: string | null | undefined): string {
  if (thrown instanceof Error) {
    const cause = thrown.cause;
    const causeText =
      cause instanceof Error
        ? `: ${cause.message}`
        : typeof cause === 'object' && cause !== null && 'code' in cause
          ? `: ${String((cause as { code: unknown }).code)}`
          : '';
    return redactKey(`${thrown.message}${causeText}`, key);
  }
  return redactKey(String(thrown), key);
}
