import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WritableDatabase } from '../store/database';
import { openPassageDb } from '../store/passage-db';
import { createVoyage, deleteVoyage, listVoyages } from '../store/voyages-table';
import { dismissTabGuide, offerSampleVoyage, readFirstStart } from './first-start';
import { sampleVoyageName } from './sample-voyage-route';

let folder: string;
let db: WritableDatabase;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-first-start-'));
  db = openPassageDb(folder);
});
afterEach(() => {
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const firstStartMs = Date.UTC(2026, 10, 25, 16, 0);
const hourMs = 3_600_000;

/** passage.db closed and opened again, as a restart does. */
function restart(): void {
  db.close();
  db = openPassageDb(folder);
}

describe('the sample voyage of a first start', () => {
  it('is made once on a new installation in demo mode, with the guide to show', () => {
    const offer = offerSampleVoyage(db, 'demo', firstStartMs);
    expect(offer.made?.name).toBe(sampleVoyageName);
    expect(offer.made?.departure).toEqual({ mode: 'departAt', etdUtcMs: firstStartMs + 3 * hourMs });
    expect(readFirstStart(db)).toEqual({ sampleVoyageId: offer.made?.id, showTabGuide: true });

    restart();
    expect(offerSampleVoyage(db, 'demo', firstStartMs + hourMs)).toEqual({ made: null, why: 'decided before' });
    expect(listVoyages(db).map((voyage) => voyage.name)).toEqual([sampleVoyageName]);
  });

  it('does not come back once deleted, however often the app starts', () => {
    const offer = offerSampleVoyage(db, 'demo', firstStartMs);
    expect(deleteVoyage(db, offer.made!.id)).toBe(true);
    expect(readFirstStart(db).sampleVoyageId).toBeNull();
    for (let start = 1; start <= 3; start += 1) {
      restart();
      expect(offerSampleVoyage(db, 'demo', firstStartMs + start * hourMs)).toEqual({ made: null, why: 'decided before' });
    }
    expect(listVoyages(db)).toEqual([]);
  });

  it('is not made in live mode: the demo weather would pass for the account\'s', () => {
    expect(offerSampleVoyage(db, 'live', firstStartMs)).toEqual({ made: null, why: 'live data' });
    expect(listVoyages(db)).toEqual([]);
    expect(readFirstStart(db)).toEqual({ sampleVoyageId: null, showTabGuide: false });
  });

  it('is not made where voyages are saved already (an upgrade), nor later when the navigator has deleted them', () => {
    const own = createVoyage(db, { name: 'Own voyage' }, { nowMs: firstStartMs - 86_400_000 });
    expect(offerSampleVoyage(db, 'demo', firstStartMs)).toEqual({ made: null, why: 'existing voyages' });
    deleteVoyage(db, own.id);
    restart();
    expect(offerSampleVoyage(db, 'demo', firstStartMs + hourMs)).toEqual({ made: null, why: 'decided before' });
    expect(listVoyages(db)).toEqual([]);
    expect(readFirstStart(db)).toEqual({ sampleVoyageId: null, showTabGuide: false });
  });

  it('keeps the guide dismissed across restarts, the sample still there', () => {
    const offer = offerSampleVoyage(db, 'demo', firstStartMs);
    expect(dismissTabGuide(db, firstStartMs + 60_000)).toEqual({ sampleVoyageId: offer.made!.id, showTabGuide: false });
    restart();
    expect(readFirstStart(db)).toEqual({ sampleVoyageId: offer.made!.id, showTabGuide: false });
  });
});
