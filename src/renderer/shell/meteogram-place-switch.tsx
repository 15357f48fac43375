import { toggleMeteogramDock, useWorkspaceLayout } from './layout-state';

/** The Forecast tab's button that moves the meteogram under the chart and back (also Alt+Shift+D). */
export function MeteogramPlaceSwitch() {
  const docked = useWorkspaceLayout().layout.meteogramPlace === 'dock';
  return (
    <p className="meteogram-place">
      {docked && <span>The meteogram is docked under the chart. </span>}
      <button type="button" onClick={toggleMeteogramDock} data-testid="meteogram-place" title="Alt+Shift+D">
        {docked ? 'Show the meteogram in this tab' : 'Dock the meteogram under the chart'}
      </button>{' '}
      <kbd>Alt+Shift+D</kbd>
    </p>
  );
}
