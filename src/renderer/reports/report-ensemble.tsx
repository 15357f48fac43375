import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { reportEnsembleTable } from './report-ensemble-rows';

/**
 * Ensemble risk on paper: per leg, the highest chance that the ship meets more than each limit,
 * when and where, from the ensemble the Risk tab fetched. Without one the section says so, so
 * nobody takes its absence for calm weather.
 */
export function ReportEnsemble({
  ensemble,
  waypointNames,
  limits,
}: {
  ensemble: { status: 'ready'; result: EnsembleAlongRoute } | { status: 'absent'; message: string };
  waypointNames: readonly string[];
  limits: VesselLimits;
}) {
  if (ensemble.status === 'absent') {
    return (
      <section className="report-ensemble">
        <h2>Ensemble risk</h2>
        <p className="report-gap">{ensemble.message} Check the Risk tab before departure.</p>
      </section>
    );
  }
  const table = reportEnsembleTable(ensemble.result, waypointNames, limits);
  return (
    <section className="report-ensemble">
      <h2>Ensemble risk: the highest chance per leg that the ship meets more than each limit</h2>
      <p className="report-note">
        {table.basis}. Each figure is the share of the ensemble members beyond the limit at the ship&apos;s position and time, the highest on the leg, with when and where.
      </p>
      {ensemble.result.notCovered !== null && <p className="report-gap">{ensemble.result.notCovered}</p>}
      <table>
        <thead>
          <tr>
            <th>Leg</th>
            {table.columns.map((column) => (
              <th key={column.limit}>{column.heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.leg}>
              <td>{row.leg}</td>
              {row.cells.map((cell, index) =>
                cell.checked ? (
                  <td key={table.columns[index]?.limit ?? index} className="ensemble-figure">
                    <span className="ensemble-chance">
                      <strong>{cell.percent}</strong> {cell.timeUtc}
                    </span>
                    <br />
                    {cell.position}
                    {cell.partly !== null && (
                      <>
                        <br />({cell.partly})
                      </>
                    )}
                  </td>
                ) : (
                  <td key={table.columns[index]?.limit ?? index} className="report-gap">
                    {cell.reason}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
