import { describe, expect, it } from 'vitest';
import { applicationMenuTemplate } from './application-menu';

/** Every role a template names, submenus included. */
function roles(template: ReturnType<typeof applicationMenuTemplate>): string[] {
  return (template ?? []).flatMap((item) => [item.role ?? '', ...roles(Array.isArray(item.submenu) ? item.submenu : [])]).filter((role) => role !== '');
}

describe('the menu bar', () => {
  it('while developing, is Electron default (devtools and reload included)', () => {
    expect(applicationMenuTemplate(false, 'linux')).toBeNull();
  });

  it.each(['linux', 'win32', 'darwin'] as const)('packaged on %s, has no devtools, no reload and no default View menu, but keeps zoom', (platform) => {
    const template = applicationMenuTemplate(true, platform);
    expect(template).not.toBeNull();
    const named = roles(template);
    for (const role of ['toggleDevTools', 'reload', 'forceReload', 'viewMenu']) expect(named).not.toContain(role);
    expect(named).toEqual(expect.arrayContaining(['editMenu', 'zoomIn', 'zoomOut', 'resetZoom']));
    expect(named.includes('appMenu')).toBe(platform === 'darwin');
  });
});
