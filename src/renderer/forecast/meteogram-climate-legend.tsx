import type { Palette } from '../../shared/settings/settings';
import type { ClimateStretch } from '../../shared/voyage/climate-along-route';
import { climateBandColour } from './meteogram-climate-band';

/**
 * The meteogram's legend entry for the climate beyond the forecast: the band's own swatch and
 * what it is, shown while any stretch has typical values, with the periods it spans.
 */
export function MeteogramClimateLegend({ stretches, palette }: { stretches: readonly ClimateStretch[] | null | undefined; palette: Palette }) {
  const typical = (stretches ?? []).filter((stretch) => stretch.status === 'typical');
  if (typical.length === 0) return null;
  const periods = [...new Set(typical.map((stretch) => stretch.periodWords))];
  const noData = (stretches ?? []).filter((stretch) => stretch.status === 'no data').length;
  return (
    <p className="meteogram-climate-legend" data-testid="meteogram-climate-legend" style={{ color: climateBandColour[palette] }}>
      <span className="meteogram-climate-swatch" aria-hidden="true" />
      <span>
        Climate ({periods.join(', ')}), beyond the forecast's end: typical values of the past ten years (wind: mean wind to mean gust; air: mean daily low to high), not a forecast
        {noData > 0 ? `; no climate data for ${noData} ${noData === 1 ? 'place' : 'places'} at sea` : ''}
      </span>
    </p>
  );
}
