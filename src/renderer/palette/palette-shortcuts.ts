import { palettes, type Palette } from '../../shared/settings/settings';

/** The keys a navigator uses to change the palette, for the help overlay and the tooltip. */
export const paletteShortcutHelp = [
  { keys: 'P', action: 'Cycle palette: day → dusk → night' },
  { keys: 'Ctrl+Shift+1', action: 'Day palette' },
  { keys: 'Ctrl+Shift+2', action: 'Dusk palette' },
  { keys: 'Ctrl+Shift+3', action: 'Night palette' },
] as const;

export function nextPalette(current: Palette): Palette {
  const index = palettes.indexOf(current);
  return palettes[(index + 1) % palettes.length] ?? 'day';
}

export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const directCodes: Record<string, Palette> = { Digit1: 'day', Digit2: 'dusk', Digit3: 'night' };

/**
 * The palette a key press asks for, or null. Ctrl+Shift+digit is read from the physical key
 * (`code`), because with Shift held `key` is "!" or "§" depending on the keyboard layout.
 */
export function paletteForKey(press: KeyPress, current: Palette): Palette | null {
  if (press.ctrlKey && press.shiftKey && !press.altKey && !press.metaKey) {
    return directCodes[press.code] ?? null;
  }
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  if (press.key === 'p' || press.key === 'P') return nextPalette(current);
  return null;
}

/** Typing a "p" into a field must not switch the screen to night. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}
