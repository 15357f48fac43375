import type { PassageBridge } from '../../shared/bridge';
import { byteSizeWords } from '../../shared/format/byte-size';
import { countWords } from '../../shared/format/count-words';
import { operationName } from '../../shared/format/service-names';
import { useCall } from '../bridge/use-call';

/**
 * What came over the link from the service, from the credit ledger: bytes received as they
 * crossed the wire (compressed), this month (UTC) and since the ledger began, in total and by
 * operation, beside the credits above. At sea a satellite link is paid by the byte. Answers from
 * the cache cost none. Read again whenever the panel opens or a request may have been made.
 */

export function BytesReceivedSection({ bridge, refreshKey }: { bridge: PassageBridge; refreshKey: unknown }) {
  const call = useCall(() => bridge.getBytesReceived({}), [bridge, refreshKey]);
  const totals = call.value;
  return (
    <section className="settings-section" aria-labelledby="bytes-heading" data-testid="bytes-received">
      <h2 id="bytes-heading">Bytes received</h2>
      <p>As they crossed the link, compressed; answers from the cache cost none.</p>
      {call.status === 'failed' && <p role="alert">The credit ledger could not be read: {call.error.message}</p>}
      {totals && (
        <>
          <dl className="credit-totals">
            <dt>This month (UTC)</dt>
            <dd data-testid="bytes-month">{byteSizeWords(totals.monthBytes)}</dd>
            <dt>All time</dt>
            <dd data-testid="bytes-all-time">
              {byteSizeWords(totals.allTimeBytes)}, {countWords(totals.byOperation.reduce((sum, row) => sum + row.answers, 0), 'answer')}
            </dd>
          </dl>
          {totals.byOperation.length === 0 ? (
            <p>Nothing has been received from the service yet.</p>
          ) : (
            <table className="data-table">
              <caption>By operation</caption>
              <thead>
                <tr>
                  <th scope="col">Operation</th>
                  <th scope="col" className="number">This month</th>
                  <th scope="col" className="number">All time</th>
                  <th scope="col" className="number">Answers</th>
                </tr>
              </thead>
              <tbody>
                {totals.byOperation.map((row) => (
                  <tr key={row.operation} data-testid="bytes-row">
                    <th scope="row" data-operation={row.operation}>
                      {operationName(row.operation)}
                    </th>
                    <td className="number">{byteSizeWords(row.monthBytes)}</td>
                    <td className="number">{byteSizeWords(row.allTimeBytes)}</td>
                    <td className="number">{row.answers}</td>
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
