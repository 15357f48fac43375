// Child process of store-trouble.test.ts: starts the store on a data folder, as the hosts do (the
// folder's lock, then both databases), as whichever user the test runs it as, and prints what
// happened as one line of JSON. Not a test by itself.
import { lockDataFolder } from '../../src/core/data-folder-lock';
import { openStore } from '../../src/core/store/open-store';
import { StoreUnavailableError } from '../../src/core/store/open-trouble';

const dataFolder = process.argv[2];
if (dataFolder === undefined) throw new Error('usage: store-trouble-opener.ts <data folder>');

try {
  const lock = lockDataFolder(dataFolder, 'store-trouble test');
  try {
    openStore(dataFolder, Date.now, { automaticBackups: false }).close();
  } finally {
    lock.release();
  }
  process.stdout.write(`${JSON.stringify({ started: true })}\n`);
} catch (error) {
  const refused = error instanceof StoreUnavailableError;
  process.stdout.write(
    `${JSON.stringify({ started: false, refused, kind: refused ? error.kind : null, file: refused ? error.file : null, message: error instanceof Error ? error.message : String(error) })}\n`,
  );
}
