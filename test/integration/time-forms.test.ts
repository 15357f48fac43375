import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFiles, projectRoot } from './project-files';

/**
 * One form of local time on every screen and in every export: shared/format/local-time's rule
 * ("01 Dec 07:00 (UTC+1, Rotterdam)"). The older "2026-12-01 07:00 (ZD -1)" of
 * shared/geo/zone-time.ts is left to the one caller that has still to move (its engineer is
 * changing the file), and to no new one.
 */
const stillOnTheOldForm = new Map([['src/renderer/map/weather-layers/time-slider.tsx', 'the weather layers are being changed by another engineer; it moves to localTimeWords then']]);

describe('one form of local time', () => {
  it('no source but the listed ones writes local time through shared/geo/zone-time', () => {
    const callers = projectFiles()
      .filter((file) => /^src\/.*\.tsx?$/.test(file) && !file.startsWith('src/shared/geo/zone-time'))
      .filter((file) => /from '[./]*(shared\/)?geo\/zone-time'|from '\.\/zone-time'/.test(fs.readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(callers.sort()).toEqual([...stillOnTheOldForm.keys()].sort());
  });
});
