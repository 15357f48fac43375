import type { ReportEndpoint, RouteReportModel } from './route-report-model';

function EndpointFacts({ title, endpoint }: { title: string; endpoint: ReportEndpoint }) {
  return (
    <div className="report-endpoint">
      <h3>{title}</h3>
      <dl>
        <dt>Waypoint</dt>
        <dd>{endpoint.waypointName}</dd>
        <dt>Port</dt>
        <dd>{endpoint.port ?? 'none within 10 nm'}</dd>
        <dt>Position</dt>
        <dd>{endpoint.position}</dd>
        <dt>UTC</dt>
        <dd>{endpoint.timeUtc}</dd>
        <dt>Local</dt>
        <dd>{endpoint.timeLocal}</dd>
      </dl>
    </div>
  );
}

/** The first page's facts: what ship, which voyage, from where to where and when, by whom, on what data. */
export function ReportCover({ model }: { model: RouteReportModel }) {
  return (
    <header className="report-cover">
      <p className="report-kind">Passage plan</p>
      <h1>{model.voyageName}</h1>
      {model.dataSource.isDemo && (
        <p className="report-demo-mark" role="note">
          DEMO DATA: positions are real, but every service figure in this plan was simulated by Passage&apos;s embedded demo service. Not for navigation.
        </p>
      )}
      <div className="report-endpoints">
        <EndpointFacts title="Departure" endpoint={model.departure} />
        <EndpointFacts title="Arrival" endpoint={model.arrival} />
      </div>
      <dl className="report-summary">
        <dt>Vessel</dt>
        <dd>{model.vesselName}</dd>
        <dt>Distance</dt>
        <dd>{model.distanceNm}</dd>
        <dt>Time at sea</dt>
        <dd>{model.timeAtSea}</dd>
        <dt>Waypoints</dt>
        <dd>{model.rows.length}</dd>
        <dt>Prepared by</dt>
        <dd>{model.preparedBy === '' ? '(not given)' : model.preparedBy}</dd>
        <dt>Printed</dt>
        <dd>{model.printedAtUtc}</dd>
        <dt>Data source</dt>
        <dd>{model.dataSource.text}</dd>
      </dl>
      <p className="report-note">Local times: in a port&apos;s approaches (within 60 nm) the port&apos;s own zone, at sea the nautical zone (by longitude, ±15° per hour); each time names its zone.</p>
    </header>
  );
}
