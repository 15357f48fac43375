import { z } from 'zod';

/**
 * How the workstation is laid out, remembered across restarts like the palette: the side panel's
 * width and whether it is folded away, and where the meteogram stands (in the Forecast tab, or
 * docked under the chart across its width) with the dock's height. The renderer keeps the
 * panel within what leaves the chart most of the screen (shell/panel-bounds.ts); these bounds only
 * refuse what no screen could use.
 */
export const panelWidthBoundsPx = { min: 280, max: 1600 } as const;
export const dockHeightBoundsPx = { min: 140, max: 1600 } as const;

export const meteogramPlaceSchema = z.enum(['panel', 'dock']);
export type MeteogramPlace = z.infer<typeof meteogramPlaceSchema>;

export const workspaceLayoutSchema = z.object({
  /** 440 px leaves the chart 65 % of a 1280 px screen, 77 % of a 1920 px one. */
  panelWidthPx: z.number().int().min(panelWidthBoundsPx.min).max(panelWidthBoundsPx.max).default(440),
  panelCollapsed: z.boolean().default(false),
  meteogramPlace: meteogramPlaceSchema.default('panel'),
  dockHeightPx: z.number().int().min(dockHeightBoundsPx.min).max(dockHeightBoundsPx.max).default(300),
});
export type WorkspaceLayout = z.infer<typeof workspaceLayoutSchema>;
export const defaultWorkspaceLayout: WorkspaceLayout = workspaceLayoutSchema.parse({});
