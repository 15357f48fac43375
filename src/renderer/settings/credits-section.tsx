import type { PassageBridge } from '../../shared/bridge';
import { useCall } from '../bridge/use-call';
import { CreditThresholdField } from './credit-threshold-field';

/**
 * What the service has cost, from the credit ledger: today and this month (UTC), and by
 * operation, with the answers the cache saved. Read again whenever the panel opens or the
 * connection changes (a request may just have been made).
 */
function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

export function CreditsSection({ bridge, refreshKey }: { bridge: PassageBridge; refreshKey: unknown }) {
  const call = useCall(() => bridge.getCreditTotals({}), [bridge, refreshKey]);
  const totals = call.value;
  const problem = call.status === 'failed' ? call.error.message : null;

  return (
    <section className="settings-section" aria-labelledby="credits-heading" data-testid="credits">
      <h2 id="credits-heading">Credits spent</h2>
      <CreditThresholdField bridge={bridge} />
      {problem && <p role="alert">The credit ledger could not be read: {problem}</p>}
      {totals && (
        <>
          <dl className="credit-totals">
            <dt>Today (UTC)</dt>
            <dd data-testid="credits-today">
              {count(totals.todayCredits, 'credit')}, {count(totals.todayRequests, 'request')}
            </dd>
            <dt>This month</dt>
            <dd data-testid="credits-month">
              {count(totals.monthCredits, 'credit')}, {count(totals.monthRequests, 'request')}
            </dd>
          </dl>
          {totals.byOperation.length === 0 ? (
            <p>No request has been made this month.</p>
          ) : (
            <table className="data-table">
              <caption>This month by operation</caption>
              <thead>
                <tr>
                  <th scope="col">Operation</th>
                  <th scope="col" className="number">Credits</th>
                  <th scope="col" className="number">Requests</th>
                  <th scope="col" className="number">From cache</th>
                </tr>
              </thead>
              <tbody>
                {totals.byOperation.map((row) => (
                  <tr key={row.operation}>
                    <th scope="row">{row.operation}</th>
                    <td className="number">{row.credits}</td>
                    <td className="number">{row.requests}</td>
                    <td className="number">{row.servedFromCache}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
