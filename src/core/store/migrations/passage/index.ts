import type { Migration } from '../../migrate';
import { createSettings } from './0010-create-settings';
import { createVesselProfiles } from './0020-create-vessel-profiles';
import { createVoyages } from './0030-create-voyages';
import { createCreditLedger } from './0040-create-credit-ledger';
import { addCreditsSpent } from './0050-add-credits-spent';
import { addLedgerBytesReceived } from './0060-add-ledger-bytes-received';
import { addVesselDraftAndDistances } from './0070-add-vessel-draft-and-distances';
import { createCrewJourneyPlans } from './0080-create-crew-journey-plans';
import { createVoyagePackJobs } from './0090-create-voyage-pack-jobs';
import { addVesselSpeedLoss } from './0100-add-vessel-speed-loss';
import { createVoyageNoGoAreas } from './0110-create-voyage-no-go-areas';
import { addRequestOutcomes } from './0120-add-request-outcomes';

/** passage.db: what the user made. Append new migrations here, in order. */
export const passageMigrations: readonly Migration[] = [
  createSettings,
  createVesselProfiles,
  createVoyages,
  createCreditLedger,
  addCreditsSpent,
  addLedgerBytesReceived,
  addVesselDraftAndDistances,
  createCrewJourneyPlans,
  createVoyagePackJobs,
  addVesselSpeedLoss,
  createVoyageNoGoAreas,
  addRequestOutcomes,
];
