import { describe, expect, it } from 'vitest';
import { claimSingleInstance, type FocusableWindow, type SingleInstanceApp } from './single-instance';

/** Electron's app as far as the lock goes: what it was asked, and the second start it can be made to see. */
function fakeApp(lockGranted: boolean) {
  const calls: string[] = [];
  let secondInstance: (() => void) | undefined;
  const app: SingleInstanceApp = {
    requestSingleInstanceLock() {
      calls.push('lock');
      return lockGranted;
    },
    on(event, listener) {
      calls.push(`on ${event}`);
      secondInstance = listener;
    },
    quit() {
      calls.push('quit');
    },
  };
  return { app, calls, startSecond: () => secondInstance?.() };
}

function fakeWindow(minimised: boolean) {
  const calls: string[] = [];
  const window: FocusableWindow = {
    isMinimized: () => minimised,
    restore: () => void calls.push('restore'),
    focus: () => void calls.push('focus'),
  };
  return { window, calls };
}

describe('one Passage per user', () => {
  it('a second start quits without starting anything and without listening for others', () => {
    const { app, calls } = fakeApp(false);
    let started = false;
    expect(claimSingleInstance(app, () => null, () => (started = true))).toBe('quit-second');
    expect(started).toBe(false);
    expect(calls).toEqual(['lock', 'quit']);
  });

  it('the first start runs, and a later start brings its minimised window back and to the front', () => {
    const { app, calls, startSecond } = fakeApp(true);
    const { window, calls: windowCalls } = fakeWindow(true);
    let started = 0;
    expect(claimSingleInstance(app, () => window, () => (started += 1))).toBe('started');
    expect(started).toBe(1);
    expect(calls).toEqual(['lock', 'on second-instance']);
    startSecond();
    expect(windowCalls).toEqual(['restore', 'focus']);
    expect(calls).not.toContain('quit');
    expect(started).toBe(1);
  });

  it('a window that is not minimised is only focused', () => {
    const { app, startSecond } = fakeApp(true);
    const { window, calls } = fakeWindow(false);
    claimSingleInstance(app, () => window, () => undefined);
    startSecond();
    expect(calls).toEqual(['focus']);
  });

  it('a second start while the first has no window yet (or no longer) changes nothing and throws nothing', () => {
    const { app, calls, startSecond } = fakeApp(true);
    let current: FocusableWindow | null = null;
    claimSingleInstance(app, () => current, () => undefined);
    expect(() => startSecond()).not.toThrow();
    // The window that exists when the next start knocks is the one brought forward.
    const { window, calls: windowCalls } = fakeWindow(false);
    current = window;
    startSecond();
    expect(windowCalls).toEqual(['focus']);
    expect(calls).toEqual(['lock', 'on second-instance']);
  });
});
