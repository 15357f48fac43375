import { z } from 'zod';
import type { EventName } from './contract-names';
import { connectionStatusSchema } from './service/answer-provenance';
import { serviceSourceStatusSchema } from './settings/service-source';
import { settingsSchema } from './settings/settings';
import { crewJourneyEndedEventSchema, crewJourneyOptionEventSchema } from './shore/crew-journey';
import { firstStartSchema } from './voyage/first-start';
import { voyageChangeSchema } from './voyage/voyage';
import { packStatusSchema } from './voyage/voyage-pack';
import { weatherRoutingProgressSchema } from './voyage/weather-routing';

/**
 * What the app may push to the renderer, each event (named in contract-names.ts) with its
 * payload's schema: the renderer checks every event it receives against it (data from another
 * process), so these schemas, unlike the calls' (contract.ts), are part of the renderer.
 */
export type EventDefinition = { payload: z.ZodType };

export const events = {
  settingsChanged: { payload: settingsSchema },
  connectionChanged: { payload: connectionStatusSchema },
  serviceSourceChanged: { payload: serviceSourceStatusSchema },
  crewJourneyOption: { payload: crewJourneyOptionEventSchema },
  crewJourneyEnded: { payload: crewJourneyEndedEventSchema },
  voyagePackProgress: { payload: packStatusSchema },
  weatherRoutingProgress: { payload: weatherRoutingProgressSchema },
  /** The first start's state changed: the sample's forecast arrived (or failed), the guide was dismissed. */
  firstStartChanged: { payload: firstStartSchema },
  voyagesChanged: { payload: voyageChangeSchema },
  /** A vessel profile was saved, here or in another window: its limits drive every exceedance shown. */
  vesselProfilesChanged: { payload: z.object({ profileId: z.string() }) },
  /**
   * Not sent by the app: the window's own bridge delivers it when its event stream opens, at first
   * and again after a gap (the web host restarted, the computer slept). Events sent before were
   * never received, so what a screen follows by events it reads again. Electron's IPC is there
   * from the window's start and has no gap: there it never comes.
   */
  eventsResumed: { payload: z.object({}) },
} satisfies Record<EventName, EventDefinition>;

export type Events = typeof events;
export type EventPayload<N extends EventName> = z.output<Events[N]['payload']>;
