import type L from 'leaflet';

/**
 * The chart's pane `name`, made at `zIndex` the first time a layer asks for it. The panes from
 * the bottom: the weather layer (390), the radar (395), the land (398), Leaflet's overlay pane of
 * the ports and the route (400), no-go areas (420), storms (430), traffic and the storms' closest
 * approaches (440), routing (445), the graticule (450), the forecast route and the waypoint names
 * (460), per-leg risk (465), exceedances, the route check and the ship (470), popups (700).
 * `passesPointer`: the pane itself takes no clicks, so the chart and the layers under it get them.
 */
export function chartPane(map: L.Map, name: string, zIndex: number, passesPointer = false): HTMLElement {
  const existing = map.getPane(name);
  if (existing !== undefined) return existing;
  const pane = map.createPane(name);
  pane.style.zIndex = String(zIndex);
  if (passesPointer) pane.style.pointerEvents = 'none';
  return pane;
}
