import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineObstacles, placeNamesAndLabels, placeWaypointNames, symbolsInView, type LabelCandidate, type NameCandidate, type PlacedName } from './waypoint-name-placement';

const view = { viewWidthPx: 1400, viewHeightPx: 800 };
const nameSize = { widthPx: 60, heightPx: 14 };

/** A route along a line, `spacingPx` apart on screen (a zoom level halves the spacing). */
function routeAcross(count: number, spacingPx: number, slope = 0.5): NameCandidate[] {
  return Array.from({ length: count }, (_, index) => ({ index, xPx: 200 + index * spacingPx, yPx: 100 + index * spacingPx * slope, ...nameSize }));
}

function boxesOverlap(a: PlacedName, b: PlacedName): boolean {
  return a.leftPx < b.leftPx + nameSize.widthPx && b.leftPx < a.leftPx + nameSize.widthPx && a.topPx < b.topPx + nameSize.heightPx && b.topPx < a.topPx + nameSize.heightPx;
}

describe('placeWaypointNames', () => {
  it('names every waypoint where there is room, beside its symbol', () => {
    const candidates = routeAcross(5, 150);
    const placed = placeWaypointNames(candidates, { ...view, selected: null, lastIndex: 4 });
    expect(placed.map((each) => each.index).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const each of placed) {
      const waypoint = candidates[each.index];
      expect(each.side).toBe('right');
      expect(each.leftPx - (waypoint?.xPx ?? 0)).toBeGreaterThan(0);
      expect(each.leftPx - (waypoint?.xPx ?? 0)).toBeLessThan(15);
      expect(each.topPx + nameSize.heightPx / 2).toBe(waypoint?.yPx);
    }
  });

  it('never lets two names overlap, however crowded', () => {
    const crowded: NameCandidate[] = Array.from({ length: 2_000 }, (_, index) => ({ index, xPx: (index * 37) % 900, yPx: (index * 53) % 780, ...nameSize }));
    const placed = placeWaypointNames(crowded, { ...view, selected: null, lastIndex: 1_999 });
    expect(placed.length).toBeGreaterThan(10);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const [a, b] = [placed[i], placed[j]];
        if (a && b) expect(boxesOverlap(a, b), `${a.index} and ${b.index}`).toBe(false);
      }
    }
  });

  it('shows fewer names on a zoomed-out chart', () => {
    // A route wandering over an ocean, seen at three zooms: each level out halves its size on screen.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const route = Array.from({ length: 30 }, () => ({ xPx: random() * 1200, yPx: random() * 700 }));
    const atZoomOut = (levels: number) =>
      placeWaypointNames(
        route.map((point, index) => ({ index, xPx: 100 + point.xPx / 2 ** levels, yPx: 50 + point.yPx / 2 ** levels, ...nameSize })),
        { ...view, selected: null, lastIndex: 29 },
      ).length;
    const counts = [0, 1, 2, 3].map(atZoomOut);
    expect(counts[0]).toBeGreaterThan(20);
    for (let level = 1; level < counts.length; level++) expect(counts[level]).toBeLessThan(counts[level - 1] ?? 0);
    expect(counts.at(-1)).toBeGreaterThan(0);
  });

  it('measures only the names that might fit: a fitted long route measures a few, and places them as if all were measured', () => {
    // 1,000 waypoints 3 px apart, as a fitted ocean crossing is drawn: most names are crowded out by the next symbols.
    const measured = new Set<number>();
    const lazy: NameCandidate[] = Array.from({ length: 1_000 }, (_, index) => ({
      index,
      xPx: 20 + index * 1.3,
      yPx: 60 + index * 0.7,
      heightPx: nameSize.heightPx,
      get widthPx() {
        measured.add(index);
        return 30 + (index % 7) * 9;
      },
    }));
    const eager = lazy.map((each) => ({ index: each.index, xPx: each.xPx, yPx: each.yPx, heightPx: each.heightPx, widthPx: 30 + (each.index % 7) * 9 }));
    const placedLazy = placeWaypointNames(lazy, { ...view, selected: 500, lastIndex: 999 });
    expect(placedLazy).toEqual(placeWaypointNames(eager, { ...view, selected: 500, lastIndex: 999 }));
    expect(placedLazy.map((each) => each.index)).toContain(500);
    expect(measured.size).toBeLessThan(50);
    for (const each of placedLazy) expect(measured.has(each.index)).toBe(true);
  });

  it('names the selected waypoint first, then the ends', () => {
    const tight = routeAcross(12, 12);
    const withoutSelection = placeWaypointNames(tight, { ...view, selected: null, lastIndex: 11 }).map((each) => each.index);
    expect(withoutSelection).toContain(0);
    expect(withoutSelection).toContain(11);
    expect(withoutSelection).not.toContain(6);
    const withSelection = placeWaypointNames(tight, { ...view, selected: 6, lastIndex: 11 }).map((each) => each.index);
    expect(withSelection[0]).toBe(6);
  });

  it('moves a name to the left of its waypoint at the right edge, and drops one that fits nowhere', () => {
    const atEdge = placeWaypointNames([{ index: 0, xPx: 1380, yPx: 400, ...nameSize }], { ...view, selected: null, lastIndex: 0 });
    expect(atEdge).toEqual([{ index: 0, leftPx: 1380 - 6 - 3 - 60, topPx: 393, side: 'left' }]);
    const offTop = placeWaypointNames([{ index: 0, xPx: 500, yPx: 2, ...nameSize }], { ...view, selected: null, lastIndex: 0 });
    expect(offTop).toEqual([]);
  });

  it('never writes a name over another waypoint symbol', () => {
    // Waypoint 1 sits just right of waypoint 0, where 0's name would go: 0 is named on its left.
    const placed = placeWaypointNames(
      [
        { index: 0, xPx: 500, yPx: 400, ...nameSize },
        { index: 1, xPx: 530, yPx: 400, ...nameSize },
      ],
      { ...view, selected: null, lastIndex: 1 },
    );
    expect(placed.find((each) => each.index === 0)?.side).toBe('left');
  });

  it("keeps names off an unnamed waypoint's symbol too", () => {
    // Waypoint 1 has no name (a route file's unnamed turn) but is drawn: 0's name goes left of 0.
    const named = [{ index: 0, xPx: 500, yPx: 400, ...nameSize }];
    const symbols = symbolsInView([
      { index: 0, xPx: 500, yPx: 400 },
      { index: 1, xPx: 530, yPx: 400 },
    ]);
    expect(placeNamesAndLabels(named, [], [], { ...view, selected: null, lastIndex: 1, symbols }).names).toEqual([{ index: 0, leftPx: 500 - 6 - 3 - 60, topPx: 393, side: 'left' }]);
    // Without it, the name would go right, over waypoint 1.
    expect(placeWaypointNames(named, { ...view, selected: null, lastIndex: 1 })[0]?.side).toBe('right');
  });
});

