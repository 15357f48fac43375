import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CrewPlan } from '../../../../shared/shore/crew-plan';
import { deleteCrewPlan, listCrewPlans, saveCrewPlan } from '../../crew-journey-plans-table';
import { openDatabase } from '../../database';
import { createVoyage } from '../../voyages-table';
import { passageMigrations } from '.';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-0080-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const plan: CrewPlan = {
  planId: 'p1',
  direction: 'offSigners',
  place: { name: 'Utrecht Centraal', lat: 52.0894, lon: 5.1101 },
  port: { name: 'Rotterdam', lat: 51.9, lon: 4.483333, key: 'NLRTM' },
  shipTimeUtcMs: 1_000_000,
  marginMinutes: 60,
  plannedAtMs: 500_000,
  mode: 'json',
  status: 'stopped',
  message: 'Stopped: what had arrived is kept.',
  options: [],
};

describe('0080-create-crew-journey-plans', () => {
  it('keeps a database made before it, voyage and all, and adds an empty plan table to it', () => {
    const file = path.join(folder, 'passage.db');
    const before = openDatabase({ path: file, migrations: passageMigrations.filter((each) => each.version < 80), durability: 'full' });
    const voyage = createVoyage(before, { name: 'Before', waypoints: [], legs: [] }, { nowMs: 1, newId: () => 'v1' });
    before.close();

    const after = openDatabase({ path: file, migrations: passageMigrations, durability: 'full' });
    expect(listCrewPlans(after, voyage.id)).toEqual([]);
    saveCrewPlan(after, voyage.id, plan, 2);
    expect(listCrewPlans(after, voyage.id)).toEqual([plan]);
    expect(deleteCrewPlan(after, 'another-voyage', plan.planId)).toBe(false);
    expect(deleteCrewPlan(after, voyage.id, plan.planId)).toBe(true);
    after.close();
  });
});
