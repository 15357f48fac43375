import { paletteShortcutHelp } from '../palette/palette-shortcuts';
import { routeShortcutHelp } from '../route/route-shortcuts';
import { layoutShortcutHelp } from './layout-shortcuts';
import { prepareForSeaShortcut } from '../voyage-pack/prepare-for-sea-key';
import { refreshStalePackShortcut } from '../voyage-pack/pack-stale-warning';
import { noGoAreaShortcutHelp } from '../route/no-go-area-key';
import { routingShortcutHelp } from '../routing/routing-keys';

/** Every key the first screen answers to, for the help overlay (`?`), after the tabs' keys (one a tab, shortcut-help.tsx). */
export const shortcutHelp = [
  ...paletteShortcutHelp,
  ...routeShortcutHelp,
  { keys: '?', action: 'Show or hide this list' },
  { keys: 'Tab / Shift+Tab', action: 'Move to the next / previous control; the focused one is outlined' },
  { keys: 'Escape', action: 'Close this list; or close the first start\'s guide of the tabs for good' },
  ...layoutShortcutHelp,
  ...routingShortcutHelp,
  { keys: 'Alt+Shift+F', action: 'Fetch the forecast along the route (forecast tab)' },
  { keys: 'Alt+Shift+L', action: 'Colour the legs on the chart by ensemble risk, or stop (after the Risk tab fetched it)' },
  { keys: 'Alt+Shift+M', action: 'Show or hide the ensemble members in the meteogram (forecast tab)' },
  { keys: '[ / ]', action: 'Weather layer: previous / next time step (while a layer is shown)' },
  { keys: 'Alt+Shift+P', action: 'Weather layer: play or pause the time slider' },
  { keys: 'Ctrl+P', action: 'Print the passage plan of the open voyage (Report tab)' },
  { keys: 'Alt+Shift+R / C / G', action: 'Export RTZ with forecast / forecast CSV / GPX with forecast (Report tab)' },
  prepareForSeaShortcut,
  refreshStalePackShortcut,
  ...noGoAreaShortcutHelp,
  { keys: 'Shift+O', action: 'Work offline (cache only) / go back online' },
  { keys: 'Ctrl+,', action: 'Settings: demo or live data, the service key' },
  { keys: 'N', action: 'Name the nearest place to the pointer in the position readout' },
  { keys: 'Arrow keys', action: 'Pan the chart (when the chart has focus)' },
  { keys: '+ / −', action: 'Zoom in / out (when the chart has focus)' },
] as const;

export const paletteTooltip = paletteShortcutHelp.map((entry) => `${entry.keys}: ${entry.action}`).join('\n');
