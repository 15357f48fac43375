import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The RTZ schemas kept in the project (test/fixtures/rtz, IEC 61174), and xmllint to check against them. */
const repo = path.resolve(import.meta.dirname, '../../..');
export const rtzSchemaPath = (version: '1_0' | '1_1' | '1_2') => path.join(repo, 'test', 'fixtures', 'rtz', `rtz-${version}.xsd`);

/** Why a schema test is skipped where xmllint is missing (shown in npm test's summary). */
export const xmllintMissing = { meta: { skipReason: 'xmllint is missing (Debian: libxml2-utils; npm test installs it when run as root)' } };

export function hasXmllint(): boolean {
  return spawnSync('xmllint', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** xmllint --schema on a written file; the output names each violation when there is one. */
export function validateRtz(text: string, version: '1_0' | '1_1' | '1_2' = '1_2'): { status: number | null; output: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-rtz-'));
  const file = path.join(folder, 'route.rtz');
  fs.writeFileSync(file, text);
  const run = spawnSync('xmllint', ['--noout', '--schema', rtzSchemaPath(version), file], { encoding: 'utf8' });
  fs.rmSync(folder, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
