import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StartupNotice } from '../../shared/voyage/startup-notice';
import { listBackups, removePartialBackups, takeBackup, defaultBackupsKept, type BackupFile } from './backups';
import { cacheDbFileName, openCacheDb } from './cache-db';
import { DatabaseFromFutureError, type WritableDatabase } from './database';
import { isDamage, storeUnavailable, troubleOpening } from './open-trouble';
import { ownerOnlyFolder, usableDataFolder } from './owner-only-files';
import { openPassageDb, passageDbFileName } from './passage-db';
import { formatUtcDateTime } from '../../shared/time/time-format';

/**
 * Opens both databases at start, and deals with damage before anything else touches them: a
 * file that SQLite calls corrupt or not a database, or that fails `PRAGMA quick_check`, is moved
 * aside (with its -wal and -shm) to <data folder>/damaged/, passage.db is restored from the newest
 * backup that passes the check (or started empty), cache.db is rebuilt empty, and each of these is
 * reported in plain words for the app to show. Trouble that says nothing about the contents (the
 * file locked by another process, no permission, read-only, an I/O error) refuses the start with
 * a StoreUnavailableError naming the file (open-trouble.ts), and no file is touched. A database
 * from a newer Passage is refused, never moved.
 */

export type RecoveryReport = StartupNotice;

export interface Store {
  readonly passageDb: WritableDatabase;
  readonly cacheDb: WritableDatabase;
  readonly recovery: readonly RecoveryReport[];
  /** A backup of passage.db now (also taken at start and every `backupIntervalHours`). */
  backupNow(): Promise<BackupFile>;
  close(): void;
}

export interface OpenStoreOptions {
  backupIntervalHours?: number;
  backupsKept?: number;
  /** Tests that count backups turn the automatic ones off. */
  automaticBackups?: boolean;
  log?: (line: string) => void;
}

export const damagedFolderName = 'damaged';
const sidecarSuffixes = ['-wal', '-shm'] as const;

type Health = { ok: true } | { ok: false; problem: string; empty?: true };

/** How long start-up waits for a lock another process holds before it says so. */
const lockWaitMs = 2000;

function exists(file: string): boolean {
  return fs.existsSync(file);
}

/** A file this user may read but not write is read-only to Passage, whatever made it so. */
function refuseUnwritable(file: string): void {
  fs.accessSync(file, fs.constants.R_OK);
  try {
    fs.accessSync(file, fs.constants.W_OK);
  } catch (error) {
    throw storeUnavailable(file, 'read-only', error instanceof Error ? error.message : String(error));
  }
}

