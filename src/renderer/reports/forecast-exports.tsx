import './forecast-exports.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PortClock } from '../../shared/format/local-time';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { RouteFileFormat } from '../../shared/voyage/route-file';
import { useCall } from '../bridge/use-call';
import { useOpenVoyage } from '../route/open-voyage';
import { exportPortClocks } from '../route/use-waypoint-clocks';
import { downloadFile } from '../shell/file-download';
import { forecastExportChoices, forecastExportForKey } from './forecast-export-keys';
import { forecastExportWait } from './forecast-export-readiness';

/**
 * The open voyage's route files with the forecast (exportForecastRoute). Exporting never spends
 * credits, so the buttons wait, with the reason shown, until the forecast of the saved route is
 * cached (fetched in the Forecast tab) or Passage is offline, when the cache answers.
 */
/** `connection`: the workstation's one connection status (App's useConnection), not asked again here. */
/** `portClocks`: each waypoint's clock, so the CSV writes local times as the screen and the plan do. */
export function ForecastExports({ bridge, connection, portClocks }: { bridge: PassageBridge; connection: ConnectionStatus | null; portClocks: readonly (PortClock | null)[] }) {
  const { voyage, dirty } = useOpenVoyage();
  const voyageId = voyage?.id ?? null;
  const revision = voyage?.revision ?? null;
  const estimate = useCall(() => (voyageId === null ? null : bridge.estimateRouteForecast({ voyageId })), [bridge, voyageId, revision]);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);
  // The guard against a second export while one is made: a ref, because a key pressed just after a
  // download reaches the listener before React has rendered the state that re-enabled the buttons.
  const inFlight = useRef(false);

  const reason = forecastExportWait({
    voyageOpen: voyageId !== null,
    dirty,
    estimate: estimate.status === 'ready' ? estimate.value : estimate.status === 'failed' ? { failure: estimate.error.message } : null,
    // Offline by choice or out of reach: the cache answers, whatever its age.
    offline: connection?.offlineMode === true || connection?.reachable === false,
    dataSource: connection?.dataSource ?? 'live',
  });

  const exportAs = useCallback(
    async (format: RouteFileFormat) => {
      if (voyageId === null || reason !== null || inFlight.current) return;
      inFlight.current = true;
      setExporting(true);
      const result = await bridge.exportForecastRoute({ voyageId, format, portClocks: exportPortClocks(portClocks) }).finally(() => {
        inFlight.current = false;
        setExporting(false);
      });
      if (!result.ok) {
        setOutcome({ text: `Not exported: ${result.error.message}`, failed: true });
        return;
      }
      downloadFile(result.value);
      // An RTZ past the 400 kB IEC 61174 asks for: said beside the file, with what would fit.
      setOutcome({ text: `Exported ${result.value.fileName}.${result.value.sizeNote === null ? '' : ` ${result.value.sizeNote}`}`, failed: false });
    },
    [bridge, voyageId, reason, portClocks],
  );

  useEffect(
    function listenForExportKeys() {
      function onKeyDown(event: KeyboardEvent) {
        const format = forecastExportForKey(event);
        if (format === null) return;
        event.preventDefault();
        void exportAs(format);
      }
      window.addEventListener('keydown', onKeyDown);
      return function stopListeningForExportKeys() {
        window.removeEventListener('keydown', onKeyDown);
      };
    },
    [exportAs],
  );

  return (
    <section className="forecast-exports" aria-label="Route files with the forecast" data-testid="forecast-exports">
      <h3>Route files with the forecast</h3>
      <p className="forecast-exports-buttons">
        {forecastExportChoices.map((choice) => (
          <button
            key={choice.format}
            type="button"
            data-testid={`export-forecast-${choice.format}`}
            disabled={reason !== null || exporting}
            title={reason ?? `${choice.keys}: download the ${choice.label}`}
            onClick={() => void exportAs(choice.format)}
          >
            {choice.label} <kbd>{choice.keys}</kbd>
          </button>
        ))}
      </p>
      {reason !== null && (
        <p className="forecast-exports-reason" data-testid="forecast-exports-reason">
          {reason}
        </p>
      )}
      {outcome && (
        <p role={outcome.failed ? 'alert' : 'status'} className="report-outcome">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
