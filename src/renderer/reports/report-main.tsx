import './route-report.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeReportParams } from '../../shared/voyage/route-report-address';
import { passage } from '../bridge/bridge';
import { applyColours } from '../palette/apply-palette';
import { printColours } from '../palette/palette-colours';
import { RouteReport } from './route-report';

// The entry of report.html: the passage plan of the voyage named in the address.
applyColours(document.documentElement, printColours, 'print');
const root = document.getElementById('report-root');
if (!root) throw new Error('report.html has no #report-root element');
const params = new URLSearchParams(window.location.search);
const voyageId = params.get(routeReportParams.voyageId);

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
      />
    )}
  </StrictMode>,
);
