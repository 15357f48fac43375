import { useCallback, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { byteSizeWords } from '../../shared/format/byte-size';
import { costWords, creditWords } from '../../shared/format/credit-words';
import { packItemsUntickedByDefault, type PackChoicesInput, type PackStatus } from '../../shared/voyage/voyage-pack';
import type { CallState } from '../bridge/use-call';
import { CreditGateButton, useCreditGate, type CreditEstimate } from '../shell/credit-gate';
import { useCreditTerms } from '../state/credit-terms';
import { usePackSettings } from '../state/pack-settings';
import { voyagePackStore } from '../state/voyage-pack';
import { formatDuration } from '../../shared/time/time-format';
import { itemCostWords } from './pack-progress-words';

/**
 * The pack before anything is asked: each item with its cost and size, a tick to leave it out,
 * the total, and the one credit gate. What is cached and fresh costs nothing and says so.
 */
export function PackEstimateList({
  bridge,
  choices,
  estimate,
  onUntickedChange,
  onTickedChange,
  onStarted,
}: {
  bridge: PassageBridge;
  /** With the items the navigator unticked: the estimate is of these choices. */
  choices: PackChoicesInput;
  estimate: CallState<PackStatus>;
  onUntickedChange: (itemIds: readonly string[]) => void;
  /** Items unticked by default (`packItemsUntickedByDefault`) the navigator ticked. */
  onTickedChange: (itemIds: readonly string[]) => void;
  onStarted: () => void;
}) {
  const terms = useCreditTerms();
  const dataSource = terms.dataSource ?? 'demo';
  const smallLink = usePackSettings()?.smallLink ?? null;
  const slow = smallLink?.on === true ? smallLink : null;
  const unticked = new Set(choices.untickedItemIds ?? []);
  const ticked = new Set(choices.tickedItemIds ?? []);
  const optIn = new Set(packItemsUntickedByDefault);
  const isTicked = (itemId: string) => (optIn.has(itemId) ? ticked.has(itemId) : !unticked.has(itemId));
  const [resumeOnReconnect, setResumeOnReconnect] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const plan = estimate.value;
  const chosen = plan?.items.filter((item) => item.state !== 'failed' && isTicked(item.itemId)) ?? [];
  const credits = chosen.reduce((sum, item) => sum + item.creditsEstimated, 0);
  const bytes = chosen.reduce((sum, item) => sum + item.bytesEstimated, 0);
  const imageBytes = chosen.filter((item) => item.kind === 'mapLayer' || item.kind === 'routingFields').reduce((sum, item) => sum + item.bytesEstimated, 0);
  const gateEstimate: CreditEstimate = estimate.status === 'failed' ? { status: 'failed' } : plan === null || estimate.status === 'loading' ? { status: 'loading' } : { status: 'ready', creditsToSpend: credits };

  const start = useCallback(async () => {
    setStarting(true);
    setProblem(null);
    const result = await bridge.startVoyagePack({ ...choices, resumeOnReconnect });
    setStarting(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    voyagePackStore.set(result.value.voyageId, result.value);
    onStarted();
  }, [bridge, choices, resumeOnReconnect, onStarted]);
  const gate = useCreditGate('voyagePack', gateEstimate, start);

  const toggle = (itemId: string) => {
    const next = new Set(optIn.has(itemId) ? ticked : unticked);
    if (next.has(itemId)) next.delete(itemId);
    else next.add(itemId);
    if (optIn.has(itemId)) onTickedChange([...next]);
    else onUntickedChange([...next]);
  };

  return (
    <div className="voyage-pack-estimate" data-testid="voyage-pack-estimate">
      {estimate.status === 'loading' && plan === null && <p className="voyage-pack-note">Working out what the voyage needs…</p>}
      {estimate.status === 'failed' && <p role="alert">The pack could not be planned: {estimate.error.message}</p>}
      {plan !== null && (
        <>
          <ul className="voyage-pack-items">
            {plan.items.map((item) => (
              <li key={item.itemId} data-testid="voyage-pack-item" data-item={item.itemId} data-state={item.state}>
                <label>
                  <input type="checkbox" checked={item.state !== 'failed' && isTicked(item.itemId)} disabled={item.state === 'failed'} onChange={() => toggle(item.itemId)} />
                  {item.label}
                </label>
                <span className="voyage-pack-cost">{item.state === 'failed' ? 'cannot be packed' : itemCostWords(item, dataSource)}</span>
                {item.message !== null && <span className="voyage-pack-message">{item.message}</span>}
                {slow !== null && item.state !== 'failed' && item.bytesEstimated > slow.askAboveBytes && (
                  <span className="voyage-pack-message" data-testid="voyage-pack-will-ask">
                    Over the {byteSizeWords(slow.askAboveBytes)} you allow for one item on the slow link: Passage asks before fetching it.
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="voyage-pack-total" data-testid="voyage-pack-total">
            Total: {chosen.length} of {plan.items.length} items, {costWords(credits, dataSource)}, about {byteSizeWords(bytes)} on the link
            {imageBytes > 0 ? ` with about ${byteSizeWords(imageBytes)} of map images, which cost no credits` : ''}
            {plan.planningCredits > 0 ? ` (planning read the model catalogues for ${creditWords(plan.planningCredits, dataSource)})` : ''}.
          </p>
          {slow !== null && (
            <p className="voyage-pack-note" data-testid="voyage-pack-slow-link">
              Slow link (Settings): at most {byteSizeWords(slow.bytesPerSecond)} a second, so about {formatDuration(Math.max(60_000, (bytes / slow.bytesPerSecond) * 1000))} for this pack.
            </p>
          )}
          {choices.layers?.length === 0 && <p className="voyage-pack-note">No weather map: pick a layer on the chart (Weather layer) to pack it over the route for the voyage.</p>}
          <label className="voyage-pack-option">
            <input type="checkbox" checked={resumeOnReconnect} onChange={(event) => setResumeOnReconnect(event.target.checked)} />
            If the connection drops, go on by itself when it is back
          </label>
        </>
      )}
      <CreditGateButton gate={gate} label="Prepare for sea" busyLabel="Starting…" busy={starting} disabled={chosen.length === 0} testId="voyage-pack-start" />
      {problem !== null && <p role="alert">{problem}</p>}
    </div>
  );
}
