import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import type { Palette } from '../../shared/settings/settings';
import { connectionWords } from './use-connection';
import { dataSourceLabel } from './data-source-label';
import { useShownEntries } from './shown-data';
import { shownDataSummary } from './shown-data-age';
import { paletteTooltip } from './keyboard-shortcuts';
import type { AppInfoState } from './use-app-info';
import { useOpenVoyageId } from '../route/open-voyage';
import { VoyagePackAge } from '../voyage-pack/voyage-pack-age';
import { useMinuteClock } from './use-minute-clock';
import { PackStaleWarning } from '../voyage-pack/pack-stale-warning';
import type { PassageBridge } from '../../shared/bridge';

const paletteNames: Record<Palette, string> = { day: 'Day', dusk: 'Dusk', night: 'Night' };

export interface StatusBarProps {
  bridge: PassageBridge;
  appInfo: AppInfoState;
  palette: Palette | null;
  problems: readonly string[];
  connection: ConnectionStatus | null;
  onToggleOffline(): void;
  onCyclePalette(): void;
  onShowHelp(): void;
  /** The data-source label opens the service settings (also Ctrl+,). */
  onOpenSettings(): void;
}

export function StatusBar({ bridge, appInfo, palette, problems, connection, onToggleOffline, onCyclePalette, onShowHelp, onOpenSettings }: StatusBarProps) {
  const source = appInfo.status === 'ready' ? dataSourceLabel(appInfo.info) : null;
  const link = connectionWords(connection);
  const nowMs = useMinuteClock();
  const shown = shownDataSummary(useShownEntries(), nowMs);
  const openVoyageId = useOpenVoyageId();
  return (
    <footer className="status-bar" data-testid="status-bar">
      <button
        type="button"
        className={source?.isDemo ? 'status-source status-source-demo' : 'status-source'}
        data-testid="data-source"
        title="Demo or live data, and the service key (Ctrl+,)"
        onClick={onOpenSettings}
      >
        {appInfo.status === 'loading' ? 'Connecting…' : appInfo.status === 'failed' ? `App not reached: ${appInfo.message}` : source?.text}
      </button>
      {problems.map((problem) => (
        <span key={problem} className="status-problem" role="alert">
          {problem}
        </span>
      ))}
      <button
        type="button"
        className={link.tone === 'warn' ? 'status-connection status-connection-offline' : 'status-connection'}
        data-testid="connection"
        title={connection?.offlineMode ? 'Go back online (Shift+O)' : 'Work offline: ask the service nothing, use the cache (Shift+O)'}
        onClick={onToggleOffline}
        aria-pressed={connection?.offlineMode ?? false}
      >
        {link.text}
      </button>
      {shown && (
        <span className={shown.stale ? 'status-data-age status-data-age-stale' : 'status-data-age'} data-testid="data-age">
          {shown.text}
        </span>
      )}
      <VoyagePackAge voyageId={openVoyageId} nowMs={nowMs} className="status-data-age" />
      <PackStaleWarning bridge={bridge} voyageId={openVoyageId} nowMs={nowMs} className="status-pack-stale" answersKey />
      <span className="status-spacer" />
      <button type="button" className="status-palette" title={paletteTooltip} onClick={onCyclePalette} data-testid="palette-button">
        Palette: {palette ? paletteNames[palette] : '…'} <kbd>P</kbd>
      </button>
      <button type="button" className="status-help" title="Keyboard shortcuts (?)" onClick={onShowHelp}>
        <kbd>?</kbd> Keys
      </button>
      <span className="status-version" data-testid="app-version">
        {appInfo.status === 'ready' ? `${appInfo.info.name} ${appInfo.info.version}` : 'Passage'}
      </span>
    </footer>
  );
}
