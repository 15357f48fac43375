import path from 'node:path';
import { openDatabase, type WritableDatabase } from './database';
import { cacheMigrations } from './migrations/cache';

export const cacheDbFileName = 'cache.db';

/**
 * cache.db holds what the service sent and can send again: synchronous=NORMAL (WAL cannot be
 * corrupted by a crash that way, only lose its last commits on power loss), rebuilt when damaged.
 */
export function openCacheDb(dataFolder: string): WritableDatabase {
  return openDatabase({
    path: path.join(dataFolder, cacheDbFileName),
    migrations: cacheMigrations,
    durability: 'normal',
  });
}
