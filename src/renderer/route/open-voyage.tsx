import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { VesselProfile } from '../../shared/voyage/vessel-profile';
import type { Result } from '../../shared/result';
import type { Voyage, VoyageChange } from '../../shared/voyage/voyage';
import { planVoyage, sameTrackAndTimes, type VoyagePlan, type VoyagePlanResult } from '../../shared/voyage/voyage-plan';
import { createExternalStore, sameFields, useStoreSelector, useStoreSnapshot, type ReadableStore } from '../state/external-store';
import { carryNoGoAreas } from '../state/no-go-areas';
import { markSaved, recordEdit, redo as redoStep, startHistory, undo as undoStep, type EditHistory } from './edit-history';
import { hasUnsavedChanges } from './unsaved-changes';

/**
 * The voyage the navigator has open: one state that the chart, the route table, the forecast,
 * the risk views and the report all read, so an edit anywhere shows everywhere at once.
 * `voyage` holds unsaved edits; `save` writes them with the revision they were made on, and the
 * store refuses a save over newer work instead of losing it. Every edit can be undone and redone.
 * Kept in an external store (state/external-store.ts), not a context: it is the root every
 * per-voyage store is keyed by (`useOpenVoyageId`).
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
  /** Renames it in the store; its unsaved edits stay, and a later save is not taken for a stale one. */
  rename(name: string): Promise<Result<Voyage>>;
  /** Deletes it from the store and closes it. */
  remove(): Promise<Result<{ deleted: boolean }>>;
  /** Reads the vessel profiles again (after one was saved). */
  reloadProfiles(): void;
}

interface OpenVoyageState {
  history: EditHistory<Voyage> | null;
  problem: string | null;
  profiles: readonly VesselProfile[];
  /** Rises by one each time the profiles are asked for again. */
  profilesAsked: number;
}

type OpenVoyageActions = Pick<OpenVoyage, 'open' | 'show' | 'close' | 'edit' | 'undo' | 'redo' | 'save' | 'rename' | 'remove' | 'reloadProfiles'>;

