import { describe, expect, it } from 'vitest';
import { routeCommandForKey } from './route-shortcuts';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  code: '',
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('route keys', () => {
  it('maps Ctrl+S, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, E and Delete', () => {
    expect(routeCommandForKey(press('s', { ctrlKey: true }), null)).toBe('save');
    expect(routeCommandForKey(press('z', { ctrlKey: true }), null)).toBe('undo');
    expect(routeCommandForKey(press('y', { ctrlKey: true }), null)).toBe('redo');
    expect(routeCommandForKey(press('Z', { ctrlKey: true, shiftKey: true }), null)).toBe('redo');
    expect(routeCommandForKey(press('e'), null)).toBe('toggleEditing');
    expect(routeCommandForKey(press('f'), null)).toBe('fitRoute');
    expect(routeCommandForKey(press('Delete'), null)).toBe('deleteSelected');
    expect(routeCommandForKey(press('Backspace'), null)).toBe('deleteSelected');
  });

  it('leaves other keys alone', () => {
    expect(routeCommandForKey(press('e', { altKey: true }), null)).toBeNull();
    expect(routeCommandForKey(press('x', { ctrlKey: true }), null)).toBeNull();
    expect(routeCommandForKey(press('p'), null)).toBeNull();
  });
});
