import { settingsSchema, settingsPatchSchema, type Settings, type SettingsPatch } from '../../shared/settings/settings';
import { sql, type ReadableDatabase, type WritableDatabase } from './database';

interface SettingRow {
  key: string;
  value_json: string;
}

/**
 * Typed access to the settings table. Rows that no longer validate (a key renamed, a value out
 * of a newly narrowed range) fall back to their default instead of stopping the app.
 */
export function readSettings(db: ReadableDatabase): Settings {
  const rows = db.all<SettingRow>(sql`SELECT key, value_json FROM settings`);
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value_json);
    } catch {
      // A damaged value is as good as absent: its default applies.
    }
  }
  const settings: Record<string, unknown> = {};
  const shape = settingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof Settings)[]) {
    const parsed = shape[key].safeParse(stored[key]);
    settings[key] = parsed.success ? parsed.data : shape[key].parse(undefined);
  }
  return settingsSchema.parse(settings);
}

export function writeSettings(db: WritableDatabase, patch: SettingsPatch, nowMs: number): Settings {
  const valid = settingsPatchSchema.parse(patch);
  db.transaction(() => {
    for (const [key, value] of Object.entries(valid)) {
      if (value === undefined) continue;
      db.run(sql`
        INSERT INTO settings (key, value_json, updated_at_ms) VALUES (${key}, ${JSON.stringify(value)}, ${nowMs})
        ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at_ms = excluded.updated_at_ms
      `);
    }
  });
  return readSettings(db);
}

/**
 * A row of the settings table that is not a user setting (which service is in use, the recorded
 * "no keychain" choice): kept beside the settings, but never readable or writable through
 * setSettings, so only the code that owns it can change it.
 */
export function readInternalSetting(db: ReadableDatabase, key: string): unknown {
  const row = db.get<SettingRow>(sql`SELECT key, value_json FROM settings WHERE key = ${key}`);
  if (!row) return undefined;
  try {
    return JSON.parse(row.value_json) as unknown;
  } catch {
    return undefined;
  }
}

export function writeInternalSetting(db: WritableDatabase, key: string, value: unknown, nowMs: number): void {
  if (value === null || value === undefined) {
    db.run(sql`DELETE FROM settings WHERE key = ${key}`);
    return;
  }
  db.run(sql`
    INSERT INTO settings (key, value_json, updated_at_ms) VALUES (${key}, ${JSON.stringify(value)}, ${nowMs})
    ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at_ms = excluded.updated_at_ms
  `);
}
