import { useEffect, useMemo } from 'react';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { useOpenVoyageId } from '../route/open-voyage';
import { createExternalStore, useExternalStore } from '../state/external-store';

/**
 * What the screen shows from the service right now, by view, so that the status bar can always
 * say how old it is and whether it came from the cache offline. Views register the provenance of
 * what they draw with `useShownData`; the registration ends when the view does. Each entry names
 * the voyage open when it was made: the status bar counts only the open voyage's (and those of
 * no voyage, such as storms and ports), so an answer about one voyage is never dated on another.
 */

export interface ShownEntry {
  /** What the user would call it: "storms", "ports", "route forecast". */
  label: string;
  provenance: AnswerProvenance;
}

interface RegisteredEntry extends ShownEntry {
  /** The voyage open when the view registered it (null: none). */
  voyageId: string | null;
}

export const shownDataStore = createExternalStore<ReadonlyMap<string, RegisteredEntry>>(new Map());

function setShown(id: string, entry: RegisteredEntry | null): void {
  shownDataStore.set((previous) => {
    if (entry === null && !previous.has(id)) return previous;
    const next = new Map(previous);
    if (entry === null) next.delete(id);
    else next.set(id, entry);
    return next;
  });
}

/** The entries of what is on screen for `voyageId` (null: no voyage open). */
export function shownEntriesFor(byId: ReadonlyMap<string, RegisteredEntry>, voyageId: string | null): ShownEntry[] {
  return [...byId.values()].filter((entry) => entry.voyageId === null || entry.voyageId === voyageId).map(({ label, provenance }) => ({ label, provenance }));
}

export function useShownEntries(): readonly ShownEntry[] {
  const byId = useExternalStore(shownDataStore);
  const voyageId = useOpenVoyageId();
  return useMemo(() => shownEntriesFor(byId, voyageId), [byId, voyageId]);
}

/**
 * Declares that this view shows `provenance` (null: nothing of the service's right now).
 * `aboutVoyage` false for what belongs to no voyage (storms, ports, a place search).
 */
export function useShownData(id: string, label: string, provenance: AnswerProvenance | null, aboutVoyage = true): void {
  const openId = useOpenVoyageId();
  const voyageId = aboutVoyage ? openId : null;
  useEffect(
    function registerShownData() {
      setShown(id, provenance === null ? null : { label, provenance, voyageId });
      return function unregisterShownData() {
        setShown(id, null);
      };
    },
    [id, label, provenance, voyageId],
  );
}
