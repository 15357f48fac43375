import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { formatPosition } from '../../shared/geo/position-format';
import { PortalControl } from './portal-control';

const noPosition = 'Pointer off the chart';

/** The position under the pointer, in degrees and decimal minutes, as a navigator writes it. */
export function CursorReadout() {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'bottomright', className: 'cursor-readout' }), []);
  const [text, setText] = useState(noPosition);

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
      function showPosition(event: MouseEvent) {
        // The view may be centred beyond 180°: name the longitude as on any chart.
        const position = map.mouseEventToLatLng(event).wrap();
        setText(formatPosition(position.lat, position.lng));
      }
      function clearPosition() {
        setText(noPosition);
      }
      container.addEventListener('mousemove', showPosition);
      container.addEventListener('mouseleave', clearPosition);
      return function stopFollowingPointer() {
        container.removeEventListener('mousemove', showPosition);
        container.removeEventListener('mouseleave', clearPosition);
      };
    },
    [map],
  );

  return createPortal(
    <output data-testid="cursor-readout" aria-live="off" aria-label="Pointer position">
      {text}
    </output>,
    control.element,
  );
}
