import './tab-guide.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { isTypingTarget } from '../palette/palette-shortcuts';
import { useWorkspaceLayout } from '../shell/layout-state';
import { tabShortcut } from '../shell/side-panel';
import { dismissTabGuide, useFirstStart } from './first-start-state';
import { tabGuideSentences } from './tab-guide-words';

/** Room the guide needs beside the tabs (its width in tab-guide.css); with less it sits over the chart's middle instead. */
const guideWidthPx = 320;
const gapPx = 14;

type Placement = { kind: 'beside'; top: number; right: number } | { kind: 'centred' };

/**
 * Beside the side panel's tab strip, pointing at it (beside the folded panel's rail when it is
 * folded), in the chart's top-right corner where a fitted route seldom runs; centred only where
 * the window leaves no room beside the panel.
 */
function placementNextToTabs(): Placement {
  const tabs = document.querySelector('.side-panel [role="tablist"]') ?? document.querySelector('.side-panel');
  const rect = tabs?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.left < guideWidthPx + 2 * gapPx) return { kind: 'centred' };
  return { kind: 'beside', top: rect.top, right: window.innerWidth - rect.left + gapPx };
}

/**
 * The short guide of the tabs a new demo installation opens with: one sentence per tab, next to
 * the tab strip, each naming its key and opening its tab when chosen. Not modal: the chart and
 * the tabs work while it is up. Escape or "Got it" dismisses it for good (passage.db).
 */
export function TabGuide({ bridge, tabs, onChoose }: { bridge: PassageBridge; tabs: readonly { id: string; title: string }[]; onChoose(id: string): void }) {
  const firstStart = useFirstStart();
  const show = firstStart?.showTabGuide ?? false;
  const [placement, setPlacement] = useState<Placement>({ kind: 'centred' });
  const gotIt = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => void dismissTabGuide(bridge), [bridge]);

  const { layout } = useWorkspaceLayout();
  useLayoutEffect(
    function followTheTabs() {
      if (!show) return;
      const place = () => setPlacement(placementNextToTabs());
      place();
      const observer = new ResizeObserver(place);
      observer.observe(document.body);
      const panel = document.querySelector('.side-panel');
      if (panel) observer.observe(panel);
      return function stopFollowingTheTabs() {
        observer.disconnect();
      };
    },
    // Folding the panel puts another element in its place: follow that one.
    [show, layout.panelCollapsed],
  );

  useEffect(
    function focusAndListenForEscape() {
      if (!show) return;
      gotIt.current?.focus();
      function onKey(event: KeyboardEvent) {
        if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return;
        // Escape closes a modal over the guide (the key list) first: that press is not meant for the guide.
        if (document.querySelector('[aria-modal="true"]') !== null) return;
        dismiss();
      }
      window.addEventListener('keydown', onKey);
      return function stopListeningForEscape() {
        window.removeEventListener('keydown', onKey);
      };
    },
    [show, dismiss],
  );

  if (!show) return null;
  const guided = tabs.map((tab, index) => ({ ...tab, index, sentence: tabGuideSentences[tab.id] })).filter((tab) => tab.sentence !== undefined);
  const style = placement.kind === 'beside' ? { top: placement.top, right: placement.right } : undefined;
  return (
    <section className={`tab-guide tab-guide-${placement.kind}`} style={style} role="dialog" aria-modal="false" aria-labelledby="tab-guide-title" data-testid="tab-guide" data-over-chart>
      <h2 id="tab-guide-title">Passage, tab by tab</h2>
      {firstStart?.sampleVoyageId != null && (
        <p className="tab-guide-sample">
          The sample voyage Rotterdam to New York is open (demo data). Delete it in the Route tab&apos;s list when done; it will not come back.
        </p>
      )}
      <ol className="tab-guide-tabs">
        {guided.map((tab) => (
          <li key={tab.id}>
            <button type="button" onClick={() => onChoose(tab.id)} title={`Open ${tab.title} (${tabShortcut(tab.index)})`}>
              <span className="tab-guide-name">{tab.title}</span> <kbd>{tabShortcut(tab.index)}</kbd>
            </button>
            <span className="tab-guide-sentence">{tab.sentence}</span>
          </li>
        ))}
      </ol>
      <p className="tab-guide-keys">
        <span>
          <kbd>?</kbd> lists every key; <kbd>Esc</kbd> closes this for good.
        </span>
        <button ref={gotIt} type="button" className="tab-guide-dismiss" onClick={dismiss}>
          Got it
        </button>
      </p>
    </section>
  );
}
