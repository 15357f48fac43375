import { useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { WorkspaceLayout } from '../../shared/settings/workspace-layout';
import { resizeLayout, togglePanel, useWorkspaceLayout } from './layout-state';
import { clampPx, dockHeightBounds, panelWidthBounds, useViewportSize, type SizeBounds } from './panel-bounds';

/** One arrow press moves the edge this far; with Shift held, the larger step. */
export const resizeStepPx = 16;
export const resizeBigStepPx = 64;

interface ResizeSeparatorProps {
  /** 'vertical': the side panel's left edge (width); 'horizontal': the dock's top edge (height). */
  orientation: 'vertical' | 'horizontal';
  /** The size of what the edge bounds, CSS px. */
  valuePx: number;
  bounds: SizeBounds;
  label: string;
  /** The id of the element the edge resizes. */
  controls: string;
  /** Each step of a drag (save false) and its end or a key (save true). */
  onResize(valuePx: number, save: boolean): void;
  /** Enter folds what the edge bounds away, as a window splitter does. */
  onCollapse?: () => void;
  testId?: string;
}

function along(event: { clientX: number; clientY: number }, orientation: 'vertical' | 'horizontal'): number {
  return orientation === 'vertical' ? event.clientX : event.clientY;
}

/**
 * An edge the navigator drags, or focuses (Tab) and moves with the arrow keys: a window
 * splitter in WAI-ARIA's sense (role separator, its value the size in px). The panel and the dock
 * sit right of and below their edge, so moving the edge left or up makes them larger.
 */
export function ResizeSeparator({ orientation, valuePx, bounds, label, controls, onResize, onCollapse, testId }: ResizeSeparatorProps) {
  const drag = useRef<{ startPx: number; startValuePx: number; lastPx: number } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.focus();
      drag.current = { startPx: along(event, orientation), startValuePx: valuePx, lastPx: valuePx };
    },
    [valuePx, orientation],
  );
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const started = drag.current;
      if (started === null) return;
      const next = clampPx(started.startValuePx - (along(event, orientation) - started.startPx), bounds);
      if (next === started.lastPx) return;
      started.lastPx = next;
      onResize(next, false);
    },
    [bounds, onResize, orientation],
  );
  const endDrag = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const started = drag.current;
      if (started === null) return;
      drag.current = null;
      if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
      onResize(started.lastPx, true);
    },
    [onResize],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const step = event.shiftKey ? resizeBigStepPx : resizeStepPx;
      const grow = orientation === 'vertical' ? 'ArrowLeft' : 'ArrowUp';
      const shrink = orientation === 'vertical' ? 'ArrowRight' : 'ArrowDown';
      let next: number | null = null;
      if (event.key === grow) next = valuePx + step;
      else if (event.key === shrink) next = valuePx - step;
      else if (event.key === 'Home') next = bounds.minPx;
      else if (event.key === 'End') next = bounds.maxPx;
      else if (event.key === 'Enter' && onCollapse) {
        event.preventDefault();
        onCollapse();
        return;
      }
      if (next === null) return;
      event.preventDefault();
      onResize(clampPx(next, bounds), true);
    },
    [orientation, valuePx, bounds, onResize, onCollapse],
  );

  return (
    <div
      className={`resize-separator resize-separator-${orientation}`}
      role="separator"
      tabIndex={0}
      aria-orientation={orientation}
      aria-label={label}
      aria-controls={controls}
      aria-valuenow={valuePx}
      aria-valuemin={bounds.minPx}
      aria-valuemax={bounds.maxPx}
      aria-valuetext={`${valuePx} px`}
      title={`${label}: drag, or focus and use the arrow keys (Shift for larger steps)${onCollapse ? ', Enter to fold away' : ''}`}
      data-testid={testId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    />
  );
}

/** The workstation's two resizable sizes: the side panel's width and the dock's height. */
type LayoutSize = 'panelWidthPx' | 'dockHeightPx';

const layoutEdges: Record<LayoutSize, Pick<ResizeSeparatorProps, 'orientation' | 'label' | 'controls' | 'onCollapse' | 'testId'> & { bounds(viewport: { widthPx: number; heightPx: number }): SizeBounds }> = {
  panelWidthPx: { orientation: 'vertical', label: 'Side panel width', controls: 'side-panel', onCollapse: togglePanel, testId: 'panel-separator', bounds: (viewport) => panelWidthBounds(viewport.widthPx) },
  dockHeightPx: { orientation: 'horizontal', label: 'Meteogram dock height', controls: 'meteogram-dock', testId: 'dock-separator', bounds: (viewport) => dockHeightBounds(viewport.heightPx) },
};

/** The size as shown: the remembered one within what this screen allows (panel-bounds.ts), kept as saved. */
function useLayoutSize(size: LayoutSize): { shownPx: number; bounds: SizeBounds } {
  const { layout } = useWorkspaceLayout();
  const bounds = layoutEdges[size].bounds(useViewportSize());
  return { shownPx: clampPx(layout[size], bounds), bounds };
}

export function useLayoutSizePx(size: LayoutSize): number {
  return useLayoutSize(size).shownPx;
}

/**
 * The edge that resizes one part of the layout (the side panel's left edge, the dock's top
 * edge), its steps shown and its end saved (layout-state.ts).
 */
export function LayoutEdge({ size }: { size: LayoutSize }) {
  const edge = layoutEdges[size];
  const { shownPx, bounds } = useLayoutSize(size);
  const onResize = useCallback((valuePx: number, save: boolean) => resizeLayout({ [size]: valuePx } as Partial<WorkspaceLayout>, save), [size]);
  return <ResizeSeparator orientation={edge.orientation} valuePx={shownPx} bounds={bounds} label={edge.label} controls={edge.controls} onResize={onResize} onCollapse={edge.onCollapse} testId={edge.testId} />;
}