/** Looks at a database file with a connection of its own, closed before anything else happens. */
function checkHealth(file: string): Health {
  const strays = sidecarSuffixes.filter((suffix) => exists(`${file}${suffix}`));
  if (!exists(file)) {
    if (strays.length === 0) return { ok: true };
    // A journal without its database would be replayed into a new, empty file: never use it.
    return { ok: false, problem: `its journal (${strays.join(', ')}) was there without the database itself` };
  }
  let db: Database.Database | undefined;
  try {
    // Permission and read-only disks are found here, before SQLite quietly opens read-only.
    for (const target of [file, ...strays.map((suffix) => `${file}${suffix}`)]) refuseUnwritable(target);
    if (fs.statSync(file).size === 0) return { ok: false, problem: 'the file was empty', empty: true };
    db = new Database(file, { fileMustExist: true, timeout: lockWaitMs });
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    const findings = rows.map((row) => row.quick_check).filter((finding) => finding !== 'ok');
    if (findings.length > 0) return { ok: false, problem: `the integrity check found: ${findings.slice(0, 3).join('; ')}` };
    return { ok: true };
  } catch (error) {
    if (!isDamage(error)) throw troubleOpening(file, error);
    return { ok: false, problem: `it could not be read: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    db?.close();
  }
}

/**
 * A zero-length database with no journal beside it holds nothing: a crash between creating the
 * file and writing its first page leaves one. Where there is nothing to restore either, it is
 * simply started afresh, without alarming anyone.
 */
function isHarmlessEmptyFile(file: string, health: Health, backupsExist: boolean): boolean {
  if (health.ok || health.empty !== true || backupsExist) return false;
  return sidecarSuffixes.every((suffix) => !exists(`${file}${suffix}`) || fs.statSync(`${file}${suffix}`).size === 0);
}

function removeWithSidecars(file: string): void {
  for (const target of [file, ...sidecarSuffixes.map((suffix) => `${file}${suffix}`)]) fs.rmSync(target, { force: true });
}

function timestampForName(nowMs: number): string {
  return new Date(nowMs).toISOString().replace(/:/g, '-');
}

/** Moves the file and its -wal and -shm into damaged/<name>-<timestamp>/, names unchanged. */
function moveAside(dataFolder: string, file: string, nowMs: number): string {
  const name = path.basename(file);
  let target = path.join(dataFolder, damagedFolderName, `${name}-${timestampForName(nowMs)}`);
  for (let attempt = 2; exists(target); attempt += 1) target = path.join(dataFolder, damagedFolderName, `${name}-${timestampForName(nowMs)}-${attempt}`);
  ownerOnlyFolder(target);
  for (const source of [file, ...sidecarSuffixes.map((suffix) => `${file}${suffix}`)]) {
    if (exists(source)) fs.renameSync(source, path.join(target, path.basename(source)));
  }
  return target;
}

/** Copies the newest backup that passes quick_check into place; answers which one, if any. */
function restoreFromBackup(dataFolder: string, file: string): BackupFile | undefined {
  for (const backup of listBackups(dataFolder)) {
    const staging = `${file}.restoring`;
    fs.copyFileSync(backup.path, staging);
    if (checkHealth(staging).ok) {
      fs.renameSync(staging, file);
      return backup;
    }
    fs.rmSync(staging, { force: true });
    for (const suffix of sidecarSuffixes) fs.rmSync(`${staging}${suffix}`, { force: true });
  }
  return undefined;
}

function passageReport(what: string, problem: string, movedTo: string | null, backup: BackupFile | undefined): RecoveryReport {
  const where = movedTo === null ? '' : `; the damaged file is in ${movedTo}`;
  if (backup !== undefined) {
    return {
      database: 'passage.db',
      action: 'restored-from-backup',
      movedTo,
      backupTakenAtMs: backup.takenAtMs,
      problem,
      message: `${what} and was restored from the backup of ${formatUtcDateTime(backup.takenAtMs)}; changes made after that backup are lost${where}.`,
    };
  }
  return {
    database: 'passage.db',
    action: 'created-empty',
    movedTo,
    backupTakenAtMs: null,
    problem,
    message: `${what} and no usable backup was found, so Passage started with an empty one (voyages, vessel profiles and settings are back to their defaults)${where}.`,
  };
}

function recoverPassageDb(dataFolder: string, nowMs: number): RecoveryReport | undefined {
  const file = path.join(dataFolder, passageDbFileName);
  const health = checkHealth(file);
  const backupsExist = listBackups(dataFolder).length > 0;
  if (isHarmlessEmptyFile(file, health, backupsExist)) {
    removeWithSidecars(file);
    return undefined;
  }
  // A missing passage.db beside backups was deleted or lost: the backups are the user's work.
  const missingWithBackups = health.ok && !exists(file) && backupsExist;
  if (health.ok && !missingWithBackups) return undefined;
  if (health.ok) return passageReport('passage.db was missing', 'the file was missing', null, restoreFromBackup(dataFolder, file));
  const movedTo = moveAside(dataFolder, file, nowMs);
  return passageReport(`passage.db was damaged (${health.problem})`, health.problem, movedTo, restoreFromBackup(dataFolder, file));
}

/** Passed quick_check but still could not be opened (a broken schema, say): damaged after all. */
function recoverPassageDbAfterOpenFailure(dataFolder: string, problem: string, nowMs: number): RecoveryReport {
  const file = path.join(dataFolder, passageDbFileName);
  const movedTo = moveAside(dataFolder, file, nowMs);
  return passageReport(`passage.db could not be opened (${problem})`, problem, movedTo, restoreFromBackup(dataFolder, file));
}

function recoverCacheDb(dataFolder: string, nowMs: number): RecoveryReport | undefined {
  const file = path.join(dataFolder, cacheDbFileName);
  const health = checkHealth(file);
  if (health.ok) return undefined;
  if (isHarmlessEmptyFile(file, health, false)) {
    removeWithSidecars(file);
    return undefined;
  }
  const movedTo = moveAside(dataFolder, file, nowMs);
  return {
    database: 'cache.db',
    action: 'rebuilt-empty',
    movedTo,
    backupTakenAtMs: null,
    problem: health.problem,
    message: `cache.db was damaged (${health.problem}) and was rebuilt empty: answers will be fetched again when the service can be reached; the damaged file is in ${movedTo}.`,
  };
}

/** A write transaction begun and rolled back: a database SQLite opened read-only fails here, at start. */
function refuseReadOnly(db: WritableDatabase): WritableDatabase {
  try {
    db.raw.exec('BEGIN IMMEDIATE; ROLLBACK');
    return db;
  } catch (error) {
    db.close();
    throw troubleOpening(db.path, error);
  }
}

/**
 * Opens the database; a file that passed the check but that SQLite then calls corrupt is handled
 * once more. Any other failure refuses the start and leaves the file alone.
 */
function openRecovering(
  file: string,
  open: () => WritableDatabase,
  recover: () => RecoveryReport | undefined,
  forceRecover: (problem: string) => RecoveryReport,
  reports: RecoveryReport[],
): WritableDatabase {
  const report = recover();
  if (report !== undefined) reports.push(report);
  try {
    return refuseReadOnly(open());
  } catch (error) {
    if (error instanceof DatabaseFromFutureError) throw error;
    if (!isDamage(error)) throw troubleOpening(file, error);
    reports.push(forceRecover(error instanceof Error ? error.message : String(error)));
    return refuseReadOnly(open());
  }
}

export function openStore(dataFolder: string, now: () => number = Date.now, options: OpenStoreOptions = {}): Store {
  usableDataFolder(dataFolder);
  removePartialBackups(dataFolder);
  const reports: RecoveryReport[] = [];

  const passageDb = openRecovering(
    path.join(dataFolder, passageDbFileName),
    () => openPassageDb(dataFolder),
    () => recoverPassageDb(dataFolder, now()),
    (problem) => recoverPassageDbAfterOpenFailure(dataFolder, problem, now()),
    reports,
  );
  let cacheDb: WritableDatabase;
  try {
    cacheDb = openRecovering(
      path.join(dataFolder, cacheDbFileName),
      () => openCacheDb(dataFolder),
      () => recoverCacheDb(dataFolder, now()),
      (problem) => {
        const movedTo = moveAside(dataFolder, path.join(dataFolder, cacheDbFileName), now());
        return {
          database: 'cache.db',
          action: 'rebuilt-empty',
          movedTo,
          backupTakenAtMs: null,
          problem,
          message: `cache.db could not be opened (${problem}) and was rebuilt empty; the old file is in ${movedTo}.`,
        };
      },
      reports,
    );
  } catch (error) {
    passageDb.close();
    throw error;
  }

  const backupsKept = options.backupsKept ?? defaultBackupsKept;
  let closed = false;
  const backupNow = () => takeBackup(passageDb, dataFolder, now(), backupsKept);
  function backupQuietly(): void {
    if (closed) return;
    backupNow().catch((error: unknown) => {
      // A backup cut short by close() is expected; anything else is worth a line in the log.
      if (!closed) options.log?.(`backup of passage.db failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  let timer: NodeJS.Timeout | undefined;
  if (options.automaticBackups ?? true) {
    backupQuietly();
    const intervalMs = (options.backupIntervalHours ?? 6) * 60 * 60 * 1000;
    timer = setInterval(backupQuietly, intervalMs);
    timer.unref();
  }

  return {
    passageDb,
    cacheDb,
    recovery: reports,
    backupNow,
    close() {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      passageDb.close();
      cacheDb.close();
    },
  };
}

