import type { Settings } from '../../shared/settings/settings';
import { mixerPlanCredits } from '../../shared/service/credits';
import { coordinatePairOf } from '../../shared/service/transit';
import type { EventHub } from '../event-hub';
import { PassageError, type Handlers } from '../router';
import type { TransitMixerStream } from '../service-client/transit-mixer';
import type { ServiceData } from '../service-data/service-data';
import { lastChargeOf } from '../store/credit-ledger-table';
import type { ReadableDatabase } from '../store/database';
import { crewJourneyOutcome } from './crew-journey-outcome';

/**
 * Crew journeys to and from the ship: one transit mixer stream per plan, each option pushed to
 * the renderer as an event the moment it is read, then one event saying how the plan ended. The
 * call answers at once; the stream runs on.
 */
export interface CrewJourneyOptions {
  serviceData: ServiceData;
  events: EventHub;
  settings: () => Settings;
  now: () => number;
  /** Where the .proto lies when the bundled app cannot find it from the module. */
  protoPath?: string;
  /** The credit ledger: what the mixer charged for its last plan. */
  passageDb: ReadableDatabase;
}

// As the mixer's client writes its streams to the ledger (service-client/transit-mixer.ts): under
// this operation, with the handshake's 101 for a stream that opened, and the credits of its close reason.
const mixerOperation = 'transitMixer';
const streamOpenedStatus = 101;

export interface CrewJourneys {
  handlers: Pick<Handlers, 'planCrewJourney' | 'stopCrewJourney' | 'estimateCrewJourney'>;
  /** Ends every stream still running (the app closes): nothing is written after the store shuts. */
  close(): void;
}

export function createCrewJourneys(options: CrewJourneyOptions): CrewJourneys {
  let closed = false;
  const running = new Map<string, { stream: TransitMixerStream; stop: () => void }>();

  async function follow(planId: string, stream: TransitMixerStream, stopped: () => boolean): Promise<void> {
    let thrown: unknown;
    try {
      for await (const option of stream) {
        options.events.emit('crewJourneyOption', { planId, option, receivedAtMs: options.now() });
      }
    } catch (error) {
      thrown = error;
    }
    running.delete(planId);
    if (closed) return;
    const stats = stream.stats();
    const outcome = crewJourneyOutcome(stats, stopped(), thrown);
    options.events.emit('crewJourneyEnded', { planId, ...outcome, ...stats, endedAtMs: options.now() });
  }

  const handlers: CrewJourneys['handlers'] = {
    planCrewJourney(input) {
      if (running.has(input.planId)) throw new PassageError('invalid_input', `A plan named ${input.planId} is already running.`);
      const connection = options.serviceData.connection();
      if (connection.offlineMode) {
        throw new PassageError('offline', 'Passage is working offline: journeys cannot be planned now. Journeys planned before are kept with their age.');
      }
      const client = options.serviceData.client();
      if (client === null) throw new PassageError('no_service', 'No service is configured: choose the demo service, or enter the live service address and key in the settings.');
      const settings = options.settings();
      const stream = client.openTransitMixer(
        {
          fromPlace: coordinatePairOf(input.from),
          toPlace: coordinatePairOf(input.to),
          timestamp: new Date(input.atUtcMs).toISOString(),
          arriveBy: input.arriveBy,
        },
        {
          mode: settings.transitMixerMode,
          idleTimeoutMs: settings.transitMixerTimeLimitSeconds * 1000,
          ...(options.protoPath === undefined ? {} : { protoPath: options.protoPath }),
        },
      );
      let stoppedByUser = false;
      running.set(input.planId, {
        stream,
        stop: () => {
          stoppedByUser = true;
          stream.close();
        },
      });
      void follow(input.planId, stream, () => stoppedByUser);
      return { planId: input.planId, mode: settings.transitMixerMode };
    },
    estimateCrewJourney() {
      const { credits, basis } = mixerPlanCredits(lastChargeOf(options.passageDb, mixerOperation, streamOpenedStatus));
      // Every plan opens a new stream: nothing is ever answered from the cache.
      return { credits, creditsToSpend: credits, basis };
    },
    stopCrewJourney({ planId }) {
      const plan = running.get(planId);
      plan?.stop();
      return { stopped: plan !== undefined };
    },
  };
  return {
    handlers,
    close() {
      closed = true;
      for (const plan of running.values()) plan.stream.close();
      running.clear();
    },
  };
}
