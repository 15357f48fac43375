import { useCallback, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { staleItems } from '../../shared/voyage/pack-staleness';
import { useCall } from '../bridge/use-call';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useWindowKey } from '../shell/use-window-key';
import { useVoyageStore } from '../state/external-store';
import { usePackSettings } from '../state/pack-settings';
import { voyagePackStore } from '../state/voyage-pack';
import { staleWords } from './pack-progress-words';

/** Alt+Shift+U: fetch again what went stale in the open voyage's pack, from anywhere (listed in the `?` overlay). */
export function isRefreshStalePackKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyU');
}

export const refreshStalePackShortcut = { keys: 'Alt+Shift+U', action: "Fetch again what went stale in the open voyage's pack (status bar), through the credit gate" } as const;

const noKey = () => false;

/**
 * A voyage's pack grown older than the navigator allows (Settings, "Prepare for sea"): what is
 * stale, and one action through the credit gate that fetches just that again, its cost estimated
 * as the pack estimates (cached and fresh: nothing). In the status bar for the open voyage and in
 * the voyage list for each; nothing while the pack is fresh.
 */
export function PackStaleWarning({ bridge, voyageId, nowMs, className, answersKey = false }: { bridge: PassageBridge; voyageId: string | null; nowMs: number; className?: string; answersKey?: boolean }) {
  const pack = useVoyageStore(voyagePackStore, voyageId);
  const settings = usePackSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const stale = pack === null || settings === null || pack.state === 'running' ? [] : staleItems(pack, settings.packStaleAfter, nowMs);
  const staleKey = stale.map((item) => item.itemId).join(',');
  const estimate = useCall(() => (voyageId === null || staleKey === '' ? null : bridge.estimateVoyagePackRefresh({ voyageId })), [bridge, voyageId, staleKey, pack?.finishedAtMs]);
  const refresh = useCallback(async () => {
    if (voyageId === null) return;
    setAsked(true);
    const result = await bridge.refreshVoyagePack({ voyageId });
    setAsked(false);
    if (result.ok) voyagePackStore.set(voyageId, result.value);
    setProblem(result.ok ? null : result.error.message);
  }, [bridge, voyageId]);
  const gate = useCreditGate('voyagePackRefresh', creditEstimate(estimate), refresh);
  const outdated = estimate.value?.outdated === true;
  // The open voyage's warning (the status bar's) answers the key; the voyage list's do not.
  const askByKey = useCallback(() => {
    if (stale.length > 0 && !outdated && !asked) gate.ask();
  }, [stale.length, outdated, asked, gate]);
  useWindowKey(answersKey ? isRefreshStalePackKey : noKey, askByKey);
  if (stale.length === 0) return null;
  return (
    <span className={`voyage-pack-stale ${className ?? ''}`} data-testid="voyage-pack-stale" role="status">
      <span className="voyage-pack-stale-words" title={staleWords(stale)}>
        {staleWords(stale)}
      </span>
      {outdated ? (
        <span> (the route changed since: prepare it for sea again)</span>
      ) : (
        <CreditGateButton gate={gate} label="Refresh" busyLabel="Refreshing…" busy={asked} testId="voyage-pack-refresh" title={`Fetch again what went stale in this voyage's pack${answersKey ? ` (${refreshStalePackShortcut.keys})` : ''}`} />
      )}
      {estimate.status === 'failed' && <span role="alert"> The refresh could not be estimated: {estimate.error.message}</span>}
      {problem !== null && <span role="alert"> {problem}</span>}
    </span>
  );
}
