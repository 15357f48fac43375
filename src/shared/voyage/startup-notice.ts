import { z } from 'zod';

/**
 * Something the store had to do at start that the navigator must hear about: a damaged database
 * moved aside and restored from a backup, or rebuilt empty. `message` is the plain sentence to show.
 */
export const startupNoticeSchema = z.object({
  database: z.enum(['passage.db', 'cache.db']),
  action: z.enum(['restored-from-backup', 'created-empty', 'rebuilt-empty']),
  /** Where the damaged files were moved; null when there was nothing to move. */
  movedTo: z.string().nullable(),
  /** When the backup used was taken; null when none was used. */
  backupTakenAtMs: z.number().int().nullable(),
  problem: z.string(),
  message: z.string(),
});
export type StartupNotice = z.infer<typeof startupNoticeSchema>;
