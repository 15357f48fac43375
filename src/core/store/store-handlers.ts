import { randomUUID } from 'node:crypto';
import type { EventHub } from '../event-hub';
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
 * write of a voyage or a vessel profile is told to every window once it is stored
 * (`voyagesChanged`, `vesselProfilesChanged`), so that their lists and limits follow it.
 */
export function storeHandlers(store: Store, now: () => number, events: Pick<EventHub, 'emit'>): Pick<Handlers, StoreCallName> {
  const { passageDb, cacheDb } = store;
  function told<T extends { id: string; revision: number }>(voyage: T): T {
    events.emit('voyagesChanged', { voyageId: voyage.id, revision: voyage.revision });
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
      if (deleted) events.emit('voyagesChanged', { voyageId: id, revision: null });
      return { deleted };
    },
    listVesselProfiles: () => listVesselProfiles(passageDb),
    saveVesselProfile: (input) => {
      const saved = saveVesselProfile(passageDb, input, now());
      events.emit('vesselProfilesChanged', { profileId: saved.id });
      return saved;
    },
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
