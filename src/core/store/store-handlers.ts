import { randomUUID } from 'node:crypto';
import type { VoyageChange } from '../../shared/voyage/voyage';
import type { Handlers } from '../router';
import { bytesReceivedTotals } from './bytes-received-totals';
import { unpinVoyage } from './cache-pins-table';
import { creditTotals } from './credit-ledger-table';
import { deleteCrewPlan, listCrewPlans, saveCrewPlan } from './crew-journey-plans-table';
import { copyNoGoAreas, deleteNoGoArea, listNoGoAreas, saveNoGoArea } from './no-go-areas-table';
import type { Store } from './open-store';
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
  | 'getBytesReceived'
  | 'getStartupNotices'
  | 'listCrewJourneyPlans'
  | 'saveCrewJourneyPlan'
  | 'deleteCrewJourneyPlan'
  | 'listNoGoAreas'
  | 'saveNoGoArea'
  | 'deleteNoGoArea';

/**
 * The contract calls answered by the store alone; app.ts spreads them into its handlers. Each
 * write of a voyage is told through `voyageChanged` once it is stored, so that every window's lists
 * follow it (app.ts sends it as the `voyagesChanged` event).
 */
export function storeHandlers(store: Store, now: () => number, voyageChanged: (change: VoyageChange) => void): Pick<Handlers, StoreCallName> {
  const { passageDb, cacheDb } = store;
  function told<T extends { id: string; revision: number }>(voyage: T): T {
    voyageChanged({ voyageId: voyage.id, revision: voyage.revision });
    return voyage;
  }
  return {
    listVoyages: () => listVoyages(passageDb),
    getVoyage: ({ id }) => getVoyage(passageDb, id),
    createVoyage: (input) => told(createVoyage(passageDb, input, { nowMs: now() })),
    saveVoyage: (input) => told(saveVoyage(passageDb, input, now())),
    renameVoyage: ({ id, name }) => told(renameVoyage(passageDb, id, name, now())),
    duplicateVoyage: ({ id, name }) => {
      const copy = duplicateVoyage(passageDb, id, name, { nowMs: now() });
      // The copy is planned for the same waters: the areas to keep out of go with it.
      copyNoGoAreas(passageDb, id, copy.id, now(), randomUUID);
      return told(copy);
    },
    deleteVoyage: ({ id }) => {
      const deleted = deleteVoyage(passageDb, id);
      // Its cached answers stay until evicted; they are just no longer protected.
      unpinVoyage(cacheDb, id);
      if (deleted) voyageChanged({ voyageId: id, revision: null });
      return { deleted };
    },
    listVesselProfiles: () => listVesselProfiles(passageDb),
    saveVesselProfile: (input) => saveVesselProfile(passageDb, input, now()),
    getCreditTotals: () => creditTotals(passageDb, now()),
    getBytesReceived: () => bytesReceivedTotals(passageDb, now()),
    getStartupNotices: () => [...store.recovery],
    listCrewJourneyPlans: ({ voyageId }) => listCrewPlans(passageDb, voyageId),
    saveCrewJourneyPlan: ({ voyageId, plan }) => {
      saveCrewPlan(passageDb, voyageId, plan, now());
      return { saved: true as const };
    },
    deleteCrewJourneyPlan: ({ voyageId, planId }) => ({ deleted: deleteCrewPlan(passageDb, voyageId, planId) }),
    listNoGoAreas: ({ voyageId }) => listNoGoAreas(passageDb, voyageId),
    saveNoGoArea: ({ voyageId, area }) => saveNoGoArea(passageDb, voyageId, area, now()),
    deleteNoGoArea: ({ voyageId, areaId }) => ({ deleted: deleteNoGoArea(passageDb, voyageId, areaId) }),
  };
}
