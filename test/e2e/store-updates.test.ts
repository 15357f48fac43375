import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOfThisWorker, repoRoot } from './harness';

/**
 * When a store's change is drawn (src/renderer/state/external-store.ts, useStoreSnapshot), in
 * Chromium on React as the workstation runs it: the navigator's own input at once, with its effects;
 * data arriving (here a timer's task, as an answer's) in a task of its own, so that the frame it
 * arrived in is not also held by the render and every effect of it (the window benchmark). React's
 * useSyncExternalStore rendered both at once.
 */
interface StoreUpdatesPage {
  storeUpdates: { store: { set(next: number | ((previous: number) => number)): void }; effects: string[] };
}

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    root: repoRoot,
    build: { write: false, minify: false, rolldownOptions: { input: path.join(repoRoot, 'src/renderer/state/store-updates.fixture.ts') } },
  })) as Rolldown.RolldownOutput;
  const code = built.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (code?.type !== 'chunk') throw new Error('the fixture was not bundled');
  context = await (await chromiumOfThisWorker()).newContext();
  page = await context.newPage();
  await page.setContent('<!doctype html><div id="root"></div>');
  await page.addScriptTag({ content: code.code, type: 'module' });
  await page.waitForFunction(() => document.getElementById('shown')?.textContent === '1');
}, 60_000);
afterAll(async () => {
  await context?.close();
});

/** What the page shows and which effects ran, after the microtasks of the task that changed the store. */
type Seen = { shown: string | null | undefined; effects: string[] };

describe('a store change, drawn', () => {
  it('from data arriving: not in the task it arrived in, then shown with its effect', async () => {
    const seen = await page.evaluate(
      () =>
        new Promise<Seen>((resolve) => {
          setTimeout(async () => {
            const { store, effects } = (window as unknown as StoreUpdatesPage).storeUpdates;
            store.set(2);
            await Promise.resolve();
            await Promise.resolve();
            resolve({ shown: document.getElementById('shown')?.textContent, effects: [...effects] });
          });
        }),
    );
    expect(seen).toEqual({ shown: '1', effects: ['effect 1'] });
    await page.waitForFunction(() => (window as unknown as StoreUpdatesPage).storeUpdates.effects.includes('effect 2'));
    expect(await page.locator('#shown').textContent()).toBe('2');
  });

  it("from the navigator's click: shown, its effect run, before the click's task ends", async () => {
    const seen = await page.evaluate(async (): Promise<Seen> => {
      const { effects } = (window as unknown as StoreUpdatesPage).storeUpdates;
      document.getElementById('shown')?.click();
      await Promise.resolve();
      await Promise.resolve();
      return { shown: document.getElementById('shown')?.textContent, effects: [...effects] };
    });
    expect(seen).toEqual({ shown: '3', effects: ['effect 1', 'effect 2', 'effect 3'] });
  });
});
