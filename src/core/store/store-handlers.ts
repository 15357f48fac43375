import { PassageError, type Handlers } from '../router';
import { unpinVoyage } from './cache-pins-table';
import { creditTotals } from './credit-ledger-table';
import type { Store } from './open-store';
import { StoreError } from './store-errors';
import { listVesselProfiles, saveVesselProfile } from './vessel-profiles-table';
import { createVoyage, deleteVoyage, duplicateVoyage, getVoyage, listVoyages, renameVoyage, saveVoyage } from './voyages-table';

type StoreCallName =
  | 'listVoyages'
  | 'getVoyage'
  | 'createVoyage'
  | 'saveVoyage'
  | 'renameVoyage'
  | 'duplicateVoyage'
  | 'deleteVoyage'
  | 'listVesselProfiles'
  | 'saveVesselProfile'
  | 'getCreditTotals'
  | 'getStartupNotices';

/** The store's errors reach the renderer with their code and message as they are. */
function speakingErrors<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof StoreError) throw new PassageError(error.code, error.message);
    throw error;
  }
}

/** The contract calls answered by the store alone; app.ts spreads them into its handlers. */
export function storeHandlers(store: Store, now: () => number): Pick<Handlers, StoreCallName> {
  const { passageDb, cacheDb } = store;
  return {
    listVoyages: () => listVoyages(passageDb),
    getVoyage: ({ id }) => speakingErrors(() => getVoyage(passageDb, id)),
    createVoyage: (input) => speakingErrors(() => createVoyage(passageDb, input, { nowMs: now() })),
    saveVoyage: (input) => speakingErrors(() => saveVoyage(passageDb, input, now())),
    renameVoyage: ({ id, name }) => speakingErrors(() => renameVoyage(passageDb, id, name, now())),
    duplicateVoyage: ({ id, name }) => speakingErrors(() => duplicateVoyage(passageDb, id, name, { nowMs: now() })),
    deleteVoyage: ({ id }) => {
      const deleted = deleteVoyage(passageDb, id);
      // Its cached answers stay until evicted; they are just no longer protected.
      unpinVoyage(cacheDb, id);
      return { deleted };
    },
    listVesselProfiles: () => listVesselProfiles(passageDb),
    saveVesselProfile: (input) => speakingErrors(() => saveVesselProfile(passageDb, input, now())),
    getCreditTotals: () => creditTotals(passageDb, now()),
    getStartupNotices: () => [...store.recovery],
  };
}
