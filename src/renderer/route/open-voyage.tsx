import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlanResult } from '../../shared/voyage/voyage-plan';
import { isDirty, markSaved, recordEdit, redo as redoStep, startHistory, undo as undoStep, type EditHistory } from './edit-history';

/**
 * The voyage the navigator has open: one state that the chart, the route table, the forecast,
 * the risk views and the report all read, so an edit anywhere shows everywhere at once.
 * `voyage` holds unsaved edits; `save` writes them with the revision they were made on, and the
 * store refuses a save over newer work instead of losing it. Every edit can be undone and redone.
 */
export interface OpenVoyage {
  voyage: Voyage | null;
  /** The vessel profile the voyage is planned for (limits, service speed). */
  profile: VesselProfile | null;
  /** Every saved vessel profile, to choose from. */
  profiles: readonly VesselProfile[];
  /** Legs solved and every waypoint timed; or why not. Null when no voyage is open. */
  plan: VoyagePlanResult | null;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The last failure to open or save, in words. */
  problem: string | null;
  open(id: string): Promise<void>;
  /** Opens a voyage the caller already holds (just created or imported). */
  show(voyage: Voyage): void;
  close(): void;
  edit(change: (voyage: Voyage) => Voyage): void;
  undo(): void;
  redo(): void;
  save(): Promise<boolean>;
  /** Reads the vessel profiles again (after one was saved). */
  reloadProfiles(): void;
}

const OpenVoyageContext = createContext<OpenVoyage | null>(null);

export function OpenVoyageProvider({ bridge, children }: { bridge: PassageBridge; children: ReactNode }) {
  const [history, setHistory] = useState<EditHistory<Voyage> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [profiles, setProfiles] = useState<readonly VesselProfile[]>([]);
  const [profilesAsked, setProfilesAsked] = useState(0);
  // The revision the store holds: undo steps keep the revision they were made on, so a save
  // after undoing past a save must still name the newest one.
  const storedRevision = useRef(0);
  const voyage = history?.current ?? null;

  useEffect(
    function loadVesselProfiles() {
      let current = true;
      void bridge.listVesselProfiles({}).then((result) => {
        if (!current) return;
        if (result.ok) setProfiles(result.value);
        else setProblem(`Vessel profiles could not be read: ${result.error.message}`);
      });
      return function ignoreLateProfiles() {
        current = false;
      };
    },
    [bridge, voyage?.vesselProfileId, profilesAsked],
  );

  const show = useCallback((next: Voyage) => {
    storedRevision.current = next.revision;
    setHistory(startHistory(next));
    setProblem(null);
  }, []);

  const open = useCallback(
    async (id: string) => {
      const result = await bridge.getVoyage({ id });
      if (result.ok) show(result.value);
      else setProblem(`The voyage could not be opened: ${result.error.message}`);
    },
    [bridge, show],
  );

  const edit = useCallback((change: (voyage: Voyage) => Voyage) => {
    setHistory((previous) => (previous === null ? previous : recordEdit(previous, change(previous.current))));
  }, []);
  const undo = useCallback(() => setHistory((previous) => (previous === null ? previous : undoStep(previous))), []);
  const redo = useCallback(() => setHistory((previous) => (previous === null ? previous : redoStep(previous))), []);

  const save = useCallback(async () => {
    if (voyage === null) return false;
    const { createdAtMs: _created, updatedAtMs: _updated, ...saving } = voyage;
    const result = await bridge.saveVoyage({ ...saving, revision: storedRevision.current });
    if (!result.ok) {
      setProblem(`Not saved: ${result.error.message}`);
      return false;
    }
    storedRevision.current = result.value.revision;
    // Edits made while the save was under way stay unsaved; what was sent is now the saved state.
    setHistory((current) => {
      if (current === null) return startHistory(result.value);
      const stillSame = current.current === voyage;
      const savedValue = { ...voyage, revision: result.value.revision, updatedAtMs: result.value.updatedAtMs };
      return markSaved(current, savedValue, stillSame ? savedValue : { ...current.current, revision: result.value.revision });
    });
    setProblem(null);
    return true;
  }, [bridge, voyage]);

  const close = useCallback(() => setHistory(null), []);
  const reloadProfiles = useCallback(() => setProfilesAsked((count) => count + 1), []);

  const plan = useMemo(() => (voyage === null ? null : planVoyage(voyage)), [voyage]);
  const profile = useMemo(() => profiles.find((each) => each.id === voyage?.vesselProfileId) ?? null, [profiles, voyage?.vesselProfileId]);
  const dirty = history !== null && isDirty(history);
  const canUndo = (history?.past.length ?? 0) > 0;
  const canRedo = (history?.future.length ?? 0) > 0;

  const value = useMemo<OpenVoyage>(
    () => ({ voyage, profile, profiles, plan, dirty, canUndo, canRedo, problem, open, show, close, edit, undo, redo, save, reloadProfiles }),
    [voyage, profile, profiles, plan, dirty, canUndo, canRedo, problem, open, show, close, edit, undo, redo, save, reloadProfiles],
  );
  return <OpenVoyageContext.Provider value={value}>{children}</OpenVoyageContext.Provider>;
}

export function useOpenVoyage(): OpenVoyage {
  const value = useContext(OpenVoyageContext);
  if (value === null) throw new Error('useOpenVoyage needs an OpenVoyageProvider above it');
  return value;
}
