import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoGoArea } from '../../../../shared/voyage/no-go-area';
import { openDatabase } from '../../database';
import { copyNoGoAreas, deleteNoGoArea, listNoGoAreas, saveNoGoArea } from '../../no-go-areas-table';
import { createVoyage, deleteVoyage } from '../../voyages-table';
import { passageMigrations } from '.';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-0110-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const dover: NoGoArea = {
  id: 'tss',
  name: 'TSS Dover',
  corners: [
    { lat: 51.0, lon: 1.3 },
    { lat: 51.1, lon: 1.5 },
    { lat: 50.95, lon: 1.75 },
    { lat: 50.85, lon: 1.5 },
  ],
};

describe('0110-create-voyage-no-go-areas', () => {
  it('keeps a database made before it, voyage and all, and a voyage then keeps its areas in the order drawn', () => {
    const file = path.join(folder, 'passage.db');
    const before = openDatabase({ path: file, migrations: passageMigrations.filter((each) => each.version < 110), durability: 'full' });
    const voyage = createVoyage(before, { name: 'Before', waypoints: [], legs: [] }, { nowMs: 1, newId: () => 'v1' });
    before.close();

    const after = openDatabase({ path: file, migrations: passageMigrations, durability: 'full' });
    expect(listNoGoAreas(after, voyage.id)).toEqual([]);
    const ice: NoGoArea = { id: 'ice', name: 'ice limit', corners: [{ lat: 48, lon: -50 }, { lat: 48, lon: -45 }, { lat: 46, lon: -47 }] };
    saveNoGoArea(after, voyage.id, dover, 2);
    saveNoGoArea(after, voyage.id, ice, 3);
    expect(listNoGoAreas(after, voyage.id).map((area) => area.name)).toEqual(['TSS Dover', 'ice limit']);
    // Renamed in place: same id, same place in the list.
    saveNoGoArea(after, voyage.id, { ...dover, name: 'TSS Dover Strait' }, 4);
    expect(listNoGoAreas(after, voyage.id).map((area) => area.name)).toEqual(['TSS Dover Strait', 'ice limit']);
    expect(() => saveNoGoArea(after, 'no-such-voyage', ice, 5)).toThrow(/voyage/);
    expect(deleteNoGoArea(after, 'another-voyage', 'ice')).toBe(false);
    expect(deleteNoGoArea(after, voyage.id, 'ice')).toBe(true);
    after.close();
  });

  it('goes with its voyage, and a copied voyage takes copies under new ids', () => {
    const db = openDatabase({ path: path.join(folder, 'passage.db'), migrations: passageMigrations, durability: 'full' });
    const one = createVoyage(db, { name: 'One', waypoints: [], legs: [] }, { nowMs: 1, newId: () => 'one' });
    const two = createVoyage(db, { name: 'Two', waypoints: [], legs: [] }, { nowMs: 1, newId: () => 'two' });
    saveNoGoArea(db, one.id, dover, 2);
    copyNoGoAreas(db, one.id, two.id, 3, () => 'tss-copy');
    expect(listNoGoAreas(db, two.id)).toEqual([{ ...dover, id: 'tss-copy' }]);
    deleteVoyage(db, one.id);
    expect(listNoGoAreas(db, one.id)).toEqual([]);
    expect(listNoGoAreas(db, two.id)).toHaveLength(1);
    db.close();
  });
});
