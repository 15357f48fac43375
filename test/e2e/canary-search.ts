import fs from 'node:fs';
import path from 'node:path';
import { canaryKey } from '../../src/core/service-client/canary-key';

/**
 * The search of the canary-key runs: every form the key could be written in (plain, URL-encoded,
 * base64, UTF-16 as SQLite may store text) in strings, buffers and whole folders.
 */
function canaryForms(): Buffer[] {
  return [
    Buffer.from(canaryKey, 'utf8'),
    Buffer.from(encodeURIComponent(canaryKey), 'utf8'),
    Buffer.from(Buffer.from(canaryKey, 'utf8').toString('base64').replace(/=+$/, ''), 'utf8'),
    Buffer.from(canaryKey, 'utf16le'),
  ];
}

/** [label] when content holds the canary key in any form, else []. */
export function canaryHitsIn(label: string, content: Buffer | string): string[] {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return canaryForms().some((form) => bytes.includes(form)) ? [label] : [];
}

export function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function canaryHitsInFolder(folder: string): string[] {
  return filesUnder(folder).flatMap((file) => canaryHitsIn(path.relative(folder, file), fs.readFileSync(file)));
}
