import { useEffect, useRef, type ReactNode } from 'react';
import { togglePanel, useWorkspaceLayout } from './layout-state';
import { LayoutEdge, useLayoutSizePx } from './panel-resize';
import { useTabStripFit } from './tab-strip-fit';

export interface PanelTab {
  id: string;
  title: string;
  render(): ReactNode;
}

/**
 * What a tab is called where the panel is too narrow for the names (tab-strip-fit.ts), the full
 * name staying the tab's accessible name and title, and in the `?` sheet. Short enough for seven
 * tabs in one row of the narrowest panel (280 px), Routing's (Alt+7) among them; a tab not listed
 * keeps its full name.
 */
export const tabShortTitles: Readonly<Record<string, string>> = {
  route: 'Route',
  forecast: 'Fcst',
  risk: 'Risk',
  report: 'Rpt',
  settings: 'Setup',
  shore: 'Shore',
  routing: 'Rtg',
};

/**
 * The right-hand column: one tab per task (route, forecast, risk, settings). Only the open tab
 * is rendered, so a hidden panel never fetches or redraws behind the chart. Its left edge resizes
 * it (drag, or arrows once focused); Ctrl+B folds it to a narrow rail and back, so the chart can
 * take the whole screen. Width and fold are remembered (shell/layout-state.ts).
 */
export function SidePanel({ tabs, activeId, onChoose }: { tabs: readonly PanelTab[]; activeId: string; onChoose(id: string): void }) {
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  const { layout } = useWorkspaceLayout();
  const widthPx = useLayoutSizePx('panelWidthPx');
  const openId = active?.id;
  const strip = useRef<HTMLDivElement>(null);
  useTabStripFit(strip, layout.panelCollapsed ? 0 : tabs.length, widthPx);

  useEffect(
    function keepTheOpenTabInView() {
      // Where the strip cannot show every tab (more tabs than even the short names fit), it scrolls: the open one stays in it.
      if (openId !== undefined) document.getElementById(`tab-${openId}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    },
    [openId, layout.panelCollapsed],
  );

  if (layout.panelCollapsed) {
    return (
      <aside className="side-panel side-panel-collapsed" aria-label="Panels (folded away)" data-testid="side-panel">
        <button type="button" className="side-panel-unfold" onClick={togglePanel} title="Bring the side panel back (Ctrl+B)" aria-expanded={false} data-testid="panel-toggle">
          <span aria-hidden="true">‹</span> Panels <kbd>Ctrl+B</kbd>
        </button>
      </aside>
    );
  }
  return (
    <aside className="side-panel" id="side-panel" aria-label="Panels" data-testid="side-panel" style={{ width: widthPx }}>
      <LayoutEdge size="panelWidthPx" />
      <div className="side-panel-tabs" role="tablist" ref={strip}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active?.id}
            aria-controls={`panel-${tab.id}`}
            // The name whichever label the strip's width shows; the key as ARIA says keys.
            aria-label={tab.title}
            aria-keyshortcuts={tabShortcut(index)}
            title={`${tab.title} (${tabShortcut(index)})`}
            onClick={() => onChoose(tab.id)}
          >
            <span className="tab-title">{tab.title}</span>
            <span className="tab-title-short">{tabShortTitles[tab.id] ?? tab.title}</span> <kbd>{tabShortcut(index)}</kbd>
          </button>
        ))}
        <button type="button" className="side-panel-fold" onClick={togglePanel} title="Fold the side panel away (Ctrl+B)" aria-label="Fold the side panel away" aria-expanded aria-controls="side-panel" data-testid="panel-toggle">
          ›
        </button>
      </div>
      {active && (
        // Keyed by the tab: each tab opens at its top, not at the scroll the previous tab was left at.
        <section key={active.id} className="side-panel-body" role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
          {active.render()}
        </section>
      )}
    </aside>
  );
}

/** The key that opens the tab at `index`: derived from its place, so the two can never disagree. */
export function tabShortcut(index: number): string {
  return `Alt+${index + 1}`;
}

/** Alt+1 … Alt+9 open the tabs in order; read from the physical key so every layout agrees. */
export function tabIndexForKey(press: { code: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): number | null {
  if (!press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const match = /^Digit([1-9])$/.exec(press.code);
  return match ? Number(match[1]) - 1 : null;
}
