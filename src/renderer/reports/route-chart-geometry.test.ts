import { describe, expect, it } from 'vitest';
import type { LandPolygon } from '../map/land-geometry';
import { drawRouteChart, fitProjection, maxWaypointsLabelled, waypointLabelBox } from './route-chart-geometry';

const frame = { widthPx: 600, heightPx: 400 };

function square(west: number, south: number, sizeDeg: number): LandPolygon {
  return [
    [
      { lat: south, lng: west },
      { lat: south, lng: west + sizeDeg },
      { lat: south + sizeDeg, lng: west + sizeDeg },
      { lat: south + sizeDeg, lng: west },
    ],
  ];
}

describe('route chart geometry', () => {
  it('fits the whole track inside the frame with a margin', () => {
    const track = [
      { lat: 50, lon: -10 },
      { lat: 40, lon: 20 },
    ];
    const view = fitProjection(frame, track);
    for (const point of track.map(view.project)) {
      expect(point.x).toBeGreaterThan(frame.widthPx * 0.1);
      expect(point.x).toBeLessThan(frame.widthPx * 0.9);
      expect(point.y).toBeGreaterThan(frame.heightPx * 0.1);
      expect(point.y).toBeLessThan(frame.heightPx * 0.9);
    }
    // North is up and east is right.
    const [north, south] = track.map(view.project);
    expect(north?.y).toBeLessThan(south?.y ?? 0);
    expect(north?.x).toBeLessThan(south?.x ?? 0);
    expect(view.westDeg).toBeLessThan(-10);
    expect(view.eastDeg).toBeGreaterThan(20);
  });

  it('keeps a short coastal passage in a view of at least two degrees', () => {
    const view = fitProjection(frame, [
      { lat: 51.9, lon: 4.0 },
      { lat: 51.95, lon: 4.05 },
    ]);
    expect(view.northDeg - view.southDeg).toBeGreaterThan(2);
  });

  it('refuses to draw a chart with no route', () => {
    expect(() => fitProjection(frame, [])).toThrow(/at least one point/);
  });

  it('draws land in view from whichever world copy lies there, and leaves out the rest', () => {
    // A route across 180°: the island at 178°W appears through the +360° copy.
    const track = [
      { lat: -15, lon: 170 },
      { lat: -18, lon: 185 },
    ];
    const island = square(-178, -17, 1);
    const shifted: LandPolygon = island.map((ring) => ring.map((p) => ({ lat: p.lat, lng: p.lng + 360 })));
    const faraway = square(0, 50, 1);
    const drawing = drawRouteChart({ frame, track, waypoints: [], land: [[island, faraway], [shifted]], ports: [] });
    expect(drawing.landPaths).toHaveLength(1);
    expect(drawing.landPaths[0]).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}Z$/);
  });

  it('labels every waypoint of a short route and only the ends of a long one', () => {
    const many = Array.from({ length: maxWaypointsLabelled + 5 }, (_, index) => ({ lat: 40 + index * 0.1, lon: -10 + index * 0.1, label: `WP ${index + 1}` }));
    const long = drawRouteChart({ frame, track: many, waypoints: many, land: [], ports: [] });
    expect(long.waypoints.filter((each) => each.label !== null).map((each) => each.label)).toEqual(['WP 1', `WP ${many.length}`]);
    const few = Array.from({ length: 5 }, (_, index) => ({ lat: 40 + index * 2, lon: -10 + index * 2, label: `WP ${index + 1}` }));
    const short = drawRouteChart({ frame, track: few, waypoints: few, land: [], ports: [] });
    expect(short.waypoints.every((each) => each.label !== null)).toBe(true);
  });

  it('names crowded waypoints where they print over no other name, keeping the mark of one with no such place; the ends always named', () => {
    const crowded = [
      { lat: 50, lon: 0, label: 'Departure' },
      ...Array.from({ length: 6 }, (_, index) => ({ lat: 50.01 + index * 0.002, lon: 0.01 + index * 0.002, label: `Right beside it ${index + 1}` })),
      { lat: 45, lon: 5, label: 'Arrival' },
    ];
    const drawing = drawRouteChart({ frame, track: crowded, waypoints: crowded, land: [], ports: [] });
    const labels = drawing.waypoints.map((each) => each.label);
    expect(labels[0]).toBe('Departure');
    expect(labels.at(-1)).toBe('Arrival');
    expect(labels.filter((label) => label === null).length).toBeGreaterThan(0);
    expect(drawing.waypoints).toHaveLength(crowded.length);
    const boxes = drawing.waypoints.flatMap((each) => (each.label === null ? [] : [waypointLabelBox(each, each.label, each.labelLeft, each.labelAbove)]));
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) expect(box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom).toBe(false);
    }
  });

  it('writes a waypoint name where it does not print over the route leaving it', () => {
    // The route leaves the departure down and to the right, under where its name would go first.
    const route = [
      { lat: 50, lon: 0, label: 'Maas Center' },
      { lat: 49.6, lon: 0.6, label: 'Turn' },
      { lat: 45, lon: 1, label: 'Arrival' },
    ];
    const drawing = drawRouteChart({ frame, track: route, waypoints: route, land: [], ports: [] });
    const [departure] = drawing.waypoints;
    const box = waypointLabelBox(departure!, 'Maas Center', departure!.labelLeft, departure!.labelAbove);
    const next = drawing.waypoints[1]!;
    // Along the first leg, every point stays outside the name's box.
    for (let step = 0; step <= 50; step += 1) {
      const x = departure!.x + ((next.x - departure!.x) * step) / 50;
      const y = departure!.y + ((next.y - departure!.y) * step) / 50;
      expect(x > box.left && x < box.right && y > box.top && y < box.bottom).toBe(false);
    }
    expect(departure!.label).toBe('Maas Center');
  });

  it('shows ports in view, the large ones first, and moves one across 180° into the view', () => {
    const track = [
      { lat: -15, lon: 170 },
      { lat: -18, lon: 185 },
    ];
    const drawing = drawRouteChart({
      frame,
      track,
      waypoints: [],
      land: [],
      ports: [
        { id: 1, name: 'Small Harbour', size: 'small', country: 'FJ', latitude: -17, longitude: 178 },
        { id: 2, name: 'East of 180', size: 'large', country: 'TO', latitude: -16, longitude: -178 },
        { id: 3, name: 'Rotterdam', size: 'large', country: 'NL', latitude: 51.9, longitude: 4 },
      ],
    });
    expect(drawing.ports.map((each) => each.name)).toEqual(['East of 180', 'Small Harbour']);
    const east = drawing.ports[0];
    expect(east?.x).toBeGreaterThan(frame.widthPx / 2);
  });

  it('thins coastline points that would fall on the same spot of paper', () => {
    const dense: LandPolygon = [Array.from({ length: 1000 }, (_, index) => ({ lat: 45 + Math.sin(index / 100) * 0.001, lng: 0 + index * 0.00001 }))];
    const drawing = drawRouteChart({ frame, track: [{ lat: 45, lon: -1 }, { lat: 46, lon: 1 }], waypoints: [], land: [[dense]], ports: [] });
    expect((drawing.landPaths[0]?.match(/L/g) ?? []).length).toBeLessThan(10);
  });
});

