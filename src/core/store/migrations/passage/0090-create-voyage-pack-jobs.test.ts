import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../database';
import { createVoyage, deleteVoyage } from '../../voyages-table';
import { findPackJob, packItems, packRequests, replacePackJob } from '../../voyage-pack-table';
import { passageMigrations } from './index';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-0090-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('0090-create-voyage-pack-jobs', () => {
  it('keeps a database made before it, adds the pack tables, and a pack goes with its voyage', () => {
    const file = path.join(folder, 'passage.db');
    const before = openDatabase({ path: file, migrations: passageMigrations.filter((each) => each.version < 90), durability: 'full' });
    const voyage = createVoyage(before, { name: 'Before', waypoints: [], legs: [] }, { nowMs: 1, newId: () => 'v1' });
    before.close();

    const after = openDatabase({ path: file, migrations: passageMigrations, durability: 'full' });
    expect(findPackJob(after, voyage.id)).toBeUndefined();
    const job = (jobId: string) => ({
      jobId,
      voyageId: voyage.id,
      voyageRevision: 1,
      choicesJson: '{}',
      resumeOnReconnect: false,
      planningCredits: 0,
      createdAtMs: 2,
      items: [
        { itemId: 'storms', kind: 'storms' as const, label: 'Active storms', ticked: true, requests: [{ operation: 'storms', query: {}, imageTime: null, creditsEstimated: 1, bytesEstimated: 36 }] },
        { itemId: 'ensemble', kind: 'ensemble' as const, label: 'Ensemble', ticked: false, requests: [] },
      ],
    });
    replacePackJob(after, job('j1'));
    // A new pack replaces the old one: one job a voyage.
    replacePackJob(after, job('j2'));
    expect(findPackJob(after, voyage.id)?.job_id).toBe('j2');
    expect(packItems(after, 'j2').map((item) => [item.item_id, item.state])).toEqual([
      ['storms', 'waiting'],
      ['ensemble', 'skipped'],
    ]);
    expect(packRequests(after, 'j1')).toEqual([]);
    deleteVoyage(after, voyage.id);
    expect(findPackJob(after, voyage.id)).toBeUndefined();
    expect(packRequests(after, 'j2')).toEqual([]);
    after.close();
  });
});
