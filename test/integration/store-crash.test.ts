import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/core/store/backups';
import { openStore } from '../../src/core/store/open-store';

/**
 * kill -9 at random moments (while opening, migrating, backing up, writing) must never corrupt
 * either database nor lose a write whose commit the writer acknowledged. This proves crash
 * safety of the application, not power-loss safety (docs/platform-facts.md, Security).
 */

const writerScript = path.join(import.meta.dirname, 'store-crash-writer.ts');
const killsPerLane = 25;
const lanes = 2;

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-crash-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

interface Acknowledged {
  voyageIds: string[];
  cacheKeys: string[];
}

/**
 * Starts the writer and kills it with SIGKILL `killAfterMs` after it started (`from: 'spawn'`,
 * so the kill may land while opening, migrating or backing up) or after it said it was ready
 * and acknowledged its first writes (`from: 'ready'`, so it lands among the writes); answers what
 * it acknowledged.
 */
function runAndKill(dataFolder: string, killAfterMs: number, from: 'spawn' | 'ready'): Promise<Acknowledged> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writerScript, dataFolder], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    let timer: NodeJS.Timeout | undefined;
    const armKill = () => (timer ??= setTimeout(() => child.kill('SIGKILL'), killAfterMs));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      // Among the writes: armed once a voyage and a cache entry have been acknowledged, so that
      // every such run proves something however slow a loaded machine makes the writer.
      if (from === 'ready' && output.startsWith('ready\n') && output.includes('\nvoyage ') && output.includes('\ncache ')) armKill();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    if (from === 'spawn') armKill();
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') {
        reject(new Error(`the writer stopped by itself (code ${code}): ${errors}`));
        return;
      }
      // A line cut short by the kill was not acknowledged.
      const lines = output.split('\n').slice(0, -1);
      resolve({
        voyageIds: lines.filter((line) => line.startsWith('voyage ')).map((line) => line.slice('voyage '.length)),
        cacheKeys: lines.filter((line) => line.startsWith('cache ')).map((line) => line.slice('cache '.length)),
      });
    });
  });
}

function integrityOf(file: string): string {
  const db = new Database(file, { fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/**
 * The values of `column` in `table`, or undefined when the table is not there yet: a kill between
 * the file's creation (Passage makes it empty first, to give it the owner's modes) and the commit of
 * its first migration leaves a file without tables, which the next start migrates. That is a valid
 * state only while nothing was ever acknowledged in that file, which the caller checks.
 */
function column(file: string, table: string, name: string): Set<string> | undefined {
  const db = new Database(file, { fileMustExist: true, readonly: true });
  try {
    const present = db.prepare('SELECT 1 FROM sqlite_schema WHERE type = ? AND name = ?').get('table', table);
    if (present === undefined) return undefined;
    return new Set(db.prepare(`SELECT ${name} FROM ${table}`).pluck().all() as string[]);
  } finally {
    db.close();
  }
}

/** Which acknowledged values a database lost; a database not yet migrated has lost them all. */
function lost(acknowledgedValues: string[], kept: Set<string> | undefined): string[] {
  return acknowledgedValues.filter((value) => kept === undefined || !kept.has(value));
}

async function lane(index: number): Promise<{ kills: number; voyages: number; cacheEntries: number }> {
  const dataFolder = path.join(root, `lane-${index}`);
  fs.mkdirSync(dataFolder);
  const acknowledged: Acknowledged = { voyageIds: [], cacheKeys: [] };
  for (let kill = 0; kill < killsPerLane; kill += 1) {
    // Start-up takes about 300 ms: every other kill lands while opening, migrating or backing up.
    const result =
      kill % 2 === 0
        ? await runAndKill(dataFolder, 50 + Math.random() * 400, 'spawn')
        : await runAndKill(dataFolder, Math.random() * 150, 'ready');
    acknowledged.voyageIds.push(...result.voyageIds);
    acknowledged.cacheKeys.push(...result.cacheKeys);
    if (!fs.existsSync(path.join(dataFolder, 'passage.db'))) continue; // killed before it was created

    expect(integrityOf(path.join(dataFolder, 'passage.db'))).toBe('ok');
    expect(lost(acknowledged.voyageIds, column(path.join(dataFolder, 'passage.db'), 'voyages', 'id'))).toEqual([]);
    if (fs.existsSync(path.join(dataFolder, 'cache.db'))) {
      expect(integrityOf(path.join(dataFolder, 'cache.db'))).toBe('ok');
      expect(lost(acknowledged.cacheKeys, column(path.join(dataFolder, 'cache.db'), 'cache_entries', 'cache_key'))).toEqual([]);
    }
  }
  const store = openStore(dataFolder, Date.now, { automaticBackups: false });
  expect(store.recovery).toEqual([]);
  store.close();
  for (const backup of listBackups(dataFolder)) expect(integrityOf(backup.path)).toBe('ok');
  return { kills: killsPerLane, voyages: acknowledged.voyageIds.length, cacheEntries: acknowledged.cacheKeys.length };
}

describe('store under kill -9', () => {
  it(
    'keeps both databases intact and every acknowledged write, over 50 kills at random moments',
    async () => {
      const results = await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
      expect(results.reduce((sum, result) => sum + result.kills, 0)).toBe(50);
      // The test proves nothing unless writes were in fact acknowledged before the kills.
      // Half the kills of each lane come after acknowledged writes of both kinds.
      expect(results.every((result) => result.voyages >= 12 && result.cacheEntries >= 12)).toBe(true);
    },
    60_000,
  );
});
