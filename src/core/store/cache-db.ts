import path from 'node:path';
import { openDatabase, type WritableDatabase } from './database';
import { cacheMigrations } from './migrations/cache';

export const cacheDbFileName = 'cache.db';

/**
 * cache.db's page cache: an answer's body is read once and parsed, so keeping its pages saves no
 * read worth having, and better-sqlite3's 16 MiB default filled with answers the app already had.
 */
export const cacheDbPageCacheKib = 2048;

/**
 * cache.db holds what the service sent and can send again: synchronous=NORMAL (WAL cannot be
 * corrupted by a crash that way, only lose its last commits on power loss), rebuilt when damaged.
 */
export function openCacheDb(dataFolder: string): WritableDatabase {
  return openDatabase({
    path: path.join(dataFolder, cacheDbFileName),
    migrations: cacheMigrations,
    durability: 'normal',
    pageCacheKib: cacheDbPageCacheKib,
  });
}
