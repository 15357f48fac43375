import path from 'node:path';

/**
 * Damage or trouble: what an error on opening a database means. Only SQLite's own verdict that
 * the file is corrupt or is not a database (and integrity-check findings, judged by the caller)
 * is damage, which start-up may repair by moving the file aside. Everything else (another program
 * holding the file, no permission, a read-only disk, an I/O error) says nothing about the file's
 * contents: Passage refuses to start with a sentence naming the file and what to do, and never
 * moves, renames or replaces it, because the navigator's voyages are in it.
 */

/**
 * SQLite result codes (better-sqlite3's `code`) that mean the bytes of the file are bad. Not
 * SQLITE_IOERR_SHORT_READ, although SQLite's list of result codes says a short read "might be due
 * to a truncated file": its pager reads a page past the end of a truncated database as zeros and
 * reports what it then finds, SQLITE_CORRUPT, even for a file cut inside its 100-byte header
 * (SQLite 3 in better-sqlite3 13; test/integration/store-trouble.test.ts cuts a database at
 * every kind of place and holds SQLite to that). A short read that still reaches Passage came from the disk or the file
 * system failing to deliver bytes that are there, which says nothing about the file: an I/O error,
 * refused without moving anything, like every other SQLITE_IOERR.
 */
const damageCodes = /^SQLITE_(CORRUPT|NOTADB)/;

export function isDamage(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && damageCodes.test(code);
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export type TroubleKind = 'in-use' | 'no-permission' | 'read-only' | 'disk' | 'other';

function troubleKind(error: unknown): TroubleKind {
  const code = errorCode(error) ?? '';
  if (/^SQLITE_(BUSY|LOCKED)/.test(code) || code === 'EBUSY') return 'in-use';
  if (/^SQLITE_READONLY/.test(code) || code === 'EROFS') return 'read-only';
  if (/^SQLITE_(PERM|AUTH|CANTOPEN)/.test(code) || code === 'EACCES' || code === 'EPERM') return 'no-permission';
  if (/^SQLITE_(IOERR|FULL)/.test(code) || code === 'EIO' || code === 'ENOSPC') return 'disk';
  return 'other';
}

function whatToDo(kind: TroubleKind, file: string): string {
  const folder = path.dirname(file);
  switch (kind) {
    case 'in-use':
      return 'it is in use by another program, probably another Passage on the same data folder. Close that one (or wait for it to finish) and start Passage again.';
    case 'read-only':
      return `it is read-only (a write-protected file or disk), so nothing could be saved. Make ${folder} writable, or copy it to a writable disk, and start Passage again.`;
    case 'no-permission':
      return `this user may not read and write it. Give your user read and write permission on ${folder} and the files in it, and start Passage again.`;
    case 'disk':
      return 'the disk could not read or write it (an I/O error, or the disk is full). Check the disk, copy the data folder to a safe place if you can, and start Passage again.';
    case 'other':
      return 'of a problem that says nothing about its contents. Start Passage again; if this repeats, copy the data folder to a safe place and ask for help.';
  }
}

/** Start-up refused: nothing was moved, renamed or replaced. */
export class StoreUnavailableError extends Error {
  readonly code = 'store_unavailable';
  constructor(
    readonly file: string,
    readonly kind: TroubleKind,
    message: string,
  ) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

export function storeUnavailable(file: string, kind: TroubleKind, detail?: string): StoreUnavailableError {
  const said = detail === undefined ? '' : ` (${detail})`;
  return new StoreUnavailableError(
    file,
    kind,
    `Passage did not start: ${file} could not be opened because ${whatToDo(kind, file)} The file was left as it is${said}.`,
  );
}

/**
 * The data folder itself could not be made, entered, listed or written (a folder of another user,
 * a read-only disk): refused by its name, before any file in it is looked at.
 */
export function folderTrouble(folder: string, error: unknown): StoreUnavailableError {
  if (error instanceof StoreUnavailableError) return error;
  const kind = troubleKind(error);
  const detail = error instanceof Error ? error.message : String(error);
  const why =
    kind === 'read-only'
      ? `it is on a read-only disk. Choose a data folder on a writable disk, or make ${folder} writable,`
      : kind === 'no-permission'
        ? `this user may not read and write it. Give your user read, write and search permission on ${folder} and the files in it,`
        : 'of a problem that says nothing about the files in it. Check the disk and the folder,';
  return new StoreUnavailableError(folder, kind, `Passage did not start: the data folder ${folder} could not be used because ${why} and start Passage again. Nothing in it was moved or changed (${detail}).`);
}

export function troubleOpening(file: string, error: unknown): StoreUnavailableError {
  if (error instanceof StoreUnavailableError) return error;
  return storeUnavailable(file, troubleKind(error), error instanceof Error ? error.message : String(error));
}
