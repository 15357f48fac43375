import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';

/**
 * What the screen shows from the service right now, by view, so that the status bar can always
 * say how old it is and whether it came from the cache offline. Views register the provenance of
 * what they draw with `useShownData`; the registration ends when the view does.
 */

export interface ShownEntry {
  /** What the user would call it: "storms", "ports", "route forecast". */
  label: string;
  provenance: AnswerProvenance;
}

interface ShownDataRegistry {
  entries: readonly ShownEntry[];
  set(id: string, entry: ShownEntry | null): void;
}

const ShownDataContext = createContext<ShownDataRegistry | null>(null);

export function ShownDataProvider({ children }: { children: ReactNode }) {
  const [byId, setById] = useState<ReadonlyMap<string, ShownEntry>>(new Map());
  const set = useCallback((id: string, entry: ShownEntry | null) => {
    setById((previous) => {
      if (entry === null && !previous.has(id)) return previous;
      const next = new Map(previous);
      if (entry === null) next.delete(id);
      else next.set(id, entry);
      return next;
    });
  }, []);
  const registry = useMemo(() => ({ entries: [...byId.values()], set }), [byId, set]);
  return <ShownDataContext.Provider value={registry}>{children}</ShownDataContext.Provider>;
}

export function useShownEntries(): readonly ShownEntry[] {
  return useContext(ShownDataContext)?.entries ?? [];
}

/** Declares that this view shows `provenance` (null: nothing of the service's right now). */
export function useShownData(id: string, label: string, provenance: AnswerProvenance | null): void {
  const registry = useContext(ShownDataContext);
  const set = registry?.set;
  useEffect(
    function registerShownData() {
      if (!set) return;
      set(id, provenance === null ? null : { label, provenance });
      return function unregisterShownData() {
        set(id, null);
      };
    },
    [set, id, label, provenance],
  );
}
