import type { MenuItemConstructorOptions } from 'electron';

/**
 * The menu bar. Electron's default menu carries View > Reload, Force Reload and Toggle Developer
 * Tools: in a shipped build the first two drop unsaved work and the last runs any code with the
 * app's rights, so a packaged Passage gets a menu of its own without them. While developing
 * (not packaged) the answer is null: Electron's default menu, devtools included.
 * The roles used expand to Electron's standard items: fileMenu (Close or Quit), editMenu (undo,
 * cut, copy, paste, select all), windowMenu (minimize, zoom, close), appMenu on macOS (about,
 * services, hide, quit); none of them reloads or opens devtools.
 */
export function applicationMenuTemplate(packaged: boolean, platform: NodeJS.Platform): MenuItemConstructorOptions[] | null {
  if (!packaged) return null;
  return [
    ...(platform === 'darwin' ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    { role: 'windowMenu' },
  ];
}
