import { describe, expect, it } from 'vitest';
import { fileNameFor } from './route-export';
import { channelCrossing, channelRoute, importText } from './route-file.fixture';
import { writeRtz } from './rtz-write';

/**
 * RTZ files that break the schema in ways Passage can still read: each imports with a warning
 * naming the deviation and where; a schedule that would need a guess refuses the file.
 * Files written for Passage's tests by editing Passage's own (schema-valid) RTZ 1.2 export.
 */
const fileName = fileNameFor(channelCrossing.name, 'rtz');
const valid = writeRtz(channelRoute());

describe('RTZ deviations named', () => {
  it('names a waypoint without an id', async () => {
    const route = await importText(fileName, valid.replace('<waypoint id="2"', '<waypoint'));
    expect(route.waypoints).toHaveLength(4);
    expect(route.warnings).toContain(
      'Deviation from RTZ: a waypoint has no id, which the schema requires (waypoint 2 (id missing, "Dover Strait TSS")); no schedule can refer to it.',
    );
    // Its schedule element now points at no waypoint: named too, never silently dropped.
    expect(route.warnings).toContain('Deviation from RTZ: schedule element 2 (waypointId 2) points at no waypoint; it was left out.');
  });

  it('names a duplicate id, and refuses when a schedule points at it (which waypoint would be a guess)', async () => {
    const duplicated = valid.replace('<waypoint id="3"', '<waypoint id="2"');
    await expect(importText(fileName, duplicated)).rejects.toThrow(
      'schedule element 2 (waypointId 2): the id 2 belongs to 2 waypoints (waypoint 2 (id 2, "Dover Strait TSS"), waypoint 3 (id 2, "Bishop Rock \'A\'")), so which one the schedule means would be a guess',
    );
    const withoutSchedule = duplicated.replace(/<schedules>[\s\S]*<\/schedules>/, '');
    const route = await importText(fileName, withoutSchedule);
    expect(route.warnings).toContain(
      'Deviation from RTZ: waypoint id 2 is used by 2 waypoints (waypoint 2 (id 2, "Dover Strait TSS"), waypoint 3 (id 2, "Bishop Rock \'A\'")); ids must be unique.',
    );
  });

  it('names a negative revision', async () => {
    const route = await importText(fileName, valid.replace(/(<waypoint id="3"[^>]*?)revision="\d+"/, '$1revision="-2"'));
    expect(route.warnings).toContain(
      'Deviation from RTZ: negative waypoint revision, where the schema allows 0 and up (waypoint 3 (id 3, "Bishop Rock \'A\'"): -2); revisions are not used by Passage.',
    );
  });

  it('names a route whose name is unlike its file name, and not a copy or a forecast export of it', async () => {
    const route = await importText('passage-plan-v7.rtz', valid);
    expect(route.name).toBe(channelCrossing.name);
    expect(route.warnings).toEqual([
      `Deviation from RTZ: the route is named "${channelCrossing.name}" but the file "passage-plan-v7.rtz"; RTZ names the file after the route. The route's own name was used.`,
    ]);
    expect((await importText(fileName.replace('.rtz', ' (1).rtz'), valid)).warnings).toEqual([]);
    expect((await importText(fileNameFor(channelCrossing.name, 'rtz', ' forecast'), valid)).warnings).toEqual([]);
  });
});
