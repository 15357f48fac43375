import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Voyage } from '../../shared/voyage/voyage';
import { planVoyage, type VoyagePlanResult } from '../../shared/voyage/voyage-plan';

/**
 * The voyage the navigator has open: one state that the chart, the route table, the forecast,
 * the risk views and the report all read, so an edit anywhere shows everywhere at once.
 * `voyage` holds unsaved edits; `save` writes them with the revision they were made on, and the
 * store refuses a save over newer work instead of losing it.
 */
export interface OpenVoyage {
  voyage: Voyage | null;
  /** The vessel profile the voyage is planned for (limits, service speed). */
  profile: VesselProfile | null;
  /** Legs solved and every waypoint timed; or why not. Null when no voyage is open. */
  plan: VoyagePlanResult | null;
  dirty: boolean;
  /** The last failure to open or save, in words. */
  problem: string | null;
  open(id: string): Promise<void>;
  /** Opens a voyage the caller already holds (just created or imported). */
  show(voyage: Voyage): void;
  close(): void;
  edit(change: (voyage: Voyage) => Voyage): void;
  save(): Promise<boolean>;
}

const OpenVoyageContext = createContext<OpenVoyage | null>(null);

export function OpenVoyageProvider({ bridge, children }: { bridge: PassageBridge; children: ReactNode }) {
  const [voyage, setVoyage] = useState<Voyage | null>(null);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [profiles, setProfiles] = useState<readonly VesselProfile[]>([]);

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
    [bridge, voyage?.vesselProfileId],
  );

  const show = useCallback((next: Voyage) => {
    setVoyage(next);
    setDirty(false);
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
    setVoyage((previous) => (previous === null ? previous : change(previous)));
    setDirty(true);
  }, []);

  const save = useCallback(async () => {
    if (voyage === null) return false;
    const { createdAtMs: _created, updatedAtMs: _updated, ...saving } = voyage;
    const result = await bridge.saveVoyage(saving);
    if (!result.ok) {
      setProblem(`Not saved: ${result.error.message}`);
      return false;
    }
    // Edits made while the save was under way stay; only the revision moves on.
    setVoyage((current) => (current === null ? result.value : { ...current, revision: result.value.revision, updatedAtMs: result.value.updatedAtMs }));
    setDirty(false);
    setProblem(null);
    return true;
  }, [bridge, voyage]);

  const close = useCallback(() => {
    setVoyage(null);
    setDirty(false);
  }, []);

  const plan = useMemo(() => (voyage === null ? null : planVoyage(voyage)), [voyage]);
  const profile = useMemo(() => profiles.find((each) => each.id === voyage?.vesselProfileId) ?? null, [profiles, voyage?.vesselProfileId]);

  const value = useMemo<OpenVoyage>(
    () => ({ voyage, profile, plan, dirty, problem, open, show, close, edit, save }),
    [voyage, profile, plan, dirty, problem, open, show, close, edit, save],
  );
  return <OpenVoyageContext.Provider value={value}>{children}</OpenVoyageContext.Provider>;
}

export function useOpenVoyage(): OpenVoyage {
  const value = useContext(OpenVoyageContext);
  if (value === null) throw new Error('useOpenVoyage needs an OpenVoyageProvider above it');
  return value;
}