/** One open voyage: its state, its actions, and the bridge they reach the app through. */
export function createOpenVoyage() {
  const store = createExternalStore<OpenVoyageState>({ history: null, problem: null, profiles: [], profilesAsked: 0 });
  let bridge: PassageBridge | null = null;
  // The revision the store holds: undo steps keep the revision they were made on, so a save
  // after undoing past a save must still name the newest one.
  let storedRevision = 0;
  const update = (change: Partial<OpenVoyageState>) => store.set((previous) => ({ ...previous, ...change }));
  const setHistory = (change: (previous: EditHistory<Voyage> | null) => EditHistory<Voyage> | null) =>
    store.set((previous) => {
      const history = change(previous.history);
      return history === previous.history ? previous : { ...previous, history };
    });
  const connected = (): PassageBridge => {
    if (bridge === null) throw new Error('the open voyage has no bridge: call useOpenVoyageFeed(bridge) once at the top of the app');
    return bridge;
  };

  // This window's own writes of the open voyage under way. Word of a change may come before the
  // write's own answer (the event and the answer travel apart): it is judged once the answers are
  // back and applied, so a window never takes its own save or delete for another window's.
  let writesUnderWay = 0;
  let changeToJudge: VoyageChange | null = null;
  // The open voyage with unsaved edits that another window deleted: a save makes it anew.
  let deletedElsewhere: string | null = null;
  async function writing<T>(write: () => Promise<T>, apply: (answer: T) => void): Promise<T> {
    writesUnderWay += 1;
    try {
      const answer = await write();
      apply(answer);
      return answer;
    } finally {
      writesUnderWay -= 1;
      const change = changeToJudge;
      if (writesUnderWay === 0 && change !== null) {
        changeToJudge = null;
        changedElsewhere(change);
      }
    }
  }

  /**
   * Another window (or another screen on the same host) saved, renamed or deleted the open voyage.
   * Without unsaved edits here, the voyage follows: read again, or closed if deleted. With them,
   * nothing of the navigator's is dropped: they stay, and the words say what a save will meet.
   */
  function changedElsewhere(change: VoyageChange): void {
    const history = store.get().history;
    if (history === null || history.current.id !== change.voyageId) return;
    if (writesUnderWay > 0) {
      changeToJudge = change;
      return;
    }
    if (change.revision !== null && change.revision <= storedRevision) return;
    const name = history.current.name;
    const dirty = hasUnsavedChanges(history.current, history.saved);
    if (change.revision === null) {
      if (dirty) {
        deletedElsewhere = change.voyageId;
        update({ problem: `“${name}” was deleted in another window. Your unsaved edits stay here: Save (Ctrl+S) keeps them as a new voyage.` });
      } else update({ history: null, problem: `“${name}” was deleted in another window.` });
      return;
    }
    if (dirty) {
      update({ problem: `“${name}” was changed in another window. A save here is refused so that nothing there is overwritten: open the voyage again from the list to take that version (your edits here are then dropped).` });
      return;
    }
    void connected()
      .getVoyage({ id: change.voyageId })
      .then((result) => {
        const now = store.get().history;
        // Opened another voyage, or edited, meanwhile: that stays as it is.
        if (now === null || now.current.id !== change.voyageId || hasUnsavedChanges(now.current, now.saved)) return;
        if (result.ok) show(result.value);
        else if (result.error.code === 'not_found') update({ history: null, problem: `“${name}” was deleted in another window.` });
      });
  }

  /** After the event stream's gap (eventsResumed): whether the open voyage was changed or deleted meanwhile. */
  async function checkAfterGap(): Promise<void> {
    const open = store.get().history?.current;
    if (open === undefined) return;
    const result = await connected().getVoyage({ id: open.id });
    if (result.ok) changedElsewhere({ voyageId: open.id, revision: result.value.revision });
    else if (result.error.code === 'not_found') changedElsewhere({ voyageId: open.id, revision: null });
  }

  const show = (next: Voyage) => {
    storedRevision = next.revision;
    deletedElsewhere = null;
    update({ history: startHistory(next), problem: null });
  };
  const actions: OpenVoyageActions = {
    show,
    async open(id) {
      const result = await connected().getVoyage({ id });
      if (result.ok) show(result.value);
      else update({ problem: `The voyage could not be opened: ${result.error.message}` });
    },
    close: () => setHistory(() => null),
    edit: (change) => setHistory((previous) => (previous === null ? previous : recordEdit(previous, change(previous.current)))),
    undo: () => setHistory((previous) => (previous === null ? previous : undoStep(previous))),
    redo: () => setHistory((previous) => (previous === null ? previous : redoStep(previous))),
    async save() {
      const voyage = store.get().history?.current ?? null;
      if (voyage === null) return false;
      if (voyage.id === deletedElsewhere) {
        const { name, waypoints, legs, departure, routeCheckAcknowledgements, vesselProfileId } = voyage;
        const made = await writing(
          async () => {
            const answer = await connected().createVoyage({ name, waypoints, legs, departure, routeCheckAcknowledgements, vesselProfileId });
            // Its no-go areas too, before it shows, so that the chart never reads the new voyage's empty list.
            return { answer, carried: answer.ok ? await carryNoGoAreas(connected(), voyage.id, answer.value.id) : null };
          },
          ({ answer, carried }) => {
            if (!answer.ok) {
              update({ problem: `Not saved: ${answer.error.message}` });
              return;
            }
            show(answer.value);
            if (carried !== null) update({ problem: carried });
          },
        );
        return made.answer.ok;
      }
      const { createdAtMs: _created, updatedAtMs: _updated, ...saving } = voyage;
      const result = await writing(
        () => connected().saveVoyage({ ...saving, revision: storedRevision }),
        (answer) => {
          if (!answer.ok) {
            update({ problem: `Not saved: ${answer.error.message}` });
            return;
          }
          storedRevision = answer.value.revision;
          // Edits made while the save was under way stay unsaved; what was sent is now the saved state.
          setHistory((current) => {
            if (current === null) return startHistory(answer.value);
            const stillSame = current.current === voyage;
            const savedValue = { ...voyage, revision: answer.value.revision, updatedAtMs: answer.value.updatedAtMs };
            return markSaved(current, savedValue, stillSame ? savedValue : { ...current.current, revision: answer.value.revision });
          });
          update({ problem: null });
        },
      );
      return result.ok;
    },
    async rename(name) {
      const renaming = store.get().history?.current;
      if (renaming === undefined) return { ok: false, error: { code: 'not_found', message: 'No voyage is open.' } };
      return writing(
        () => connected().renameVoyage({ id: renaming.id, name }),
        (answer) => {
          if (!answer.ok) return;
          const { revision, updatedAtMs } = answer.value;
          // The store moved the revision on: the saved state and the edits take it and the name, so
          // a later save names the newest revision and is not refused as stale.
          const renamed = (voyage: Voyage): Voyage => ({ ...voyage, name, revision });
          setHistory((current) => {
            if (current === null || current.current.id !== renaming.id) return current;
            if (revision > storedRevision) storedRevision = revision;
            const saved = { ...renamed(current.saved), updatedAtMs };
            return markSaved(current, saved, current.current === current.saved ? saved : renamed(current.current));
          });
        },
      );
    },
    async remove() {
      const removing = store.get().history?.current;
      if (removing === undefined) return { ok: false, error: { code: 'not_found', message: 'No voyage is open.' } };
      return writing(
        () => connected().deleteVoyage({ id: removing.id }),
        (answer) => {
          if (answer.ok) setHistory((current) => (current?.current.id === removing.id ? null : current));
        },
      );
    },
    reloadProfiles: () => store.set((previous) => ({ ...previous, profilesAsked: previous.profilesAsked + 1 })),
  };

  // The last plan solved: the next edit's plan keeps its untouched legs (planVoyage's `previous`).
  // Any earlier plan gives the same answer, so an undo, a redo or another voyage are safe too.
  let lastPlan: VoyagePlan | undefined;
  let plannedVoyage: Voyage | null = null;
  let planned: VoyagePlanResult | null = null;
  /** The voyage's plan, solved once per voyage value however many views read it. */
  const planOf = (voyage: Voyage | null): VoyagePlanResult | null => {
    if (voyage === null) return null;
    if (voyage === plannedVoyage) return planned;
    const result = planVoyage(voyage, lastPlan);
    if (result.ok) lastPlan = result.plan;
    plannedVoyage = voyage;
    planned = result;
    return result;
  };

  // The open voyage as views read it, made once per state of the store however many views select from it.
  let viewedState: OpenVoyageState | null = null;
  let viewed: OpenVoyage | null = null;
  const viewNow = (): OpenVoyage => {
    const state = store.get();
    if (state === viewedState && viewed !== null) return viewed;
    const { history, profiles, problem } = state;
    const voyage = history?.current ?? null;
    const profile = profiles.find((each) => each.id === voyage?.vesselProfileId) ?? null;
    const dirty = history !== null && hasUnsavedChanges(history.current, history.saved);
    const canUndo = (history?.past.length ?? 0) > 0;
    const canRedo = (history?.future.length ?? 0) > 0;
    const next: OpenVoyage = { voyage, profile, profiles, plan: planOf(voyage), dirty, canUndo, canRedo, problem, ...actions };
    // Only a new voyage, plan or profile list makes a new view: a change of what no view reads (profilesAsked) keeps it.
    viewed = viewed !== null && sameFields(viewed, next) ? viewed : next;
    viewedState = state;
    return viewed;
  };
  const view: ReadableStore<OpenVoyage> = { get: viewNow, subscribe: store.subscribe };

  return {
    store,
    view,
    actions,
    planOf,
    connect(next: PassageBridge) {
      bridge = next;
    },
    changedElsewhere,
    checkAfterGap,
    setProfiles: (profiles: readonly VesselProfile[]) => update({ profiles }),
    setProblem: (problem: string) => update({ problem }),
  };
}

