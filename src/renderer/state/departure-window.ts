import { defaultDepartureWindow } from '../../shared/voyage/voyage-pack';
import { createVoyageStore } from './external-store';

/**
 * The departures "Best departure" compares for each voyage (every N hours over the next M), kept
 * for the window's life: the Forecast tab unmounts when hidden, and "Prepare for sea" packs
 * exactly the departures the tab will compare offline.
 */
export interface DepartureWindowHours {
  everyHours: number;
  windowHours: number;
}

export const departureWindowStore = createVoyageStore<DepartureWindowHours>(defaultDepartureWindow);
