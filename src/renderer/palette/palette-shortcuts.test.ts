import { describe, expect, it } from 'vitest';
import { nextPalette, paletteForKey, type KeyPress } from './palette-shortcuts';

const press = (overrides: Partial<KeyPress>): KeyPress => ({
  key: '',
  code: '',
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...overrides,
});

describe('palette shortcuts', () => {
  it('P cycles day, dusk, night and back to day', () => {
    expect(nextPalette('day')).toBe('dusk');
    expect(nextPalette('dusk')).toBe('night');
    expect(nextPalette('night')).toBe('day');
    expect(paletteForKey(press({ key: 'p', code: 'KeyP' }), 'dusk')).toBe('night');
    expect(paletteForKey(press({ key: 'P', code: 'KeyP', shiftKey: true }), 'night')).toBe('day');
  });

  it('Ctrl+Shift+1/2/3 choose a palette whatever the keyboard layout prints with Shift', () => {
    expect(paletteForKey(press({ key: '!', code: 'Digit1', ctrlKey: true, shiftKey: true }), 'night')).toBe('day');
    expect(paletteForKey(press({ key: '"', code: 'Digit2', ctrlKey: true, shiftKey: true }), 'day')).toBe('dusk');
    expect(paletteForKey(press({ key: '§', code: 'Digit3', ctrlKey: true, shiftKey: true }), 'day')).toBe('night');
  });

  it('leaves browser and other shortcuts alone', () => {
    expect(paletteForKey(press({ key: 'p', code: 'KeyP', ctrlKey: true }), 'day')).toBeNull(); // print
    expect(paletteForKey(press({ key: '1', code: 'Digit1', ctrlKey: true }), 'day')).toBeNull();
    expect(paletteForKey(press({ key: 'p', code: 'KeyP', altKey: true }), 'day')).toBeNull();
    expect(paletteForKey(press({ key: '4', code: 'Digit4', ctrlKey: true, shiftKey: true }), 'day')).toBeNull();
    expect(paletteForKey(press({ key: 'o', code: 'KeyO' }), 'day')).toBeNull();
  });
});
