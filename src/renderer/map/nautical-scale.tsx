import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { roundScaleLengthNm, scaleLabel } from './nautical-scale-length';
import { PortalControl } from './portal-control';

const maxWidthPx = 140;

interface ScaleBar {
  lengthNm: number;
  widthPx: number;
}

/**
 * Nautical miles the way a navigator reads them off a paper chart: one minute of latitude is one
 * mile, measured at the middle of the view (Mercator's scale changes with latitude, so the
 * latitude scale beside the chart is the one to use, not the one at the equator).
 */
function measureScale(map: L.Map): ScaleBar {
  const size = map.getSize();
  const middle = L.point(size.x / 2, size.y / 2);
  const upper = map.containerPointToLatLng(middle.subtract([0, maxWidthPx / 2]));
  const lower = map.containerPointToLatLng(middle.add([0, maxWidthPx / 2]));
  const maxNm = Math.abs(upper.lat - lower.lat) * 60;
  const lengthNm = roundScaleLengthNm(maxNm);
  return { lengthNm, widthPx: maxNm > 0 ? Math.round((maxWidthPx * lengthNm) / maxNm) : 0 };
}

export function NauticalScale() {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'bottomleft', className: 'nautical-scale' }), []);
  const [bar, setBar] = useState<ScaleBar>({ lengthNm: 0, widthPx: 0 });

  useEffect(
    function addScale() {
      control.addTo(map);
      function update() {
        setBar(measureScale(map));
      }
      update();
      map.on('move zoomend resize', update);
      return function removeScale() {
        map.off('move zoomend resize', update);
        control.remove();
      };
    },
    [map, control],
  );

  return createPortal(
    <div className="nautical-scale-bar" style={{ width: `${bar.widthPx}px` }} data-testid="nautical-scale" data-length-nm={bar.lengthNm}>
      {bar.lengthNm > 0 ? scaleLabel(bar.lengthNm) : ''}
    </div>,
    control.element,
  );
}
