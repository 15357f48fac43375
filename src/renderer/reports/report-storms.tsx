
import type { ReportStormRow } from './report-storm-rows';
import { formatRangeNm } from '../../shared/format/quantity-format';

/**
 * Tropical cyclones against the voyage as planned: how close each comes, against the distance
 * the vessel profile keeps, and when the ship would enter its 1-2-3 danger area.
 */
export function ReportStorms({
  rows,
  notNear,
  nearDistanceNm,
  note,
}: {
  rows: readonly ReportStormRow[] | null;
  notNear: readonly string[];
  nearDistanceNm: number;
  note: string | null;
}) {
  return (
    <section className="report-storms">
      <h2>Tropical cyclones</h2>
      {note && <p className="report-gap">{note}</p>}
      {rows !== null && rows.length === 0 && notNear.length === 0 && <p>The service reports no tropical cyclone at present.</p>}
      {rows !== null && rows.length === 0 && notNear.length > 0 && <p>No tropical cyclone near this voyage.</p>}
      {rows !== null && rows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Storm</th>
              <th>Closest approach</th>
              <th>At (UTC, class then)</th>
              <th>Profile distance</th>
              <th>Verdict</th>
              <th>Enters danger area (1-2-3 rule)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className={row.severity === 'hard' || row.severity === 'soft' ? 'report-breach' : undefined}>
                <td className="storm-name">{row.name}</td>
                <td className="storm-figure">{row.closestApproach}</td>
                <td>{row.cpaTime}</td>
                <td>{row.required}</td>
                <td>{row.verdict}</td>
                <td>{row.dangerAreaEntry}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {notNear.length > 0 && (
        <p className="report-storms-not-near">
          Not near this voyage (farther than {formatRangeNm(nearDistanceNm)} during the voyage): {notNear.join(', ')}.
        </p>
      )}
    </section>
  );
}
