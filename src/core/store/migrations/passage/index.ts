import type { Migration } from '../../migrate';
import { createSettings } from './0010-create-settings';
import { createVesselProfiles } from './0020-create-vessel-profiles';
import { createVoyages } from './0030-create-voyages';
import { createCreditLedger } from './0040-create-credit-ledger';

/** passage.db: what the user made. Append new migrations here, in order. */
export const passageMigrations: readonly Migration[] = [createSettings, createVesselProfiles, createVoyages, createCreditLedger];
