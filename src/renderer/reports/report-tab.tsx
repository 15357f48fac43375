import './report-tab.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { AppInfo } from '../../shared/contract';
import { routeReportAddress } from '../../shared/voyage/route-report-address';
import { useOpenVoyage } from '../route/open-voyage';
import { SavedVoyagePicker } from '../route/saved-voyage-picker';
import { usePorts } from '../route/use-ports';
import { useWaypointClocks } from '../route/use-waypoint-clocks';
import { ForecastExports } from './forecast-exports';
import { defaultForecastIntervalH, forecastIntervalChoicesH } from './report-forecast-rows';
import { waypointRows } from './route-report-model';

/** Ctrl+P prints the passage plan while the Report tab is open (and not the workstation page). */
export function isPrintReportKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';
}

/**
 * The Report tab: the passage plan of the open voyage, printed in one action. In the app, main
 * prints it to a PDF file (printRouteReport); in the web host the plan opens as a page of its own
 * and the browser's print dialog comes up. Either way what prints is the saved voyage, so a voyage
 * with unsaved edits must be saved first.
 */
export function ReportTab({ bridge, host, connection }: { bridge: PassageBridge; host: AppInfo['host'] | null; connection: ConnectionStatus | null }) {
  const { voyage, plan, dirty, problem: voyageProblem } = useOpenVoyage();
  // The same clocks as the Route tab and the printed plan (zones already looked up; nothing is spent here).
  const { clocks } = useWaypointClocks(bridge, voyage?.waypoints, usePorts(bridge).ports);
  const [preparedBy, setPreparedBy] = useState('');
  const [forecastIntervalH, setForecastIntervalH] = useState<number>(defaultForecastIntervalH);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [printing, setPrinting] = useState(false);
  const rows = useMemo(() => (plan?.ok ? waypointRows(plan.plan) : []), [plan]);
  const canPrint = voyage !== null && plan?.ok === true && !dirty && !printing && host !== null;

  const print = useCallback(async () => {
    if (!canPrint) return;
    const request = { voyageId: voyage.id, preparedBy: preparedBy.trim(), forecastIntervalH };
    if (host === 'web') {
      const opened = window.open(routeReportAddress({ ...request, print: true }), '_blank');
      setOutcome(opened ? { text: 'The passage plan opened in a new tab: print it there.', failed: false } : { text: 'The browser blocked the new tab: allow pop-ups for Passage.', failed: true });
      return;
    }
    setPrinting(true);
    const result = await bridge.printRouteReport(request);
    setPrinting(false);
    if (!result.ok) setOutcome({ text: `Not printed: ${result.error.message}`, failed: true });
    else setOutcome(result.value.savedTo === null ? { text: 'Not saved: the save was cancelled.', failed: false } : { text: `Saved to ${result.value.savedTo}`, failed: false });
  }, [bridge, canPrint, host, preparedBy, forecastIntervalH, voyage]);

  useEffect(
    function listenForPrintKey() {
      function onKeyDown(event: KeyboardEvent) {
        if (!isPrintReportKey(event)) return;
        // Never the browser's own print of the workstation: it would print the chart screen.
        event.preventDefault();
        void print();
      }
      window.addEventListener('keydown', onKeyDown);
      return function stopListeningForPrintKey() {
        window.removeEventListener('keydown', onKeyDown);
      };
    },
    [print],
  );

  if (voyage === null) {
    return (
      <div className="report-tab">
        <h2>Passage plan</h2>
        <p>No voyage is open. Choose one to print its passage plan.</p>
        {voyageProblem && <p role="alert">{voyageProblem}</p>}
        <SavedVoyagePicker className="report-picker" />
      </div>
    );
  }
  return (
    <div className="report-tab">
      <h2>Passage plan: {voyage.name}</h2>
      {plan?.ok === false && <p role="alert">Cannot print: {plan.message}</p>}
      {dirty && <p role="alert">This voyage has unsaved edits. The plan prints the saved voyage: save first.</p>}
      <label className="report-prepared-by">
        Prepared by{' '}
        <input value={preparedBy} maxLength={200} placeholder="Name and rank of the officer" onChange={(event) => setPreparedBy(event.target.value)} />
      </label>
      <label className="report-forecast-interval">
        Forecast between waypoints every{' '}
        <select value={forecastIntervalH} onChange={(event) => setForecastIntervalH(Number(event.target.value))}>
          {forecastIntervalChoicesH.map((hours) => (
            <option key={hours} value={hours}>
              {hours} h
            </option>
          ))}
        </select>
      </label>
      <p>
        <button type="button" disabled={!canPrint} onClick={() => void print()}>
          {printing ? 'Printing…' : 'Print passage plan'} <kbd>Ctrl+P</kbd>
        </button>
      </p>
      {outcome && (
        <p role={outcome.failed ? 'alert' : 'status'} className="report-outcome">
          {outcome.text}
        </p>
      )}
      <ForecastExports bridge={bridge} connection={connection} portClocks={clocks} />
      {rows.length > 0 && (
        <table className="data-table report-preview">
          <caption>What the plan will list</caption>
          <thead>
            <tr>
              <th className="number">No.</th>
              <th>Waypoint</th>
              <th>ETA UTC</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <td className="number">{row.number}</td>
                <td>{row.name}</td>
                <td>{row.etaUtc}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