export type OpenVoyageInstance = ReturnType<typeof createOpenVoyage>;

/** The workstation's open voyage. */
export const openVoyage = createOpenVoyage();

const wholeView = (open: OpenVoyage) => open;

/** The open voyage as one object, re-rendering when any of it changes. */
export function useOpenVoyageOf(instance: OpenVoyageInstance): OpenVoyage {
  return useStoreSelector(instance.view, wholeView);
}

/**
 * The open voyage as one object, re-rendering on every edit: for a view that shows the route
 * itself (the table, the names on the chart). Any other reads only what it shows, through
 * `useOpenVoyageSelector`.
 */
export function useOpenVoyage(): OpenVoyage {
  return useOpenVoyageOf(openVoyage);
}

/**
 * The part of the open voyage that `select` picks, re-rendering only when it changes by `equal`
 * (`sameFields` for several fields, `sameMotion` for a plan): a keystroke in a waypoint's name
 * then renders the table and the names on the chart, not every section of the Route tab and
 * every layer of the chart with them.
 */
export function useOpenVoyageSelector<S>(select: (open: OpenVoyage) => S, equal?: (a: S, b: S) => boolean, instance: OpenVoyageInstance = openVoyage): S {
  return useStoreSelector(instance.view, select, equal);
}

/**
 * Whether two plans put the ship at the same place at the same time throughout (`sameTrackAndTimes`),
 * or are both no plan: the `equal` of a view that follows the ship's track and times only (the
 * route on the chart, storm approaches, the weather models along the route), which a renamed
 * waypoint does not change. The plan such a view keeps may hold the waypoints' old names.
 */
