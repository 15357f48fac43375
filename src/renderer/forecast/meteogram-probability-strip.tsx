import { percentWords, wholePercent, type LimitName } from '../../shared/risk';
import { formatUtcShort } from '../../shared/time/time-format';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import { limitText } from '../../shared/voyage/exceedances';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import type { PlotColours } from '../palette/plot-colours';
import { limitLabels } from '../risk/ensemble-risk-section';
import { probabilityCells, probabilityRampIndex, probabilityRampLabels } from './meteogram-ensemble-traces';

/** Where the charts' plot area is, so the strip's cells sit under the times they stand for. */
export interface PlotArea {
  leftPx: number;
  widthPx: number;
  minSec: number;
  maxSec: number;
}

/**
 * Under the charts, one row per vessel limit: at each ensemble sample the share of members beyond
 * the limit, as a colour of the palette's ramp, the figure in the cell's title.
 */
export function ProbabilityStrip({ result, limits, area, colours }: { result: EnsembleAlongRoute; limits: VesselLimits | null; area: PlotArea; colours: PlotColours }) {
  const names = (Object.keys(limitLabels) as LimitName[]).filter((name) => result.samples.some((sample) => sample.byLimit[name] !== undefined));
  const spanSec = area.maxSec - area.minSec;
  if (names.length === 0 || !(spanSec > 0)) return null;
  const leftPct = (timeUtcMs: number) => Math.min(100, Math.max(0, ((timeUtcMs / 1000 - area.minSec) / spanSec) * 100));
  return (
    <div className="meteogram-probability" data-testid="probability-strip">
      <div className="meteogram-probability-title">Chance of exceeding each limit (share of members)</div>
      {names.map((name) => {
        const limit = limits?.[name];
        const limitWords = limit ? limitText(name, limit.value, limitLabels[name]) : limitLabels[name];
        return (
          <div key={name} className="meteogram-probability-row" data-limit={name}>
            <span className="meteogram-probability-label" style={{ width: `${area.leftPx}px` }} title={limitWords}>
              {limitLabels[name]}
            </span>
            <div className="meteogram-probability-cells" style={{ width: `${area.widthPx}px` }}>
              {probabilityCells(result.samples, name).map((cell) => {
                const exceedance = result.samples[cell.sampleIndex]?.byLimit[name];
                const members = exceedance?.status === 'ok' ? ` (${exceedance.membersBeyond} of ${exceedance.memberCount} members)` : '';
                const rampIndex = cell.probability === null ? null : probabilityRampIndex(cell.probability);
                const left = leftPct(cell.fromUtcMs);
                const width = Math.max(leftPct(cell.toUtcMs) - left, 0.8);
                return (
                  <span
                    key={cell.sampleIndex}
                    className="meteogram-probability-cell"
                    data-sample={cell.sampleIndex}
                    data-probability={cell.probability ?? ''}
                    title={`${limitWords} at ${formatUtcShort(cell.timeUtcMs)}: ${cell.probability === null ? `not checked (${cell.reason ?? ''})` : percentWords(cell.probability) + members}`}
                    style={{
                      left: `${left}%`,
                      width: `${width}%`,
                      background: rampIndex === null ? colours.noValue : colours.ramp[rampIndex],
                      color: rampIndex === null ? colours.axis : colours.rampText[rampIndex],
                    }}
                  >
                    {cell.probability !== null && width > 5 ? wholePercent(cell.probability) : ''}
                  </span>
                );
              })}
            </div>
          </div>
        );
      })}
      <div className="meteogram-probability-key">
        {probabilityRampLabels.map((label, index) => (
          <span key={label}>
            <i style={{ background: colours.ramp[index] }} />
            {label}
          </span>
        ))}
        <span>
          <i style={{ background: colours.noValue }} />
          not checked
        </span>
      </div>
    </div>
  );
}
