import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { channelToAzores, createVoyage, openVoyageInForecastTab } from './forecast-steps';
import { callFromPage, openApp, screenshot, type StartedHost, useHostAndBrowser } from './harness';

/**
 * Targets and type on every tab, in every palette (IEC 62288's minimum sizes, WCAG 2.5.8): no
 * text under 11 px, every button, field, tab and check box at least 24 px high, and the control
 * that has the keyboard's focus always outlined. Walks the DOM as the browser laid it out, so a
 * rule added anywhere in the CSS that shrinks text or a target fails here.
 */

interface Finding {
  what: string;
  value: number;
}

/** Visible text smaller than 11 px, and visible controls lower than 24 px, in the page as laid out. */
async function smallTextAndTargets(page: Page): Promise<{ text: Finding[]; targets: Finding[]; checked: { text: number; targets: number } }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = element.classList.length > 0 ? `.${[...element.classList].join('.')}` : '';
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} "${label}"`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const text: { what: string; value: number }[] = [];
    const targets: { what: string; value: number }[] = [];
    let textCount = 0;
    let targetCount = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || seen.has(parent) || (node.textContent ?? '').trim() === '') continue;
      seen.add(parent);
      // Option lists draw in the system's menu font; <title> and similar are not laid out.
      if (parent.closest('option, optgroup, script, style, title') !== null || !visible(parent)) continue;
      textCount += 1;
      const sizePx = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (sizePx < 11) text.push({ what: describe(parent), value: sizePx });
    }
    const controls = document.querySelectorAll("button, select, input:not([type='checkbox']):not([type='radio']):not([type='hidden']), [role='tab'], label:has(> input[type='checkbox']), label:has(> input[type='radio'])");
    for (const control of controls) {
      if (!visible(control)) continue;
      targetCount += 1;
      const heightPx = control.getBoundingClientRect().height;
      if (heightPx < 23.5) targets.push({ what: describe(control), value: Math.round(heightPx * 10) / 10 });
    }
    return { text, targets, checked: { text: textCount, targets: targetCount } };
  });
}

/** Tabs through the first controls and reports any that has focus but no visible outline. */
async function focusWithoutOutline(page: Page, presses: number): Promise<string[]> {
  const unmarked: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const element = document.activeElement;
      if (element === null || element === document.body) return null;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      const ringed = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outlined || ringed ? null : `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    });
    if (found !== null) unmarked.push(found);
  }
  return unmarked;
}

let host: StartedHost;
let browser: Browser;
useHostAndBrowser((started) => ({ host, browser } = started));

describe('targets and type', () => {
  it('keeps text at 11 px or more, targets at 24 px or more and focus outlined, on every tab in every palette', async () => {
    const { page, errors } = await openApp(browser, `${host.url}&e2e`, { width: 1280, height: 800 });
    await page.locator('html[data-chart-ready="true"]').waitFor({ state: 'attached' });
    const voyage = await createVoyage(page, 'Channel to the Azores, targets', channelToAzores);
    await callFromPage(page, 'forecastRoute', { voyageId: voyage.id });
    await openVoyageInForecastTab(page, voyage.id);
    await page.locator('.meteogram-chart[data-chart="wind"] canvas').first().waitFor({ timeout: 30_000 });

    const tabs = await page.getByRole('tab').evaluateAll((each) => each.map((tab) => tab.id));
    expect(tabs.length).toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    for (const [digit, palette] of [[1, 'day'], [2, 'dusk'], [3, 'night']] as const) {
      await page.locator('.leaflet-container').click({ position: { x: 30, y: 300 } });
      await page.keyboard.press(`Control+Shift+Digit${digit}`);
      await page.locator(`html[data-palette="${palette}"]`).waitFor({ state: 'attached' });
      for (const tabId of tabs) {
        await page.locator(`#${tabId}`).click();
        await page.locator(`#${tabId}[aria-selected="true"]`).waitFor();
        // Let the tab's first answers arrive and lay out.
        await page.waitForTimeout(400);
        const found = await smallTextAndTargets(page);
        expect(found.checked.text, `${tabId} shows text`).toBeGreaterThan(5);
        expect(found.checked.targets, `${tabId} shows controls`).toBeGreaterThan(3);
        for (const each of found.text) problems.push(`${palette} ${tabId}: text ${each.value} px in ${each.what}`);
        for (const each of found.targets) problems.push(`${palette} ${tabId}: target ${each.value} px high: ${each.what}`);
        if (palette === 'night') {
          await page.locator(`#${tabId}`).focus();
          for (const each of await focusWithoutOutline(page, 25)) problems.push(`${palette} ${tabId}: focus not shown on ${each}`);
        }
      }
      await screenshot(page, `targets-and-type-${palette}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});
