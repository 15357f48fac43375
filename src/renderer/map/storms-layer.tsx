import L from 'leaflet';
import { memo, useMemo } from 'react';
import { CircleMarker, Pane, Polygon, Polyline, Tooltip } from 'react-leaflet';
import { formatUtcShort } from '../../shared/time/time-format';
import type { PaletteColours } from '../palette/palette-colours';
import type { ShownStorm } from '../risk/use-storms';
import { stormClassColour } from '../risk/storm-text';
import { useChartLabels } from './chart-labels';
import { stormNowLabels, stormNowLines } from './storm-labels';
import { shiftedPairs, WORLD_COPY_SHIFTS_DEG, type StormDrawing } from './storm-drawing';

export const STORMS_PANE = 'storms';

/**
 * Storms drawn in SVG in a pane of their own (above the land and graticule, below the route's
 * markers): a few shapes each, and as DOM elements they can be told apart by class in tests.
 */
/**
 * react-leaflet reads a path's own props when it creates the layer (renderer, className) and
 * `pathOptions` only for later style changes (a palette switch): give both.
 */
export function svgPath(options: L.PathOptions & { renderer: L.Renderer }): L.PathOptions & { pathOptions: L.PathOptions } {
  return { ...options, pathOptions: options };
}

export function useSvgRenderer(pane: string): L.Renderer {
  return useMemo(() => L.svg({ pane }), [pane]);
}

// Memoised: the workstation re-renders on every voyage, forecast and cursor change, and each
// re-render gave every fix a new center array, so react-leaflet moved and restyled every path
// (about 70 ms of a forecast's reopening, measured by test/bench/route-forecast.bench.ts).
const StormShapes = memo(function StormShapes({ drawing, shiftDeg, colours, renderer }: { drawing: StormDrawing; shiftDeg: number; colours: PaletteColours; renderer: L.Renderer }) {
  const now = drawing.now;
  const trackColour = stormClassColour(colours, now?.stormClass ?? drawing.fixes[0]?.stormClass ?? 'hurricane');
  return (
    <>
      {drawing.cone.map((ring, index) => (
        <Polygon
          key={`cone-${index}`}
          positions={shiftedPairs(ring, shiftDeg)}
          {...svgPath({ renderer, className: 'storm-cone', color: colours.stormCone, weight: 1.5, fillColor: colours.stormCone, fillOpacity: 0.18, interactive: false })}
        />
      ))}
      {drawing.dangerArea.length > 0 && (
        <Polygon
          positions={shiftedPairs(drawing.dangerArea, shiftDeg)}
          {...svgPath({ renderer, className: 'storm-danger-area', color: colours.dangerArea, weight: 2, dashArray: '2 6', fillColor: colours.dangerArea, fillOpacity: 0.06, interactive: false })}
        />
      )}
      {drawing.pastTrack.length > 1 && (
        <Polyline positions={shiftedPairs(drawing.pastTrack, shiftDeg)} {...svgPath({ renderer, className: 'storm-track-past', color: trackColour, weight: 2.5, interactive: false })} />
      )}
      {drawing.forecastTrack.length > 1 && (
        <Polyline
          positions={shiftedPairs(drawing.forecastTrack, shiftDeg)}
          {...svgPath({ renderer, className: 'storm-track-forecast', color: trackColour, weight: 2.5, dashArray: '8 6', interactive: false })}
        />
      )}
      {drawing.fixes.map((fix) => (
        <CircleMarker
          key={fix.timeUtcMs}
          center={[fix.lat, fix.lon + shiftDeg]}
          radius={4}
          {...svgPath({ renderer, className: 'storm-fix', color: stormClassColour(colours, fix.stormClass), fillColor: stormClassColour(colours, fix.stormClass), fillOpacity: fix.isForecast ? 0.35 : 1, weight: 1.5 })}
        >
          <Tooltip>
            {`${drawing.name} ${fix.category} · ${formatUtcShort(fix.timeUtcMs)} ${fix.isForecast ? 'forecast' : 'fix'} · ${fix.windKn === null ? 'wind not given' : `${Math.round(fix.windKn)} kn`}`}
          </Tooltip>
        </CircleMarker>
      ))}
      {now !== null && (
        <CircleMarker
          center={[now.lat, now.lon + shiftDeg]}
          radius={9}
          {...svgPath({ renderer, className: 'storm-now', color: stormClassColour(colours, now.stormClass), fillColor: stormClassColour(colours, now.stormClass), fillOpacity: 0.9, weight: 3 })}
        >
          {/* On hover; the words that stay are placed with the chart's other text (stormNowLabels). */}
          <Tooltip direction="right" offset={[10, 0]} className="storm-label">
            {stormNowLines(drawing.name, now).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Tooltip>
        </CircleMarker>
      )}
    </>
  );
});

/**
 * Every active storm: past track solid, forecast dashed, fixes coloured by class with their time
 * on hover, the service's cone, the 1-2-3 danger area, and the current position with intensity
 * and movement. Each storm is drawn at three world copies, like the land.
 */
export function StormsLayer({ storms, colours }: { storms: readonly ShownStorm[]; colours: PaletteColours }) {
  const renderer = useSvgRenderer(STORMS_PANE);
  useChartLabels('storms', useMemo(() => stormNowLabels(storms), [storms]));
  return (
    <Pane name={STORMS_PANE} style={{ zIndex: 430 }}>
      {storms.map(({ drawing }) =>
        WORLD_COPY_SHIFTS_DEG.map((shiftDeg) => <StormShapes key={`${drawing.id}:${shiftDeg}`} drawing={drawing} shiftDeg={shiftDeg} colours={colours} renderer={renderer} />),
      )}
    </Pane>
  );
}