export function sameMotion(a: VoyagePlanResult | null, b: VoyagePlanResult | null): boolean {
  if (a === b) return true;
  if (a?.ok && b?.ok) return sameTrackAndTimes(a.plan, b.plan);
  return false;
}

const planOfView = (open: OpenVoyage) => open.plan;

/**
 * The open voyage's plan, kept while new plans only rename waypoints (`sameMotion`): for views
 * that follow the ship's track and times only, so a name typed in a 5,000-waypoint table neither
 * renders nor recomputes them.
 */
export function useSteadyPlan(instance: OpenVoyageInstance = openVoyage): VoyagePlanResult | null {
  return useOpenVoyageSelector(planOfView, sameMotion, instance);
}

/** Whether two routes have their waypoints at the same positions (names aside): the `equal` of a view placed by position only. */
export function samePositions(a: readonly { lat: number; lon: number }[] | undefined, b: readonly { lat: number; lon: number }[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((point, index) => {
    const other = b[index];
    return other !== undefined && point.lat === other.lat && point.lon === other.lon;
  });
}

/** The id of the open voyage (null: none), re-rendering only when another voyage is opened: the key of every per-voyage store. */
export function useOpenVoyageId(instance: OpenVoyageInstance = openVoyage): string | null {
  const read = () => instance.store.get().history?.current.id ?? null;
  return useStoreSnapshot(instance.store.subscribe, read);
}

/** Called once by the workstation: gives the open voyage its bridge and keeps the vessel profiles read. */
export function useOpenVoyageFeed(bridge: PassageBridge, instance: OpenVoyageInstance = openVoyage): void {
  instance.connect(bridge);
  const vesselProfileId = useStoreSnapshot(instance.store.subscribe, () => instance.store.get().history?.current.vesselProfileId);
  const profilesAsked = useStoreSnapshot(instance.store.subscribe, () => instance.store.get().profilesAsked);
  useEffect(
    function followChangesElsewhere() {
      const stops = [
        bridge.on('voyagesChanged', instance.changedElsewhere),
        // A profile saved in any window: its limits are read again (every exceedance shown follows them).
        bridge.on('vesselProfilesChanged', () => instance.actions.reloadProfiles()),
        bridge.on('eventsResumed', () => {
          void instance.checkAfterGap();
          instance.actions.reloadProfiles();
        }),
      ];
      return function stopFollowing() {
        for (const stop of stops) stop();
      };
    },
    [bridge, instance],
  );
  useEffect(
    function loadVesselProfiles() {
      let current = true;
      void bridge.listVesselProfiles({}).then((result) => {
        if (!current) return;
        if (result.ok) instance.setProfiles(result.value);
        else instance.setProblem(`Vessel profiles could not be read: ${result.error.message}`);
      });
      return function ignoreLateProfiles() {
        current = false;
      };
    },
    [bridge, instance, vesselProfileId, profilesAsked],
  );
}
