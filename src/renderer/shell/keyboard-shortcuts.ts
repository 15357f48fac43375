import { paletteShortcutHelp } from '../palette/palette-shortcuts';
import { routeShortcutHelp } from '../route/route-shortcuts';

/** Every key the first screen answers to, for the help overlay (`?`). */
export const shortcutHelp = [
  ...paletteShortcutHelp,
  ...routeShortcutHelp,
  { keys: '?', action: 'Show or hide this list' },
  { keys: 'Alt+1 … Alt+9', action: 'Open the side panel\'s tabs in order' },
  { keys: 'Alt+Shift+F', action: 'Fetch the forecast along the route (forecast tab)' },
  { keys: 'Ctrl+P', action: 'Print the passage plan of the open voyage (Report tab)' },
  { keys: 'Alt+Shift+R / C / G', action: 'Export RTZ with forecast / forecast CSV / GPX with forecast (Report tab)' },
  { keys: 'Shift+O', action: 'Work offline (cache only) / go back online' },
  { keys: 'Ctrl+,', action: 'Settings: demo or live data, the service key' },
  { keys: 'Arrow keys', action: 'Pan the chart (when the chart has focus)' },
  { keys: '+ / −', action: 'Zoom in / out (when the chart has focus)' },
] as const;

export const paletteTooltip = paletteShortcutHelp.map((entry) => `${entry.keys}: ${entry.action}`).join('\n');
