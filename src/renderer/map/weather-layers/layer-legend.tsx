import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { percentWords } from '../../../shared/format/weather-units';
import type { WiderLayer } from '../../../shared/service/weather-layer-view';
import { formatUtcShort, formatAge } from '../../../shared/time/time-format';
import { PortalControl } from '../portal-control';
import { bandWords, cssColour } from '../../../shared/service/palette-reading';
import type { Palette } from '../../../shared/settings/settings';
import { useWeatherLayer } from './weather-layer-state';
import { paletteFilters } from './weather-layer-overlay';

/** What stands in for the view's own layer: "Over a wider area cached before (zoom 4, coarser than the view; 60 % of the view)". */
export function widerWords(wider: WiderLayer, coarser: boolean): string {
  const part = wider.coverage < 0.999 ? `; ${percentWords(wider.coverage)} of the view` : '';
  return `Over a wider area cached before, such as the voyage's pack (zoom ${wider.zoom}${coarser ? ', coarser than the view' : ''}${part})`;
}

/**
 * The layer's palette as a legend in the element's unit, with what the image on show is: model,
 * run, and where it came from (the service now, the cache, or the cache while offline) with its
 * age. Demo data says so.
 */
export function LayerLegend({ palette }: { palette: Palette }) {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'bottomright', className: 'weather-layer-legend' }), []);
  const { choice, listing, image } = useWeatherLayer();
  const shown = choice.shown && listing !== null;

  useEffect(
    function addLegend() {
      if (!shown) return;
      control.addTo(map);
      return function removeLegend() {
        control.remove();
      };
    },
    [map, control, shown],
  );

  if (!shown) return null;
  const provenance = image?.provenance ?? listing.provenance;
  const age = formatAge(provenance.ageMs);
  const ageWords = age === 'just now' ? 'fetched just now' : `${age} old`;
  const from = provenance.source === 'live' ? 'fetched now' : provenance.source === 'cache' ? `from the cache, ${ageWords}` : `offline: from the cache, ${ageWords}`;
  return createPortal(
    <section aria-label="Weather layer legend" data-testid="weather-layer-legend" data-source={provenance.source}>
      <header>
        {listing.elementName ?? choice.elementId}
        {listing.unit === null ? '' : ` (${listing.unit}${listing.unitConvertedFrom === null ? '' : `, converted from ${listing.unitConvertedFrom}`})`}
      </header>
      {/* The swatches dimmed and tinted as the image is (the text keeps the palette's own colour): no bright colour on a night bridge. */}
      <ol className="weather-legend-bands">
        {(listing.palette?.bands ?? []).map((band) => (
          <li key={band.index}>
            <span className="weather-legend-swatch" style={{ background: cssColour(band.colour), filter: paletteFilters[palette] }} />
            {bandWords(band, null)}
          </li>
        ))}
      </ol>
      <p className="weather-legend-source" data-testid="weather-layer-source">
        {choice.modelId}
        {listing.runSec === null ? '' : `, run ${formatUtcShort(listing.runSec * 1000)}`}, {from}
        {provenance.dataSource === 'demo' ? ' · demo data' : ''}
        {provenance.stale ? ' · a newer run is due' : ''}
      </p>
      {listing.wider !== null && (
        <p className="weather-legend-source" data-testid="weather-layer-wider">
          {widerWords(listing.wider, listing.query.zoom < listing.box.zoom)}
          {listing.onlyCachedSteps ? ` · ${listing.stepsSec.length} cached steps` : ''}
        </p>
      )}
    </section>,
    control.element,
  );
}
