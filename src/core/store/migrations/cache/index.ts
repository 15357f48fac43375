import type { Migration } from '../../migrate';
import { createResponseCache } from './0010-create-response-cache';
import { createCachePins } from './0020-create-cache-pins';

/** cache.db: what the service sent. Append new migrations here, in order. */
export const cacheMigrations: readonly Migration[] = [createResponseCache, createCachePins];
