import { describe, expect, it } from 'vitest';
import { shortcutHelp } from './keyboard-shortcuts';
import { isToggleDockKey, isTogglePanelKey } from './layout-shortcuts';

const press = (code: string, held: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({ key: '', code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...held });

describe('layout keys', () => {
  it('folds the panel with Ctrl+B or Cmd+B only, read from the physical key', () => {
    expect(isTogglePanelKey(press('KeyB', { ctrlKey: true }))).toBe(true);
    expect(isTogglePanelKey(press('KeyB', { metaKey: true }))).toBe(true);
    expect(isTogglePanelKey(press('KeyB'))).toBe(false);
    expect(isTogglePanelKey(press('KeyB', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('docks the meteogram with Alt+Shift+D, and the ? sheet lists both keys', () => {
    expect(isToggleDockKey(press('KeyD', { altKey: true, shiftKey: true }))).toBe(true);
    expect(isToggleDockKey(press('KeyD', { altKey: true }))).toBe(false);
    const listed = shortcutHelp.map((entry) => entry.keys);
    expect(listed).toContain('Ctrl+B');
    expect(listed).toContain('Alt+Shift+D');
  });
});
