import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { PassageBridge } from '../../shared/bridge';
import { formatPosition } from '../../shared/geo';
import type { Port, PortSize } from '../../shared/service/ports';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyageSelector } from '../route/open-voyage';
import { sameFields } from '../state/external-store';
import { appendWaypoint, setRouteEnd } from '../route/route-edits';
import { useRouteEditing } from '../route/route-editing';
import { usePorts } from '../route/use-ports';
import { useShownData } from '../shell/shown-data';
import { chartCanvas } from './chart-canvas';
import { PortalControl } from './portal-control';
import { portRadiusPx, portSizesSmallFirst, visiblePortSizes } from './port-visibility';

const sizeLabels: Readonly<Record<PortSize, string>> = { large: 'Large', medium: 'Medium', small: 'Small', very_small: 'Very small' };

interface LiveVoyage {
  voyageOpen: boolean;
  editing: boolean;
  serviceSpeedKn: number;
  edit(change: (voyage: Voyage) => Voyage): void;
}

/**
 * Every port of the port list on one canvas (thousands of symbols; DOM markers would crawl), by
 * harbour size: the navigator chooses the sizes, and unless he asks for all at every scale the
 * smaller ones appear only as the chart zooms in. A click opens the port's name and position,
 * with buttons that make it the departure or the arrival of the open voyage.
 */
export function PortsLayer({ bridge, colours }: { bridge: PassageBridge; colours: PaletteColours }) {
  const map = useMap();
  const { ports, provenance } = usePorts(bridge);
  useShownData('ports', 'ports', provenance, false);
  // Whether a voyage is open and its ship's speed, not the voyage: an edit of the route renders no port.
  const { voyageOpen, serviceSpeedKn, edit } = useOpenVoyageSelector(
    (open) => ({ voyageOpen: open.voyage !== null, serviceSpeedKn: open.profile?.serviceSpeedKn ?? defaultVesselProfile.serviceSpeedKn, edit: open.edit }),
    sameFields,
  );
  const live = useRef<LiveVoyage>({ voyageOpen, editing: false, serviceSpeedKn, edit });
  const { editing } = useRouteEditing();
  live.current = { voyageOpen, editing, serviceSpeedKn, edit };

  const [chosen, setChosen] = useState<ReadonlySet<PortSize>>(new Set(portSizesSmallFirst));
  const [byScale, setByScale] = useState(true);
  const [zoom, setZoom] = useState(() => map.getZoom());
  const control = useMemo(() => new PortalControl({ position: 'topright', className: 'ports-control' }), []);

  // Create: one group per size on the chart's shared canvas, filled when the port list arrives.
  const renderer = useMemo(() => chartCanvas(map), [map]);
  const groups = useMemo(() => {
    const bySize = new Map<PortSize, L.LayerGroup>(portSizesSmallFirst.map((size) => [size, L.layerGroup()]));
    for (const port of ports) {
      const marker = L.circleMarker([port.latitude, port.longitude], { renderer, radius: portRadiusPx[port.size], weight: 1, fillOpacity: 0.8, bubblingMouseEvents: false });
      marker.on('click', () => portClicked(map, port, live));
      bySize.get(port.size)?.addLayer(marker);
    }
    return bySize;
  }, [ports, renderer, map]);

  useEffect(
    function addPortsControl() {
      control.addTo(map);
      function followZoom() {
        setZoom(map.getZoom());
      }
      map.on('zoomend', followZoom);
      return function removePortsControl() {
        map.off('zoomend', followZoom);
        control.remove();
      };
    },
    [map, control],
  );

  // Update: which sizes are on the chart follows the filter and the zoom.
  useEffect(
    function showChosenSizes() {
      const visible = new Set(byScale ? visiblePortSizes(zoom, chosen) : portSizesSmallFirst.filter((size) => chosen.has(size)));
      for (const size of portSizesSmallFirst) {
        const group = groups.get(size);
        if (!group) continue;
        if (visible.has(size) && !map.hasLayer(group)) {
          group.addTo(map);
          // Under the route, which shares the canvas: a port never hides a waypoint.
          group.eachLayer((layer) => layer instanceof L.CircleMarker && layer.bringToBack());
        } else if (!visible.has(size)) group.remove();
      }
      map.getContainer().dataset.portsShown = String(portSizesSmallFirst.reduce((sum, size) => sum + (visible.has(size) ? (groups.get(size)?.getLayers().length ?? 0) : 0), 0));
    },
    [map, groups, chosen, byScale, zoom],
  );

  useEffect(
    function removePortsOnUnmount() {
      return function removePorts() {
        for (const group of groups.values()) group.remove();
      };
    },
    [groups],
  );

  useEffect(
    function colourPorts() {
      for (const group of groups.values()) {
        group.eachLayer((layer) => {
          if (layer instanceof L.CircleMarker) layer.setStyle({ color: colours.port, fillColor: colours.port });
        });
      }
    },
    [groups, colours],
  );

  const toggle = (size: PortSize) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(size)) next.delete(size);
      else next.add(size);
      return next;
    });

  return createPortal(
    <fieldset className="ports-filter">
      <legend>Ports</legend>
      {[...portSizesSmallFirst].reverse().map((size) => (
        <label key={size}>
          <input type="checkbox" checked={chosen.has(size)} onChange={() => toggle(size)} /> {sizeLabels[size]}
        </label>
      ))}
      <label title="Smaller ports appear as the chart zooms in">
        <input type="checkbox" checked={byScale} onChange={() => setByScale((now) => !now)} /> By scale
      </label>
    </fieldset>,
    control.element,
  );
}

/** In edit mode a port is the next waypoint, named after it; otherwise its card opens. */
function portClicked(map: L.Map, port: Port, live: { current: LiveVoyage }) {
  const now = live.current;
  if (now.editing && now.voyageOpen) now.edit((current) => appendWaypoint(current, { lat: port.latitude, lon: port.longitude }, now.serviceSpeedKn, port.name));
  else openPortMenu(map, port, live);
}

function openPortMenu(map: L.Map, port: Port, live: { current: LiveVoyage }) {
  const box = L.DomUtil.create('div', 'port-menu');
  const title = L.DomUtil.create('div', 'port-menu-title', box);
  title.textContent = `⚓ ${port.name} (${port.country}, ${sizeLabels[port.size].toLowerCase()})`;
  L.DomUtil.create('div', 'port-menu-position', box).textContent = formatPosition(port.latitude, port.longitude);
  if (live.current.voyageOpen) {
    for (const end of ['departure', 'arrival'] as const) {
      const button = L.DomUtil.create('button', 'route-menu-delete', box);
      button.type = 'button';
      button.textContent = end === 'departure' ? 'Set as departure' : 'Set as arrival';
      L.DomEvent.on(button, 'click', () => {
        const now = live.current;
        now.edit((current) => setRouteEnd(current, end, { lat: port.latitude, lon: port.longitude }, port.name, now.serviceSpeedKn));
        map.closePopup();
      });
    }
  }
  L.popup({ className: 'route-menu' }).setLatLng([port.latitude, port.longitude]).setContent(box).openOn(map);
}