describe('route chart labels', () => {
  const track = [
    { lat: 50, lon: 0 },
    { lat: 50, lon: 10 },
  ];
  const port = (id: number, name: string, lon: number, lat = 49) => ({ id, name, size: 'large' as const, country: 'XX', latitude: lat, longitude: lon });

  it('leaves a port unlabelled where its name would print over a label already placed', () => {
    const drawing = drawRouteChart({
      frame,
      track,
      waypoints: [{ ...track[0]!, label: 'Departure point' }],
      land: [],
      ports: [port(1, 'Beside the departure', 0.01, 50), port(2, 'Far from it', 5)],
    });
    expect(drawing.ports.map((each) => [each.name, each.labelled])).toEqual([
      ['Beside the departure', false],
      ['Far from it', true],
    ]);
  });

  it('never labels a port over the route: its line and its ends stay clear', () => {
    const drawing = drawRouteChart({
      frame,
      track,
      waypoints: [],
      land: [],
      ports: [port(1, 'Inland over the end', 10, 50.05), port(2, 'On the track', 5, 50), port(3, 'Clear of it', 5, 48.5)],
    });
    expect(drawing.ports.map((each) => [each.name, each.labelled])).toEqual([
      ['Clear of it', true],
      ['Inland over the end', false],
      ['On the track', false],
    ]);
  });

  it('writes labels near the right edge to the left of their mark', () => {
    const drawing = drawRouteChart({ frame, track, waypoints: track.map((each, index) => ({ ...each, label: `WP ${index + 1}` })), land: [], ports: [] });
    expect(drawing.waypoints.map((each) => each.labelLeft)).toEqual([false, true]);
  });
});

describe('route chart storms', () => {
  const track = [
    { lat: 15, lon: 170 },
    { lat: 20, lon: 190 },
  ];

  it('draws a storm in view from its nearest world copy, track and danger area, and leaves out one far away', () => {
    // Given near 177°W (-177), half a world west of a view that runs from 170°E past 180°: a whole turn brings it in.
    const near = { name: 'Typhoon Near', track: [{ lat: 18, lon: -178 }, { lat: 19, lon: -176 }], dangerArea: [{ lat: 17, lon: -179 }, { lat: 20, lon: -179 }, { lat: 20, lon: -175 }, { lat: 17, lon: -179 }] };
    const far = { name: 'Hurricane Far', track: [{ lat: 25, lon: -70 }], dangerArea: [] };
    const drawing = drawRouteChart({ frame, track, waypoints: [], land: [], ports: [], storms: [near, far] });
    expect(drawing.storms.map((storm) => storm.name)).toEqual(['Typhoon Near']);
    const [storm] = drawing.storms;
    expect(storm?.trackPath).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/);
    expect(storm?.dangerAreaPath).toMatch(/Z$/);
    expect(storm?.labelAt?.x).toBeGreaterThan(frame.widthPx / 2);
    expect(storm?.labelAt?.x).toBeLessThan(frame.widthPx);
  });
});