describe('route-check labels placed with the names', () => {
  const labelSize = { widthPx: 220, heightPx: 20, markRadiusPx: 9 };
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('hides no waypoint name, no part of the route and no other label', () => {
    const route = routeAcross(8, 90, 0);
    const points = route.map(({ xPx, yPx }) => ({ xPx, yPx }));
    // Two findings on the route, close together, between waypoints 2 and 3: today's tooltips, both above, would overlap each other and the names.
    const labels: LabelCandidate[] = [
      { id: 'nearCoast@leg3', xPx: 400, yPx: 100, ...labelSize },
      { id: 'land@leg3', xPx: 430, yPx: 100, ...labelSize },
    ];
    const obstacles = lineObstacles(points, 3, 6, { widthPx: view.viewWidthPx, heightPx: view.viewHeightPx });
    const placed = placeNamesAndLabels(route, labels, obstacles, { ...view, selected: null, lastIndex: 7 });
    expect(placed.names).toEqual(placeWaypointNames(route, { ...view, selected: null, lastIndex: 7 }));
    expect(placed.labels.map((label) => label.id)).toEqual(['nearCoast@leg3', 'land@leg3']);
    const labelBoxes = placed.labels.map((label) => ({ left: label.leftPx, top: label.topPx, right: label.leftPx + labelSize.widthPx, bottom: label.topPx + labelSize.heightPx }));
    const nameBoxes = placed.names.map((name) => ({ left: name.leftPx, top: name.topPx, right: name.leftPx + nameSize.widthPx, bottom: name.topPx + nameSize.heightPx }));
    for (const label of labelBoxes) {
      for (const name of nameBoxes) expect(overlap(label, name)).toBe(false);
      for (const piece of obstacles) expect(overlap(label, piece)).toBe(false);
    }
    expect(overlap(labelBoxes[0]!, labelBoxes[1]!)).toBe(false);
  });

  it('leaves a label out where it fits nowhere (its words stay on hover)', () => {
    const placed = placeNamesAndLabels([], [{ id: 'land@leg1', xPx: 5, yPx: 5, ...labelSize, widthPx: 2000 }], [], { ...view, selected: null, lastIndex: 0 });
    expect(placed.labels).toEqual([]);
  });
});

