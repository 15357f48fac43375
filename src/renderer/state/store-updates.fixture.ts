// A page of its own for test/e2e/store-updates.test.ts: one store, one component that shows it and
// logs its effects, on React as the workstation runs it. Not part of the app's pages.
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createExternalStore, useExternalStore } from './external-store';

const store = createExternalStore(1);
const effects: string[] = [];

function Shown() {
  const value = useExternalStore(store);
  useEffect(() => {
    effects.push(`effect ${value}`);
  }, [value]);
  return createElement('button', { id: 'shown', type: 'button', onClick: () => store.set((previous) => previous + 1) }, String(value));
}

const root = document.getElementById('root');
if (root === null) throw new Error('the page has no #root');
createRoot(root).render(createElement(Shown));
Object.assign(window, { storeUpdates: { store, effects } });
