import type { Palette } from '../../shared/settings/settings';
import { dataSourceLabel } from './data-source-label';
import { paletteTooltip } from './keyboard-shortcuts';
import type { AppInfoState } from './use-app-info';

const paletteNames: Record<Palette, string> = { day: 'Day', dusk: 'Dusk', night: 'Night' };

export interface StatusBarProps {
  appInfo: AppInfoState;
  palette: Palette | null;
  problems: readonly string[];
  onCyclePalette(): void;
  onShowHelp(): void;
}

export function StatusBar({ appInfo, palette, problems, onCyclePalette, onShowHelp }: StatusBarProps) {
  const source = appInfo.status === 'ready' ? dataSourceLabel(appInfo.info) : null;
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span className={source?.isDemo ? 'status-source status-source-demo' : 'status-source'} data-testid="data-source">
        {appInfo.status === 'loading' ? 'Connecting…' : appInfo.status === 'failed' ? `App not reached: ${appInfo.message}` : source?.text}
      </span>
      {problems.map((problem) => (
        <span key={problem} className="status-problem" role="alert">
          {problem}
        </span>
      ))}
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
