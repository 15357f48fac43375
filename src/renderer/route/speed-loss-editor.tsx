import type { KeyboardEvent } from 'react';
import { beaufortSeaWords, beaufortWindWords, shipSpeedKnText, speedLossBasisWords, weatherSectorWords } from '../../shared/format/weather-routing-words';
import { BEAUFORT_FORCES } from '../../shared/voyage/beaufort-scale';
import { hullFormSchema, type HullForm } from '../../shared/voyage/hull-form';
import { defaultHullForm, kwonSpeedLossTable } from '../../shared/voyage/kwon-speed-loss';
import { WEATHER_SECTORS, type SpeedLossTable } from '../../shared/voyage/speed-loss-table';
import { EntryCell, type EntryParse } from '../shell/entry-cell';

/**
 * Her speed in a seaway, edited with the vessel profile: the hull Kwon's method reads (length,
 * block coefficient, displacement, loading, container ship) and the table it fills, speed through
 * the water in knots by Beaufort force and the weather's sector on the bow. Every cell can be
 * typed over (the table then says it was edited); arrow keys up and down move along a sector.
 * Kept in the profile as a share of the service speed, so a new service speed scales it.
 */

export interface SpeedLossDraft {
  lengthM: string;
  blockCoefficient: string;
  displacementT: string;
  loading: HullForm['loading'];
  containerShip: boolean;
  /** null: no table, the router keeps the service speed in any sea */
  table: SpeedLossTable | null;
  /** why the last fill was refused, in words */
  problem: string | null;
}

export function speedLossDraftOf(table: SpeedLossTable | null): SpeedLossDraft {
  const hull = table?.hull ?? defaultHullForm;
  return {
    lengthM: String(hull.lengthBetweenPerpendicularsM),
    blockCoefficient: String(hull.blockCoefficient),
    displacementT: String(hull.displacementT),
    loading: hull.loading,
    containerShip: hull.containerShip,
    table,
    problem: null,
  };
}

const numberFrom = (text: string) => Number(text.trim().replace(',', '.'));

/** The table Kwon's method gives for the hull typed in, or why the hull cannot be read. */
function filledFromHull(draft: SpeedLossDraft, serviceSpeedKn: number): SpeedLossDraft {
  const hull = hullFormSchema.safeParse({
    lengthBetweenPerpendicularsM: numberFrom(draft.lengthM),
    blockCoefficient: numberFrom(draft.blockCoefficient),
    displacementT: numberFrom(draft.displacementT),
    loading: draft.loading,
    containerShip: draft.containerShip,
  });
  if (!hull.success || !(serviceSpeedKn > 0)) {
    return { ...draft, problem: 'Not filled: length 20 to 500 m, block coefficient 0.40 to 0.95, displacement 100 to 700,000 t, and a service speed above 0 kn.' };
  }
  return { ...draft, table: kwonSpeedLossTable(hull.data, serviceSpeedKn), problem: null };
}

function parseCellKn(serviceSpeedKn: number): (text: string) => EntryParse<number> {
  return (text) => {
    const value = numberFrom(text.replace(/\s*(kn|kts?)$/i, ''));
    if (text.trim() === '' || !Number.isFinite(value)) return { ok: false, message: `"${text}" is not a speed: type knots, such as 9.5` };
    if (value < 0 || value > serviceSpeedKn) return { ok: false, message: `${value} kn is out of range: 0 (she makes no way) to the service speed, ${shipSpeedKnText(serviceSpeedKn)} kn` };
    return { ok: true, value };
  };
}

