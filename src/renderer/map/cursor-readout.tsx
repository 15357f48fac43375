import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { formatPosition } from '../../shared/geo/position-format';
import { passage } from '../bridge/bridge';
import { listen } from './event-handlers';
import { useNearbyPlaceLookup } from './nearby-place-lookup';
import { PortalControl } from './portal-control';
import { weatherValueAt } from './weather-layers/layer-value-at';

const noPosition = 'Pointer off the chart';

/**
 * The position under the pointer, in degrees and decimal minutes, as a navigator writes it, and
 * beside it the weather layer's value there when one is shown; N names the nearest place to it
 * (asked on demand, cached; a lookup that costs says its cost first and is asked at N again,
 * through the credit gate), until the pointer moves on.
 */
export function CursorReadout() {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'bottomright', className: 'cursor-readout' }), []);
  const [text, setText] = useState(noPosition);
  const nearby = useNearbyPlaceLookup(passage);
  // The key handler is set once per map: it reaches the lookup as it is now through this.
  const nearbyNow = useRef(nearby);
  nearbyNow.current = nearby;
  const placeWords = nearby.words;

  useEffect(
    function addReadout() {
      control.addTo(map);
      return function removeReadout() {
        control.remove();
      };
    },
    [map, control],
  );

  useEffect(
    function followPointer() {
      // The container's own DOM events, not Leaflet's map 'mousemove': over a canvas layer Leaflet
      // throttles that to one per 32 ms and drops the last, so the readout could lag behind a
      // pointer that has stopped.
      const container = map.getContainer();
      let pointer: { lat: number; lng: number } | null = null;
      function showPosition(event: MouseEvent) {
        // The view may be centred beyond 180°: name the longitude as on any chart.
        const here = map.mouseEventToLatLng(event);
        const position = here.wrap();
        const moved = pointer === null || Math.round(pointer.lat * 100) !== Math.round(position.lat * 100) || Math.round(pointer.lng * 100) !== Math.round(position.lng * 100);
        pointer = position;
        // Within the same hundredth of a degree it is the same spot: its name (or cost) still holds.
        if (moved) nearbyNow.current.forget();
        // The weather layer's value there, read from its image by its palette.
        const weather = weatherValueAt(map, here);
        setText(`${formatPosition(position.lat, position.lng)}${weather === null ? '' : `   ${weather}`}`);
      }
      function clearPosition() {
        pointer = null;
        nearbyNow.current.forget();
        setText(noPosition);
      }
      function nameNearestPlace(event: KeyboardEvent) {
        if (event.key !== 'n' && event.key !== 'N') return;
        if (event.ctrlKey || event.altKey || event.metaKey || pointer === null) return;
        const target = event.target as Element | null;
        if (target !== null && target.closest('input, textarea, select, [contenteditable="true"]') !== null) return;
        nearbyNow.current.press(pointer.lat, pointer.lng);
      }
      const stopPointer = listen(container, { mousemove: showPosition, mouseleave: clearPosition });
      const stopKeys = listen(window, { keydown: nameNearestPlace });
      return function stopFollowingPointer() {
        stopPointer();
        stopKeys();
      };
    },
    [map],
  );

  return createPortal(
    <output data-testid="cursor-readout" aria-live="off" aria-label="Pointer position">
      {text}
      {placeWords === null ? '' : ` · ${placeWords}`}
    </output>,
    control.element,
  );
}
