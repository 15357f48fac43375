import path from 'node:path';
import { openDatabase, type WritableDatabase } from './database';
import { passageMigrations } from './migrations/passage';

export const passageDbFileName = 'passage.db';

/** passage.db holds what the user made, so every commit waits for the disk (synchronous=FULL). */
export function openPassageDb(dataFolder: string): WritableDatabase {
  return openDatabase({
    path: path.join(dataFolder, passageDbFileName),
    migrations: passageMigrations,
    durability: 'full',
  });
}
