import './route-report.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeReportParams } from '../../shared/voyage/route-report-address';
import { passage } from '../bridge/bridge';
import { reportColoursCss } from './report-colours';
import { defaultForecastIntervalH } from './report-forecast-rows';
import { RouteReport } from './route-report';

// The entry of report.html: the passage plan of the voyage named in the address.
const colours = document.createElement('style');
colours.textContent = reportColoursCss('night');
document.head.append(colours);
document.documentElement.dataset.palette = 'print';
void passage.getSettings({}).then((result) => {
  if (result.ok) colours.textContent = reportColoursCss(result.value.palette);
});
const root = document.getElementById('report-root');
if (!root) throw new Error('report.html has no #report-root element');
const params = new URLSearchParams(window.location.search);
const voyageId = params.get(routeReportParams.voyageId);

/** A missing or nonsensical interval falls back to the default rather than failing the plan. */
function forecastIntervalFrom(text: string | null): number {
  const hours = Number(text);
  return text !== null && Number.isFinite(hours) && hours > 0 && hours <= 48 ? hours : defaultForecastIntervalH;
}

createRoot(root).render(
  <StrictMode>
    {voyageId === null || voyageId === '' ? (
      <p className="report-failure" role="alert">
        No voyage named: open the report from the Report tab, or add ?{routeReportParams.voyageId}=&lt;voyage id&gt; to the address.
      </p>
    ) : (
      <RouteReport
        bridge={passage}
        voyageId={voyageId}
        preparedBy={params.get(routeReportParams.preparedBy) ?? ''}
        printWhenReady={params.has(routeReportParams.print)}
        forecastIntervalH={forecastIntervalFrom(params.get(routeReportParams.forecastIntervalH))}
      />
    )}
  </StrictMode>,
);
