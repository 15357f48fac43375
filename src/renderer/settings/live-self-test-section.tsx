import { useCallback, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { operationName } from '../../shared/format/service-names';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { SelfTestResult, SelfTestVerdict } from '../../shared/service/self-test-result';
import { useCall } from '../bridge/use-call';
import { creditEstimate, CreditGateButton, useCreditGate } from '../shell/credit-gate';

/**
 * The live self-test: one small request per operation to the service in use (the demo service in
 * demo mode), its total cost shown and asked through the credit gate first, then per operation
 * whether Passage read the answer, and the field paths of what it could not read.
 */

const verdictWords: Record<SelfTestVerdict, string> = {
  read: 'read',
  'read-with-parts-left-out': 'read, parts left out',
  'not-read': 'not read',
  'not-tried': 'not tried',
};

type Run = { status: 'idle' } | { status: 'running' } | { status: 'done'; results: SelfTestResult[] } | { status: 'failed'; message: string };

function summary(results: SelfTestResult[]): string {
  const count = (verdict: SelfTestVerdict) => results.filter((result) => result.verdict === verdict).length;
  return `${count('read')} of ${results.length} operations read whole, ${count('read-with-parts-left-out')} read with parts left out, ${count('not-read')} not read, ${count('not-tried')} not tried.`;
}

export function LiveSelfTestSection({ bridge, connection, onCreditsSpent }: { bridge: PassageBridge; connection: ConnectionStatus | null; onCreditsSpent(): void }) {
  const [run, setRun] = useState<Run>({ status: 'idle' });
  // The cost depends on the source (demo or live): asked again when the connection changes.
  const estimate = useCall(() => bridge.estimateLiveSelfTest({}), [bridge, connection?.dataSource]);
  const start = useCallback(async () => {
    setRun({ status: 'running' });
    const result = await bridge.runLiveSelfTest({});
    setRun(result.ok ? { status: 'done', results: result.value.results } : { status: 'failed', message: result.error.message });
    onCreditsSpent();
  }, [bridge, onCreditsSpent]);
  const gate = useCreditGate('liveSelfTest', creditEstimate(estimate), start);
  const against = connection?.dataSource === 'demo' ? 'the demo service' : 'the live service';

  return (
    <section className="settings-section" aria-labelledby="self-test-heading" data-testid="live-self-test">
      <h2 id="self-test-heading">Self-test</h2>
      <p>Sends one small request per operation to {against} and says whether Passage could read each answer.</p>
      <CreditGateButton gate={gate} label="Run self-test" busyLabel="Testing every operation …" busy={run.status === 'running'} testId="run-self-test" />
      {estimate.status === 'failed' && <p role="alert">The cost of the self-test is unknown: {estimate.error.message}</p>}
      {run.status === 'failed' && <p role="alert">The self-test did not run: {run.message}</p>}
      {run.status === 'done' && (
        <>
          <p data-testid="self-test-summary">{summary(run.results)}</p>
          <table className="data-table">
            <caption>Self-test by operation</caption>
            <thead>
              <tr>
                <th scope="col">Operation</th>
                <th scope="col">Answer</th>
                <th scope="col">Fields not read</th>
              </tr>
            </thead>
            <tbody>
              {run.results.map((result) => (
                <tr key={result.operation} data-testid="self-test-row" data-verdict={result.verdict} title={result.verdict === 'read' ? undefined : result.detail}>
                  <th scope="row" data-operation={result.operation}>
                    {operationName(result.operation)}
                  </th>
                  <td className={`self-test-${result.verdict}`}>{verdictWords[result.verdict]}</td>
                  <td>{result.fieldPaths.length === 0 ? (result.verdict === 'read' ? '' : result.detail) : result.fieldPaths.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