/** Up and down the table along a sector, as in a spreadsheet; Enter commits a cell without saving the profile. */
function moveAlongSector(event: KeyboardEvent<HTMLDivElement>) {
  const input = event.target as HTMLInputElement;
  const match = /^speed-loss-(\d+)-(\d+)$/.exec(input.name ?? '');
  if (event.key === 'Enter' && match) event.preventDefault();
  if (!match || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
  const force = Number(match[1]) + (event.key === 'ArrowDown' ? 1 : -1);
  const next = event.currentTarget.querySelector<HTMLInputElement>(`input[name="speed-loss-${force}-${match[2]}"]`);
  if (next) {
    event.preventDefault();
    next.focus();
    next.select();
  }
}

export function SpeedLossEditor({ draft, serviceSpeedKn, onChange }: { draft: SpeedLossDraft; serviceSpeedKn: number; onChange(next: SpeedLossDraft): void }) {
  const set = (field: 'lengthM' | 'blockCoefficient' | 'displacementT') => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value, problem: null });
  const table = draft.table;
  const speedKnOf = (lossPercent: number) => serviceSpeedKn * (1 - lossPercent / 100);
  function commitCell(force: number, sector: number, speedKn: number) {
    if (table === null) return;
    const lossPercent = Math.round((1 - speedKn / serviceSpeedKn) * 1000) / 10;
    if (lossPercent === table.lossPercent[force]![sector]) return;
    const rows = table.lossPercent.map((row, each) => (each === force ? row.map((cell, column) => (column === sector ? lossPercent : cell)) : row));
    onChange({ ...draft, table: { ...table, lossPercent: rows, editedByNavigator: true } });
  }
  return (
    <fieldset className="speed-loss" data-testid="speed-loss">
      <legend>Speed in a seaway</legend>
      <p className="route-hint">
        {table === null
          ? `No table: the weather router keeps ${shipSpeedKnText(serviceSpeedKn)} kn in any sea. Fill it from the hull by Kwon's method (2008), then adjust any cell.`
          : `Speed through the water, kn, at a service speed of ${shipSpeedKnText(serviceSpeedKn)} kn, by Beaufort force and where the weather comes from off the bow. ${speedLossBasisWords(table)}`}
      </p>
      <div className="speed-loss-hull">
        <label>
          Length m <input value={draft.lengthM} onChange={set('lengthM')} inputMode="decimal" size={4} title="Length between perpendiculars" />
        </label>
        <label>
          Block coefficient <input value={draft.blockCoefficient} onChange={set('blockCoefficient')} inputMode="decimal" size={4} />
        </label>
        <label>
          Displacement t <input value={draft.displacementT} onChange={set('displacementT')} inputMode="decimal" size={7} />
        </label>
        <label>
          Loading{' '}
          <select value={draft.loading} onChange={(event) => onChange({ ...draft, loading: event.target.value as HullForm['loading'] })}>
            <option value="laden">laden</option>
            <option value="ballast">ballast</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={draft.containerShip} onChange={(event) => onChange({ ...draft, containerShip: event.target.checked })} /> Container ship
        </label>
        <button type="button" onClick={() => onChange(filledFromHull(draft, serviceSpeedKn))}>
          Fill from Kwon's method
        </button>{' '}
        {table !== null && (
          <button type="button" onClick={() => onChange({ ...draft, table: null, problem: null })}>
            Clear table
          </button>
        )}
      </div>
      {draft.problem && <p role="alert">{draft.problem}</p>}
      {table !== null && (
        <div className="speed-loss-grid" onKeyDown={moveAlongSector}>
          <table className="speed-loss-table">
            <thead>
              <tr>
                <th scope="col">Bf</th>
                <th scope="col">Wind kn</th>
                <th scope="col" title="The probable significant wave height of the open sea at that force (WMO)">
                  Hs m
                </th>
                {WEATHER_SECTORS.map((sector) => (
                  <th scope="col" key={sector.key}>
                    {weatherSectorWords[sector.key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: BEAUFORT_FORCES }, (_, force) => (
                <tr key={force}>
                  <th scope="row">{force}</th>
                  <td className="number">{beaufortWindWords(force)}</td>
                  <td className="number">{beaufortSeaWords(force)}</td>
                  {WEATHER_SECTORS.map((sector, column) => (
                    <td key={sector.key}>
                      <EntryCell
                        label={`Beaufort ${force}, ${weatherSectorWords[sector.key]}: speed kn`}
                        name={`speed-loss-${force}-${column}`}
                        shown={shipSpeedKnText(speedKnOf(table.lossPercent[force]![column]!))}
                        parse={parseCellKn(serviceSpeedKn)}
                        onCommit={(speedKn) => commitCell(force, column, speedKn)}
                        size={3}
                        numeric
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}
