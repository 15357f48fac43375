import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { LatLon } from '../../shared/geo/lat-lon';
import { noGoAreaProblem, type NoGoArea } from '../../shared/voyage/no-go-area';
import { createExternalStore, createVoyageStore, type VoyageStore } from './external-store';

/**
 * A voyage's no-go areas (issue 24), as passage.db keeps them (listNoGoAreas / saveNoGoArea /
 * deleteNoGoArea), and the one being drawn: its name and corners so far. The chart's layer
 * (map/no-go-areas-layer.tsx) draws both and adds corners; the Route tab lists, names and
 * deletes. A refusal (the store, or an area that is not a plain polygon) is kept in words.
 */

export interface NoGoAreasOfVoyage {
  areas: readonly NoGoArea[];
  loaded: boolean;
  problem: string | null;
}

export interface NoGoDrawing {
  name: string;
  corners: readonly LatLon[];
}

const none: NoGoAreasOfVoyage = { areas: [], loaded: false, problem: null };
export const noGoAreas: VoyageStore<NoGoAreasOfVoyage> = createVoyageStore(none);
export const noGoDrawing: VoyageStore<NoGoDrawing | null> = createVoyageStore<NoGoDrawing | null>(null);
/** Rises by one each time "draw a no-go area" is asked from the keyboard (Alt+Shift+N). */
export const noGoDrawRequest = createExternalStore(0);

let storeBridge: PassageBridge | null = null;

/** Reads the open voyage's areas once per session; called once by the workstation. */
export function useNoGoAreasFeed(bridge: PassageBridge, voyageId: string | null): void {
  useEffect(
    function loadNoGoAreas() {
      storeBridge = bridge;
      if (voyageId === null || noGoAreas.get(voyageId).loaded) return;
      void bridge.listNoGoAreas({ voyageId }).then((result) => {
        noGoAreas.set(voyageId, (now) => (result.ok ? { areas: result.value, loaded: true, problem: null } : { ...now, problem: `No-go areas not read: ${result.error.message}` }));
      });
    },
    [bridge, voyageId],
  );
}

export function startDrawing(voyageId: string, name: string): void {
  noGoDrawing.set(voyageId, { name, corners: [] });
}

export function addCorner(voyageId: string, corner: LatLon): void {
  noGoDrawing.set(voyageId, (drawing) => (drawing === null ? drawing : { ...drawing, corners: [...drawing.corners, corner] }));
}

export function removeLastCorner(voyageId: string): void {
  noGoDrawing.set(voyageId, (drawing) => (drawing === null || drawing.corners.length === 0 ? drawing : { ...drawing, corners: drawing.corners.slice(0, -1) }));
}

export function stopDrawing(voyageId: string): void {
  noGoDrawing.set(voyageId, null);
}

function saved(voyageId: string, area: NoGoArea): void {
  noGoAreas.set(voyageId, (now) => ({ ...now, problem: null, areas: now.areas.some((each) => each.id === area.id) ? now.areas.map((each) => (each.id === area.id ? area : each)) : [...now.areas, area] }));
}

/**
 * Closes the area being drawn and saves it with the voyage. Refused in words, the drawing kept
 * (nothing the navigator made is lost), when it has no name or its corners make no plain area.
 */
export async function closeDrawing(voyageId: string): Promise<void> {
  const drawing = noGoDrawing.get(voyageId);
  if (drawing === null || storeBridge === null) return;
  const name = drawing.name.trim();
  const problem = name === '' ? 'An area needs a name, such as "TSS Dover" or "ice limit".' : noGoAreaProblem(drawing.corners);
  if (problem !== null) {
    noGoAreas.set(voyageId, (now) => ({ ...now, problem: `Not closed: ${problem}` }));
    return;
  }
  const result = await storeBridge.saveNoGoArea({ voyageId, area: { id: crypto.randomUUID(), name, corners: [...drawing.corners] } });
  if (!result.ok) {
    noGoAreas.set(voyageId, (now) => ({ ...now, problem: `Not saved: ${result.error.message}` }));
    return;
  }
  saved(voyageId, result.value);
  stopDrawing(voyageId);
}

export async function renameArea(voyageId: string, area: NoGoArea, name: string): Promise<void> {
  if (storeBridge === null || name.trim() === area.name) return;
  const result = await storeBridge.saveNoGoArea({ voyageId, area: { ...area, name } });
  if (result.ok) saved(voyageId, result.value);
  else noGoAreas.set(voyageId, (now) => ({ ...now, problem: `Not renamed: ${result.error.message}` }));
}

export async function deleteArea(voyageId: string, areaId: string): Promise<void> {
  if (storeBridge === null) return;
  const result = await storeBridge.deleteNoGoArea({ voyageId, areaId });
  if (result.ok) noGoAreas.set(voyageId, (now) => ({ ...now, problem: null, areas: now.areas.filter((each) => each.id !== areaId) }));
  else noGoAreas.set(voyageId, (now) => ({ ...now, problem: `Not deleted: ${result.error.message}` }));
}

/**
 * A voyage made anew from one deleted elsewhere (route/open-voyage.tsx's save): its areas, as this
 * window last read them, saved with the new voyage, and an area being drawn moves with it. The
 * store deleted them with the voyage; this window's copy is the navigator's. Null, or which areas
 * were not saved and why.
 */
export async function carryNoGoAreas(bridge: PassageBridge, fromVoyageId: string, toVoyageId: string): Promise<string | null> {
  const carried: NoGoArea[] = [];
  const refused: string[] = [];
  for (const area of noGoAreas.get(fromVoyageId).areas) {
    const result = await bridge.saveNoGoArea({ voyageId: toVoyageId, area });
    if (result.ok) carried.push(result.value);
    else refused.push(`“${area.name}” (${result.error.message})`);
  }
  noGoAreas.set(toVoyageId, { areas: carried, loaded: true, problem: null });
  noGoDrawing.set(toVoyageId, noGoDrawing.get(fromVoyageId));
  stopDrawing(fromVoyageId);
  return refused.length === 0 ? null : `No-go areas not saved with the new voyage: ${refused.join(', ')}.`;
}
