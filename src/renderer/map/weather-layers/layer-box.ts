/**
 * The box a layer is asked over: the view snapped outward to the zoom's tile grid with one tile
 * to spare, kept while the view stays inside it at the same zoom, so panning a little never asks
 * again. Longitudes of the view may run past ±180° (a view centred on the date line); the box
 * keeps them unwrapped for placing the image and gives the service its edges wrapped to ±180°
 * (west east of east when it crosses 180°).
 */

export interface ViewBox {
  north: number;
  south: number;
  /** Unwrapped: east > west, either may lie beyond ±180°. */
  west: number;
  east: number;
}

export interface LayerBox {
  zoom: number;
  north: number;
  south: number;
  /** Where the image lies on the chart (unwrapped, as the view's longitudes). */
  placeWest: number;
  placeEast: number;
  /** As the service takes them, each within -180..180. */
  west: number;
  east: number;
}

const maxLat = 85;

function wrapLon(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

/** Degrees of one 256-pixel tile at a zoom level. */
export function tileDegrees(zoom: number): number {
  return 360 / 2 ** zoom;
}

export function snapLayerBox(view: ViewBox, zoom: number): LayerBox {
  const step = tileDegrees(zoom);
  const north = Math.min(maxLat, (Math.ceil(view.north / step) + 1) * step);
  const south = Math.max(-maxLat, (Math.floor(view.south / step) - 1) * step);
  let placeWest = (Math.floor(view.west / step) - 1) * step;
  let placeEast = (Math.ceil(view.east / step) + 1) * step;
  if (placeEast - placeWest >= 360) {
    // The whole world: one turn, starting where the view does.
    placeWest = Math.floor(view.west / 180) * 180;
    placeEast = placeWest + 360;
    return { zoom, north, south, placeWest, placeEast, west: -180, east: 180 };
  }
  return { zoom, north, south, placeWest, placeEast, west: wrapLon(placeWest), east: wrapLon(placeEast) };
}

function inside(view: ViewBox, box: LayerBox): boolean {
  return view.north <= box.north && view.south >= box.south && view.west >= box.placeWest && view.east <= box.placeEast;
}

/** The box to show: the current one while the view is inside it at the same zoom, else a new one. */
export function layerBoxForView(view: ViewBox, zoom: number, current: LayerBox | null): LayerBox {
  if (current !== null && current.zoom === zoom && inside(view, current)) return current;
  return snapLayerBox(view, zoom);
}

/** The service's query fields of a box. */
export function boxQuery(box: LayerBox): { zoom: number; north: number; south: number; east: number; west: number } {
  return { zoom: box.zoom, north: box.north, south: box.south, east: box.east, west: box.west };
}

/** Where an image lies on the chart: its latitudes, and longitudes unwrapped as the view's. */
export interface PlacedBox {
  north: number;
  south: number;
  placeWest: number;
  placeEast: number;
}

/** The view as the service writes a box: within ±180°, west east of east across 180°; the whole world when it spans a turn. */
export function serviceView(view: ViewBox): { north: number; south: number; west: number; east: number } {
  const north = Math.min(maxLat, view.north);
  const south = Math.max(-maxLat, view.south);
  if (view.east - view.west >= 360) return { north, south, west: -180, east: 180 };
  return { north, south, west: wrapLon(view.west), east: wrapLon(view.east) };
}

/**
 * A box in the service's form placed on the chart in the world copy that meets the view (an
 * answer over a wider box, such as a voyage's pack, shown over a view across 180° or beyond it).
 */
export function placeServiceBox(box: { north: number; south: number; west: number; east: number }, view: ViewBox): PlacedBox {
  const span = box.east > box.west ? box.east - box.west : box.east + 360 - box.west;
  const viewCentre = (view.west + view.east) / 2;
  const placeWest = box.west + 360 * Math.round((viewCentre - (box.west + span / 2)) / 360);
  return { north: box.north, south: box.south, placeWest, placeEast: placeWest + span };
}
