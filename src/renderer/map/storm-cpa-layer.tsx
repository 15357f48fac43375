import { Fragment, useMemo } from 'react';
import { CircleMarker, Pane, Polyline, Tooltip } from 'react-leaflet';
import type { StormEncounter } from '../../shared/risk';
import type { PaletteColours } from '../palette/palette-colours';
import { verdictTone } from '../risk/storm-risk-words';

import { useChartLabels, useChartMarks } from './chart-labels';
import { cpaLabels, cpaWords } from './storm-labels';
import { nearLongitude, WORLD_COPY_SHIFTS_DEG } from './storm-drawing';
import { cpaLineShown } from './storm-cpa-lines';
import { svgPath, useSvgRenderer } from './storms-layer';
import { useStormRisk } from '../state/storm-risk';

const CPA_PANE = 'storm-cpa';

function toneColour(colours: PaletteColours, encounter: StormEncounter): string {
  const tone = verdictTone(encounter.verdict);
  if (tone === 'alarm') return colours.alarm;
  if (tone === 'warn') return colours.warn;
  return colours.ownShip;
}

/**
 * For each storm, the ship's and the storm's positions at the moment of closest approach joined
 * by a line, coloured by the verdict against the vessel profile (storms near enough to matter).
 */
export function StormCpaLayer({ colours }: { colours: PaletteColours }) {
  const encounters = useStormRisk().encounters ?? [];
  const renderer = useSvgRenderer(CPA_PANE);
  const placed = useMemo(() => cpaLabels(encounters), [encounters]);
  useChartLabels('storm-cpa', placed.labels);
  useChartMarks('storm-cpa', placed.marks);
  return (
    <Pane name={CPA_PANE} style={{ zIndex: 440 }}>
      {encounters.map((encounter) => {
        const cpa = encounter.closestApproach;
        if (cpa === null || !cpaLineShown(encounter)) return null;
        const colour = toneColour(colours, encounter);
        // The storm's end is put on the ship's side of 180° so the line is the short way.
        const stormLon = nearLongitude(cpa.storm.lon, cpa.ship.lon);
        return WORLD_COPY_SHIFTS_DEG.map((shiftDeg) => (
          <Fragment key={`${encounter.stormId}:${shiftDeg}`}>
            <Polyline
              positions={[
                [cpa.ship.lat, cpa.ship.lon + shiftDeg],
                [cpa.storm.lat, stormLon + shiftDeg],
              ]}
              {...svgPath({ renderer, className: 'storm-cpa-line', color: colour, weight: 2.5, dashArray: '1 5', lineCap: 'round', interactive: false })}
            />
            {/* On hover; the words that stay are placed with the chart's other text (cpaLabels), never over the route, the ship or a pick. */}
            <CircleMarker center={[cpa.storm.lat, stormLon + shiftDeg]} radius={5} {...svgPath({ renderer, className: 'storm-cpa-storm', color: colour, fillOpacity: 0, weight: 2 })}>
              <Tooltip direction="top" offset={[0, -8]} className="storm-cpa-label">
                {cpaWords(encounter)}
              </Tooltip>
            </CircleMarker>
            <CircleMarker center={[cpa.ship.lat, cpa.ship.lon + shiftDeg]} radius={6} {...svgPath({ renderer, className: 'storm-cpa-ship', color: colours.ownShip, fillColor: colour, fillOpacity: 1, weight: 2 })} />
          </Fragment>
        ));
      })}
    </Pane>
  );
}
