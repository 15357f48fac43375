import { describe, expect, it } from 'vitest';
import { defaultWorkspaceLayout } from '../../shared/settings/workspace-layout';
import { clampPx, dockHeightBounds, panelWidthBounds } from './panel-bounds';

describe('panel and dock bounds', () => {
  it('leaves the chart at least 60 % of the width at every common bridge screen, the default included', () => {
    for (const widthPx of [1280, 1366, 1600, 1920, 2560]) {
      const bounds = panelWidthBounds(widthPx);
      expect((widthPx - bounds.maxPx) / widthPx).toBeGreaterThanOrEqual(0.6);
      expect((widthPx - clampPx(defaultWorkspaceLayout.panelWidthPx, bounds)) / widthPx).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('shows a width saved on a larger screen within this one, and never below the narrowest usable panel', () => {
    expect(clampPx(700, panelWidthBounds(1280))).toBe(512);
    expect(clampPx(700, panelWidthBounds(1920))).toBe(700);
    expect(clampPx(100, panelWidthBounds(1920))).toBe(280);
    // A window narrower than any panel: the panel keeps its minimum rather than vanishing.
    expect(panelWidthBounds(500)).toEqual({ minPx: 280, maxPx: 280 });
  });

  it('keeps the dock under 60 % of the height, the chart above it the rest', () => {
    expect(dockHeightBounds(800)).toEqual({ minPx: 140, maxPx: 480 });
    expect(clampPx(900, dockHeightBounds(800))).toBe(480);
    expect(clampPx(299.6, dockHeightBounds(1080))).toBe(300);
  });
});
