import type { ReactNode } from 'react';
import type { DataSource } from '../../shared/service/answer-provenance';
import { creditWords } from '../../shared/format/credit-words';
import { localTimeWords } from '../../shared/format/local-time';
import { formatQuantity } from '../../shared/format/quantity-format';
import { arrivalDifferenceWords, hoursWords } from '../../shared/format/routing-words';
import { formatUtcShort } from '../../shared/time/time-format';
import type { RouteFigures, RoutingEnsembleCheck, RoutingVerification, WeatherRoutingResult } from '../../shared/voyage/weather-routing';
import { percentWords } from '../../shared/risk';

function clearanceWords(figures: RouteFigures): string {
  const clearance = figures.stormClearance;
  if (clearance === null) return 'no storm shares the voyage';
  return `${clearance.stormName}: ${formatQuantity(clearance.distanceNm, 'nm')} at ${formatUtcShort(clearance.timeUtcMs)} (profile ${formatQuantity(clearance.requiredNm, 'nm')})`;
}

function chanceWords(probability: number | null): string {
  return probability === null ? 'not given by the model' : percentWords(probability);
}

function etaCell(figures: RouteFigures, lonDeg: number): ReactNode {
  return (
    <>
      {formatUtcShort(figures.etaUtcMs)}
      <span className="routing-local"> {localTimeWords(figures.etaUtcMs, lonDeg, null)}</span>
    </>
  );
}

/**
 * The proposal beside the planned route: distance, ETA (UTC with the ship's local time), hours
 * past the soft and hard limits in the routing fields (and, once checked, in the shipping forecast),
 * the storm passed closest, and the credits the routing spent.
 */
export function RoutingComparison({
  result,
  verification,
  ensembleCheck,
  arrivalLonDeg,
  dataSource,
}: {
  result: WeatherRoutingResult;
  verification: RoutingVerification | null;
  ensembleCheck: RoutingEnsembleCheck | null;
  arrivalLonDeg: number;
  dataSource: DataSource;
}) {
  const { planned, proposed } = result;
  if (proposed === null) return null;
  const rows: Array<{ key: string; label: string; planned: ReactNode; proposed: ReactNode }> = [
    { key: 'distance', label: 'Distance', planned: formatQuantity(planned.distanceNm, 'nm'), proposed: formatQuantity(proposed.distanceNm, 'nm') },
    { key: 'eta', label: 'ETA', planned: etaCell(planned, arrivalLonDeg), proposed: etaCell(proposed, arrivalLonDeg) },
    { key: 'soft', label: 'Hours above soft limits (routing fields)', planned: hoursWords(planned.softHours), proposed: hoursWords(proposed.softHours) },
    { key: 'hard', label: 'Hours breaking a hard limit (routing fields)', planned: hoursWords(planned.hardHours), proposed: hoursWords(proposed.hardHours) },
  ];
  if (planned.unreadHours > 0 || proposed.unreadHours > 0) {
    rows.push({ key: 'unread', label: 'Hours outside the routing fields (weather not known)', planned: hoursWords(planned.unreadHours), proposed: hoursWords(proposed.unreadHours) });
  }
  if (verification !== null) {
    rows.push(
      { key: 'forecast-soft', label: 'Hours above soft limits (shipping forecast)', planned: hoursWords(verification.planned.softHours), proposed: hoursWords(verification.proposed.softHours) },
      { key: 'forecast-hard', label: 'Hours breaking a hard limit (shipping forecast)', planned: hoursWords(verification.planned.hardHours), proposed: hoursWords(verification.proposed.hardHours) },
    );
  }
  for (const [index, chance] of (ensembleCheck?.planned ?? []).entries()) {
    const proposedChance = ensembleCheck?.proposed[index]?.probability ?? null;
    rows.push({ key: `ensemble-${chance.limit}`, label: `Highest chance of ${chance.limitText} (${ensembleCheck?.model ?? 'ensemble'})`, planned: chanceWords(chance.probability), proposed: chanceWords(proposedChance) });
  }
  rows.push(
    { key: 'storm', label: 'Closest storm', planned: clearanceWords(planned), proposed: clearanceWords(proposed) },
    { key: 'credits', label: 'Credits spent', planned: '—', proposed: creditWords(result.creditsSpent + (verification?.creditsSpent ?? 0) + (ensembleCheck?.creditsSpent ?? 0), dataSource) },
  );
  return (
    <table className="routing-comparison" data-testid="routing-comparison">
      <caption>
        The proposal arrives {arrivalDifferenceWords(proposed.etaUtcMs - planned.etaUtcMs)}
        {planned.stormClearance !== null && proposed.stormClearance !== null
          ? ` and passes ${proposed.stormClearance.stormName} ${formatQuantity(proposed.stormClearance.distanceNm, 'nm')} off (the plan ${formatQuantity(planned.stormClearance.distanceNm, 'nm')})`
          : ''}
        .
      </caption>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">Planned route</th>
          <th scope="col">Proposal</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.planned}</td>
            <td>{row.proposed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
