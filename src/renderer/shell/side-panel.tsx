import type { ReactNode } from 'react';

export interface PanelTab {
  id: string;
  title: string;
  render(): ReactNode;
}

/**
 * The right-hand column: one tab per task (route, forecast, risk, settings). Only the open tab
 * is rendered, so a hidden panel never fetches or redraws behind the chart.
 */
export function SidePanel({ tabs, activeId, onChoose }: { tabs: readonly PanelTab[]; activeId: string; onChoose(id: string): void }) {
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  return (
    <aside className="side-panel" aria-label="Panels">
      <div className="side-panel-tabs" role="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active?.id}
            aria-controls={`panel-${tab.id}`}
            title={`${tab.title} (${tabShortcut(index)})`}
            onClick={() => onChoose(tab.id)}
          >
            {tab.title} <kbd>{tabShortcut(index)}</kbd>
          </button>
        ))}
      </div>
      {active && (
        <section className="side-panel-body" role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
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
