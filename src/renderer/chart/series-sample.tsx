import { useEffect, useRef } from 'react';
import type { SeriesStyle } from './series-style';
import { describeSeries, sampleSvg } from './uplot-series-style';

/**
 * A legend key drawn in React (the ensemble legend, the plume's statistics): the same sample of
 * line and marker as uPlot's legend rows get, made by the same function, and described on the
 * element the same way for tests.
 */
export function SeriesSample({ style, colour }: { style: SeriesStyle; colour: string }) {
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(
    function drawSample() {
      const target = holder.current;
      if (target === null) return;
      target.replaceChildren(sampleSvg(style, colour));
      describeSeries(target, style, { dash: style.kind === 'line' ? style.dash : [], widthPx: style.kind === 'line' ? style.widthPx : 0, colour });
    },
    [style, colour],
  );
  return <span ref={holder} className="series-sample-holder" />;
}
