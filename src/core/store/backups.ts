import fs from 'node:fs';
import path from 'node:path';
import type { WritableDatabase } from './database';
import { ownerOnlyFile, ownerOnlyFolder } from './owner-only-files';

/**
 * Rolling backups of passage.db with SQLite's online backup (a consistent copy while the app
 * keeps writing), in <data folder>/backups, the newest `keep` kept. A copy is written under a
 * .partial name and renamed when complete, so a crash mid-backup never leaves a half file that
 * looks like a backup.
 */

export const backupFolderName = 'backups';
export const defaultBackupsKept = 5;
const prefix = 'passage-';
const suffix = '.db';
const partialSuffix = '.partial';

export interface BackupFile {
  path: string;
  takenAtMs: number;
}

export function backupFolder(dataFolder: string): string {
  return path.join(dataFolder, backupFolderName);
}

/** passage-2026-11-22T06-00-00.000Z.db: sortable, and legal on every file system. */
export function backupFileName(takenAtMs: number): string {
  return `${prefix}${new Date(takenAtMs).toISOString().replace(/:/g, '-')}${suffix}`;
}

function takenAtOf(fileName: string): number | undefined {
  if (!fileName.startsWith(prefix) || !fileName.endsWith(suffix)) return undefined;
  const stamp = fileName.slice(prefix.length, -suffix.length);
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(\.\d{3})?Z$/.exec(stamp);
  if (match === null) return undefined;
  const ms = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}${match[5] ?? ''}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Newest first. */
export function listBackups(dataFolder: string): BackupFile[] {
  const folder = backupFolder(dataFolder);
  if (!fs.existsSync(folder)) return [];
  const backups: BackupFile[] = [];
  for (const name of fs.readdirSync(folder)) {
    const takenAtMs = takenAtOf(name);
    if (takenAtMs !== undefined) backups.push({ path: path.join(folder, name), takenAtMs });
  }
  return backups.sort((a, b) => b.takenAtMs - a.takenAtMs);
}

export function pruneBackups(dataFolder: string, keep: number): void {
  for (const old of listBackups(dataFolder).slice(Math.max(1, keep))) fs.rmSync(old.path, { force: true });
}

/** Leftovers of a backup that a crash or a close interrupted. */
export function removePartialBackups(dataFolder: string): void {
  const folder = backupFolder(dataFolder);
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    if (name.endsWith(partialSuffix)) fs.rmSync(path.join(folder, name), { force: true });
  }
}

export async function takeBackup(db: WritableDatabase, dataFolder: string, takenAtMs: number, keep = defaultBackupsKept): Promise<BackupFile> {
  const folder = backupFolder(dataFolder);
  ownerOnlyFolder(folder);
  const finalPath = path.join(folder, backupFileName(takenAtMs));
  const partialPath = `${finalPath}${partialSuffix}`;
  fs.rmSync(partialPath, { force: true });
  try {
    // All remaining pages in one step after the first: passage.db is small, and fewer steps
    // mean fewer restarts when the app writes during the copy.
    ownerOnlyFile(partialPath, { create: true });
    await db.raw.backup(partialPath, { progress: () => 0x7fffffff });
    fs.renameSync(partialPath, finalPath);
  } catch (error) {
    fs.rmSync(partialPath, { force: true });
    throw error;
  }
  pruneBackups(dataFolder, keep);
  return { path: finalPath, takenAtMs };
}
