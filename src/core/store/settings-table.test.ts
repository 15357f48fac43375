import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/settings/settings';
import { sql } from './database';
import { openPassageDb } from './passage-db';
import { readSettings, writeSettings } from './settings-table';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-settings-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('settings table', () => {
  it('starts from the defaults and keeps a change across reopening', () => {
    const db = openPassageDb(folder);
    expect(readSettings(db)).toEqual(defaultSettings);
    writeSettings(db, { palette: 'night', rateLimitPerMinute: 250 }, 1);
    db.close();
    const again = openPassageDb(folder);
    expect(readSettings(again)).toMatchObject({ palette: 'night', rateLimitPerMinute: 250 });
    again.close();
  });

  it('writes only the settings a change names: saving the palette keeps the layout and the limits as saved', () => {
    const db = openPassageDb(folder);
    const layout = { panelWidthPx: 520, panelCollapsed: true, meteogramPlace: 'dock' as const, dockHeightPx: 360 };
    writeSettings(db, { rateLimitPerMinute: 250, creditConfirmThreshold: 40, workspaceLayout: layout }, 1);
    writeSettings(db, { palette: 'night' }, 2);
    expect(readSettings(db)).toMatchObject({ palette: 'night', rateLimitPerMinute: 250, creditConfirmThreshold: 40, workspaceLayout: layout });
    db.close();
  });

  it('refuses a value outside what the schema allows and keeps the old one', () => {
    const db = openPassageDb(folder);
    expect(() => writeSettings(db, { palette: 'neon' } as never, 1)).toThrow();
    expect(readSettings(db).palette).toBe('day');
    db.close();
  });

  it('falls back to the default for a stored value that no longer validates', () => {
    const db = openPassageDb(folder);
    db.run(sql`INSERT INTO settings (key, value_json, updated_at_ms) VALUES ('palette', '"sepia"', 0)`);
    expect(readSettings(db).palette).toBe('day');
    db.close();
  });
});
