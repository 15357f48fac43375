import type { PassageBridge } from '../../shared/bridge';
import { countWords } from '../../shared/format/count-words';
import { creditWords, requestWords } from '../../shared/format/credit-words';
import { operationName } from '../../shared/format/service-names';
import type { DataSource } from '../../shared/service/answer-provenance';
import type { CreditTotals } from '../../shared/voyage/credit-totals';
import { useCall } from '../bridge/use-call';
import { CreditThresholdField } from './credit-threshold-field';

/**
 * What the service has cost, from the credit ledger: today and this month (UTC), and by
 * operation, with the answers the cache saved and, where the service's answers said what they
 * cost, that beside the estimate (a difference is marked); requests with no whole answer are
 * counted apart (a cut-off one may or may not have been charged: said as unknown). Read again whenever the panel opens or
 * the connection changes (a request may just have been made). In demo mode the credits are the
 * simulated ones the demo service counts, and say so.
 */
function count(value: number, unit: string): string {
  return countWords(value, unit);
}

type OperationTotals = CreditTotals['byOperation'][number];

/**
 * Requests sent that got no whole answer: refused (nothing charged), never reached (nothing
 * charged), cut off mid-way (charged or not, nobody can tell: at most their estimate, never counted as spent).
 */
export function notAnsweredWords(row: Pick<OperationTotals, 'refused' | 'unreached' | 'cutOff'>, dataSource: DataSource): string {
  const parts = [
    row.cutOff.requests > 0 ? `${row.cutOff.requests} cut off (up to ${creditWords(row.cutOff.credits, dataSource)}: charged or not, unknown)` : null,
    row.refused > 0 ? `${row.refused} refused (not charged)` : null,
    row.unreached > 0 ? `${row.unreached} never reached the service (not charged)` : null,
  ];
  const said = parts.filter((part) => part !== null);
  return said.length === 0 ? 'none' : said.join(', ');
}

/** ", 2 cut off: up to 24 simulated credits more, charged or not, unknown" after a total. */
function unknownTotalWords(unknown: CreditTotals['todayUnknown'], dataSource: DataSource): string {
  if (unknown.requests === 0) return '';
  return `; ${unknown.requests} cut off by the link: up to ${creditWords(unknown.credits, dataSource)} more, charged or not, unknown`;
}

/** What the service said the requests cost, against the estimate for the same requests. */
function reportedWords(reported: OperationTotals['reported']): string {
  if (reported === null) return 'not reported by the service';
  const { requests, spentCredits, estimatedCredits } = reported;
  const of = `${count(requests, 'request')}`;
  if (spentCredits === estimatedCredits) return `${spentCredits}, as estimated (${of})`;
  const difference = spentCredits - estimatedCredits;
  return `${spentCredits}, estimated ${estimatedCredits}: ${Math.abs(difference)} ${difference > 0 ? 'more' : 'fewer'} than estimated (${of})`;
}

export function CreditsSection({ bridge, refreshKey, dataSource }: { bridge: PassageBridge; refreshKey: unknown; dataSource: DataSource }) {
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
              {creditWords(totals.todayCredits, dataSource)}, {requestWords(totals.todayRequests)}
              {unknownTotalWords(totals.todayUnknown, dataSource)}
            </dd>
            <dt>This month</dt>
            <dd data-testid="credits-month">
              {creditWords(totals.monthCredits, dataSource)}, {requestWords(totals.monthRequests)}
              {unknownTotalWords(totals.monthUnknown, dataSource)}
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
                  <th scope="col" className="number">{dataSource === 'demo' ? 'Simulated credits' : 'Credits'}</th>
                  <th scope="col" className="number">Requests</th>
                  <th scope="col" className="number">From cache</th>
                  <th scope="col">Spent, as the service says</th>
                  <th scope="col">Not answered</th>
                </tr>
              </thead>
              <tbody>
                {totals.byOperation.map((row) => (
                  <tr key={row.operation}>
                    <th scope="row" data-operation={row.operation}>
                      {operationName(row.operation)}
                    </th>
                    <td className="number">{row.credits}</td>
                    <td className="number">{row.requests}</td>
                    <td className="number">{row.servedFromCache}</td>
                    <td data-testid="credits-reported" className={row.reported !== null && row.reported.spentCredits !== row.reported.estimatedCredits ? 'credits-differ' : undefined}>
                      {reportedWords(row.reported)}
                    </td>
                    <td data-testid="credits-not-answered">{notAnsweredWords(row, dataSource)}</td>
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
