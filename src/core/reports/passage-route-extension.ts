import type { Departure } from '../../shared/voyage/voyage';

/**
 * What RTZ and GPX cannot say by themselves and Passage writes in their extension elements:
 * whether the schedule was fixed by its departure or by a required arrival. Other systems skip
 * the element; Passage reads it back so a round trip keeps the way the voyage was planned.
 */
export const passageNamespace = 'urn:passage:route:1';
export const passageManufacturer = 'Passage';

export type DepartureMode = Departure['mode'];

export function departureModeOf(text: string | undefined): DepartureMode | undefined {
  return text === 'departAt' || text === 'arriveBy' ? text : undefined;
}