describe('a keystroke placed from the placement before it', () => {
  /** A name's width as the chart measures it: 7 px a letter. */
  const widthOf = (text: string) => 7 * text.length;
  const named = (points: readonly { xPx: number; yPx: number }[], texts: readonly string[], measured?: Set<number>): NameCandidate[] =>
    points.map(({ xPx, yPx }, index) => ({
      index,
      xPx,
      yPx,
      heightPx: 15,
      text: texts[index]!,
      get widthPx() {
        measured?.add(index);
        return widthOf(texts[index]!);
      },
    }));

  it('places every name where placing all again would, whatever words change', () => {
    const text = fc.string({ minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(
        // A few waypoints in a small view: names near each other, so that a changed name takes or
        // gives back another's room.
        fc.array(fc.record({ xPx: fc.integer({ min: -10, max: 310 }), yPx: fc.integer({ min: -10, max: 130 }), text }), { minLength: 1, maxLength: 14 }),
        fc.array(fc.record({ at: fc.nat(), text }), { minLength: 1, maxLength: 4 }),
        fc.option(fc.nat()),
        (waypoints, edits, selectedAt) => {
          const small = { viewWidthPx: 300, viewHeightPx: 120 };
          const inView = waypoints.map((each, index) => ({ index, ...each })).filter(({ xPx, yPx }) => xPx >= 0 && yPx >= 0 && xPx <= 300 && yPx <= 120);
          const symbols = symbolsInView(inView);
          const options = { ...small, selected: selectedAt === null ? null : selectedAt % waypoints.length, lastIndex: waypoints.length - 1, symbols };
          const textsBefore = waypoints.map((each) => each.text);
          const textsAfter = [...textsBefore];
          for (const edit of edits) textsAfter[edit.at % waypoints.length] = edit.text;
          const candidates = (texts: string[]) => named(inView, texts).map((each, position) => ({ ...each, index: inView[position]!.index, text: texts[inView[position]!.index]!, widthPx: widthOf(texts[inView[position]!.index]!) }));
          const before = placeNamesAndLabels(candidates(textsBefore), [], [], options);
          const after = placeNamesAndLabels(candidates(textsAfter), [], [], { ...options, previous: before.placed });
          expect(after.names).toEqual(placeNamesAndLabels(candidates(textsAfter), [], [], options).names);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('measures again only the renamed name and its neighbours', () => {
    // 1,000 waypoints seen whole, 1.3 px apart as a fitted ocean crossing: most names crowded out.
    const points = Array.from({ length: 1_000 }, (_, index) => ({ index, xPx: 300 + index * 1.0, yPx: 60 + index * 0.7 }));
    const texts = points.map((_, index) => `WP ${index + 1}`);
    const symbols = symbolsInView(points);
    const options = { ...view, selected: null, lastIndex: 999, symbols };
    const before = placeNamesAndLabels(named(points, texts), [], [], options);
    expect(before.names.map((each) => each.index)).toContain(0);
    texts[0] = 'Rotterdam pilot station';
    const measured = new Set<number>();
    const after = placeNamesAndLabels(named(points, texts, measured), [], [], { ...options, previous: before.placed });
    expect(after.names).toEqual(placeNamesAndLabels(named(points, texts), [], [], options).names);
    expect(after.names.find((each) => each.index === 0)).toBeDefined();
    expect(measured.has(0)).toBe(true);
    expect(measured.size).toBeLessThan(40);
  });

  it('places all again when the view, the selection or the waypoints changed', () => {
    const points = Array.from({ length: 30 }, (_, index) => ({ index, xPx: 40 + index * 20, yPx: 200 }));
    const texts = points.map((_, index) => `WP ${index + 1}`);
    const symbols = symbolsInView(points);
    const before = placeNamesAndLabels(named(points, texts), [], [], { ...view, selected: null, lastIndex: 29, symbols });
    // Waypoint 10 selected: named first, whatever the placement before it.
    const selected = placeNamesAndLabels(named(points, texts), [], [], { ...view, selected: 10, lastIndex: 29, symbols, previous: before.placed });
    expect(selected.names[0]?.index).toBe(10);
    expect(selected.names).toEqual(placeNamesAndLabels(named(points, texts), [], [], { ...view, selected: 10, lastIndex: 29, symbols }).names);
    // The waypoints moved (new symbols): placed for where they are now.
    const moved = points.map((each) => ({ ...each, yPx: each.yPx + 100 }));
    const again = placeNamesAndLabels(named(moved, texts), [], [], { ...view, selected: null, lastIndex: 29, symbols: symbolsInView(moved), previous: before.placed });
    expect(again.names.every((each) => each.topPx > 250)).toBe(true);
  });
});
