import { useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PackStatus } from '../../shared/voyage/voyage-pack';
import { useConnection } from '../shell/use-connection';
import { useCreditTerms } from '../state/credit-terms';
import { voyagePackStore } from '../state/voyage-pack';
import { OfflineChecklist } from './offline-checklist-view';
import { itemProgressWords, itemStateWords, progressWords } from './pack-progress-words';

/** One progress bar, each item's state, cancel and resume; at the end the offline checklist. */
export function PackProgress({ bridge, pack, onPrepareAgain }: { bridge: PassageBridge; pack: PackStatus; onPrepareAgain: () => void }) {
  const dataSource = useCreditTerms().dataSource ?? 'demo';
  const connection = useConnection(bridge);
  const [problem, setProblem] = useState<string | null>(null);
  const settle = (result: Awaited<ReturnType<PassageBridge['resumeVoyagePack']>>) => {
    if (result.ok) voyagePackStore.set(pack.voyageId, result.value);
    else setProblem(result.error.message);
  };
  const act = async (call: 'cancelVoyagePack' | 'resumeVoyagePack') => {
    setProblem(null);
    settle(await bridge[call]({ voyageId: pack.voyageId }));
  };
  // An item over the navigator's size on a slow link: its cost was agreed when the pack started.
  const answer = async (itemId: string, fetch: boolean) => {
    setProblem(null);
    settle(await bridge.answerVoyagePackSizeAsk({ voyageId: pack.voyageId, itemId, fetch }));
  };
  const running = pack.state === 'running';
  return (
    <div className="voyage-pack-progress" data-testid="voyage-pack-progress" data-state={pack.state}>
      <progress max={Math.max(1, pack.itemsTotal)} value={pack.itemsDone} aria-label="Items packed" />
      <p className="voyage-pack-summary" data-testid="voyage-pack-summary">
        {progressWords(pack, dataSource)}
      </p>
      {pack.reason !== null && <p className={pack.state === 'failed' || pack.state === 'paused' ? 'voyage-pack-problem' : 'voyage-pack-note'} data-testid="voyage-pack-reason">{pack.reason}</p>}
      <ul className="voyage-pack-items">
        {pack.items.map((item) => (
          <li key={item.itemId} data-testid="voyage-pack-item" data-item={item.itemId} data-state={item.state}>
            <span className={`voyage-pack-state voyage-pack-state-${item.state}`}>{itemStateWords[item.state]}</span>
            <span>{item.label}</span>
            <span className="voyage-pack-cost">{itemProgressWords(item)}</span>
            {item.message !== null && <span className="voyage-pack-message">{item.message}</span>}
            {item.sizeCheck === 'asking' && item.state === 'waiting' && !running && (
              <span className="voyage-pack-actions" data-testid="voyage-pack-size-ask">
                <button type="button" onClick={() => void answer(item.itemId, true)} data-testid="voyage-pack-size-fetch">
                  Fetch it
                </button>
                <button type="button" onClick={() => void answer(item.itemId, false)} data-testid="voyage-pack-size-skip">
                  Skip it
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="voyage-pack-actions">
        {running && (
          <button type="button" onClick={() => void act('cancelVoyagePack')} data-testid="voyage-pack-cancel">
            Cancel
          </button>
        )}
        {!running && pack.state !== 'done' && (
          <button type="button" onClick={() => void act('resumeVoyagePack')} data-testid="voyage-pack-resume">
            Resume (asks only what is missing)
          </button>
        )}
        {!running && (
          <button type="button" onClick={onPrepareAgain} data-testid="voyage-pack-again">
            Prepare again…
          </button>
        )}
      </div>
      {problem !== null && <p role="alert">{problem}</p>}
      {pack.state === 'done' && <OfflineChecklist pack={pack} />}
      {pack.state === 'done' && (
        <label className="voyage-pack-option" data-testid="voyage-pack-test-offline">
          <input type="checkbox" checked={connection.status?.offlineMode ?? false} onChange={(event) => connection.setOfflineMode(event.target.checked)} />
          Test offline: ask nothing, show only what is packed (Shift+O)
        </label>
      )}
    </div>
  );
}
