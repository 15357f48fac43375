import type { Migration } from '../../migrate';

export const createVoyagePackJobs: Migration = {
  version: 90,
  name: '0090-create-voyage-pack-jobs',
  up(db) {
    // Issue 21: "Prepare for sea" is a job that must outlive a crash, a restart, a cancel and a
    // lost connection, and never pay twice. One job a voyage (a new pack replaces the old); its
    // items as the navigator sees them; each item's requests, so a resume asks only those not
    // done. Gone with its voyage.
    db.exec(`
      CREATE TABLE voyage_pack_jobs (
        job_id TEXT PRIMARY KEY NOT NULL,
        voyage_id TEXT NOT NULL UNIQUE REFERENCES voyages (id) ON DELETE CASCADE,
        voyage_revision INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('planned', 'running', 'paused', 'cancelled', 'done', 'failed')),
        reason TEXT,
        choices_json TEXT NOT NULL,
        resume_on_reconnect INTEGER NOT NULL DEFAULT 0,
        planning_credits REAL NOT NULL DEFAULT 0,
        created_at_ms INTEGER NOT NULL,
        started_at_ms INTEGER,
        finished_at_ms INTEGER,
        running_ms INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE TABLE voyage_pack_items (
        job_id TEXT NOT NULL REFERENCES voyage_pack_jobs (job_id) ON DELETE CASCADE,
        item_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        kind TEXT NOT NULL,
        label TEXT NOT NULL,
        ticked INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'fetching', 'done', 'failed', 'skipped')),
        message TEXT,
        PRIMARY KEY (job_id, item_id)
      ) STRICT;
      CREATE TABLE voyage_pack_requests (
        job_id TEXT NOT NULL,
        item_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        operation TEXT NOT NULL,
        query_json TEXT NOT NULL,
        image_time INTEGER,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'done', 'failed')),
        credits_estimated REAL NOT NULL,
        credits_spent REAL NOT NULL DEFAULT 0,
        from_cache INTEGER NOT NULL DEFAULT 0,
        bytes_estimated INTEGER NOT NULL DEFAULT 0,
        bytes INTEGER NOT NULL DEFAULT 0,
        fetched_at_ms INTEGER,
        message TEXT,
        PRIMARY KEY (job_id, item_id, seq),
        FOREIGN KEY (job_id, item_id) REFERENCES voyage_pack_items (job_id, item_id) ON DELETE CASCADE
      ) STRICT;
    `);
  },
};
