import type { Migration } from '../../migrate';
import { createSettings } from './0010-create-settings';

/** passage.db: what the user made. Append new migrations here, in order. */
export const passageMigrations: readonly Migration[] = [createSettings];
