import { describe, expect, it } from 'vitest';
import type { StormEncounter } from '../../shared/risk';
import { chartLabelsOf, labelPriority } from './chart-labels';
import { cpaLabels, stormNowLabels } from './storm-labels';
import { lineObstacles, placeNamesAndLabels, type ObstacleBox } from './waypoint-name-placement';

/**
 * The words that stay on the chart (a storm, its closest approach, where a port's forecast is for)
 * are placed by the waypoint names' one placement (issue 28): beside their mark, never over the
 * route, the ship or a pick, and left to the hover where they fit nowhere. Before, they were
 * Leaflet tooltips left permanent above or below their mark by a north/south guess.
 */
type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const view = { viewWidthPx: 1000, viewHeightPx: 600, selected: null, lastIndex: 0 };

function encounter(id: string, verdict: StormEncounter['verdict'], distanceNm: number): StormEncounter {
  return {
    stormId: id,
    stormName: id.toUpperCase(),
    compared: { fromUtcMs: 0, untilUtcMs: 1 },
    closestApproach: { timeUtcMs: Date.UTC(2026, 11, 2, 6), ship: { lat: 20, lon: -50 }, storm: { lat: 22, lon: -48, stormClass: 'hurricane' }, distanceNm, bearingFromShipDeg: 45 },
    clearance: { requiredNm: 300, distanceNm, marginNm: distanceNm - 300, stormClass: 'hurricane', timeUtcMs: 0 },
    verdict,
    dangerAreaEntry: null,
    coneEntry: null,
  } as unknown as StormEncounter;
}

describe('words kept on the chart', () => {
  it('go beside their mark, never over the route or the ship, even where the first place tried would be', () => {
    // The route runs just above a storm's CPA mark, and the ship sits to its right: above and right are taken.
    const route = lineObstacles([{ xPx: 100, yPx: 270 }, { xPx: 900, yPx: 270 }], 3, 6, { widthPx: 1000, heightPx: 600 });
    const ship: ObstacleBox = { left: 510, top: 290, right: 530, bottom: 310 };
    const label = { id: 'cpa:al05', xPx: 500, yPx: 300, markRadiusPx: 8, widthPx: 200, heightPx: 20 };
    const placed = placeNamesAndLabels([], [label], [...route, ship], view);
    expect(placed.labels).toHaveLength(1);
    const box = { left: placed.labels[0]!.leftPx, top: placed.labels[0]!.topPx, right: placed.labels[0]!.leftPx + 200, bottom: placed.labels[0]!.topPx + 20 };
    for (const piece of [...route, ship]) expect(overlap(box, piece)).toBe(false);
    // Nor over its own mark.
    expect(overlap(box, { left: 492, top: 292, right: 508, bottom: 308 })).toBe(false);
  });

  it('are left out where every side is taken: the words stay on hover', () => {
    const walls = [0, 1, 2, 3].map((side) => (side % 2 === 0 ? { left: 0, top: side === 0 ? 0 : 310, right: 1000, bottom: side === 0 ? 290 : 600 } : { left: side === 1 ? 0 : 510, top: 0, right: side === 1 ? 490 : 1000, bottom: 600 }));
    expect(placeNamesAndLabels([], [{ id: 'storm:al05', xPx: 500, yPx: 300, markRadiusPx: 12, widthPx: 150, heightPx: 48 }], walls, view).labels).toEqual([]);
  });

  it('keep a closest approach that breaks a limit, the ship at every CPA kept clear; a clear one speaks on hover only', () => {
    const { labels, marks } = cpaLabels([encounter('al05', 'hard', 120), encounter('al06', 'ok', 700), encounter('al07', 'ok', 3000)]);
    expect(labels.map((each) => [each.id, each.lines.join(' ')])).toEqual([['cpa:al05', 'CPA AL05: 120 nm at 02 Dec 06:00Z']]);
    // Drawn lines (the far storm has none) each have a ship no words may cover.
    expect(marks).toEqual([
      { lat: 20, lon: -50, radiusPx: 9 },
      { lat: 20, lon: -50, radiusPx: 9 },
    ]);
  });

  it("keep each storm's name, intensity and movement by its position now, placed after the closest approaches", () => {
    const drawing = { id: 'al05', name: 'IAN', now: { lat: 25, lon: -60, stormClass: 'hurricane', windKn: 95, gustKn: 115, pressureHpa: 960, movementDeg: 290, movementKn: 11, timeUtcMs: Date.UTC(2026, 11, 1, 12) } };
    const now = stormNowLabels([{ drawing } as never]);
    expect(now).toEqual([expect.objectContaining({ id: 'storm:al05', className: 'storm-label', priority: labelPriority.stormNow })]);
    expect(now[0]!.lines[0]).toBe('IAN Hurricane / typhoon');
    expect(now[0]!.lines[2]).toBe('moving 290°T 11 kn · 01 Dec 12:00Z');
    const ordered = chartLabelsOf({ labels: new Map([['storms', now], ['storm-cpa', cpaLabels([encounter('al05', 'soft', 250)]).labels]]), marks: new Map() }).labels;
    expect(ordered.map((each) => each.id)).toEqual(['cpa:al05', 'storm:al05']);
  });
});
