import type { FirstStart } from '../../shared/voyage/first-start';
import type { Voyage } from '../../shared/voyage/voyage';
import type { EventHub } from '../event-hub';
import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { fetchRouteForecast, routeForecastRequest } from '../voyage/route-forecast';
import { dismissTabGuide, offerSampleVoyage, readFirstStart, type SampleOffer } from './first-start';

export interface FirstStartRun {
  /**
   * Makes the sample voyage if this is a new demo installation (at once: the window waits on it)
   * and starts its forecast in the background. Call once the saved demo/live choice is applied.
   */
  start(): SampleOffer;
  /** Settles when the sample's forecast has landed or failed (at once when none was asked). */
  readonly sampleForecastSettled: Promise<void>;
  /** getFirstStart and dismissTabGuide; app.ts spreads them into its handlers. */
  readonly handlers: Pick<Handlers, 'getFirstStart' | 'dismissTabGuide'>;
}

/**
 * The first start's work for one run of the app. The sample voyage is made before the window is
 * ready; its forecast is asked after, the way the Forecast tab asks it (through the cache and the
 * credit ledger, pinned to the voyage), so a new installation's first window never waits on a
 * demo request. Its progress reaches the renderer as `firstStartChanged` (fetching, then fetched
 * or failed); a failed forecast leaves the sample to be fetched from the tab like any other.
 */
export function createFirstStartRun(options: { passageDb: WritableDatabase; serviceData: ServiceData; events: EventHub; now: () => number; log?: (line: string) => void }): FirstStartRun {
  const { passageDb, serviceData, events, now, log } = options;
  let sampleForecast: FirstStart['sampleForecast'] = null;
  let settle: () => void = () => {};
  const sampleForecastSettled = new Promise<void>((resolve) => (settle = resolve));

  const read = (): FirstStart => ({ ...readFirstStart(passageDb), sampleForecast });
  function forecastIs(state: FirstStart['sampleForecast']) {
    sampleForecast = state;
    events.emit('firstStartChanged', read());
  }

  async function fetchSampleForecast(sample: Voyage) {
    forecastIs('fetching');
    try {
      await fetchRouteForecast(serviceData, routeForecastRequest(sample));
      forecastIs('fetched');
    } catch (error) {
      log?.(`the sample voyage's forecast was not fetched: ${error instanceof Error ? error.message : String(error)}`);
      // The app may be closing under the request, its database gone: nothing to tell anyone then.
      try {
        forecastIs('failed');
      } catch {
        /* closed */
      }
    }
  }

  return {
    start() {
      let offer: SampleOffer;
      try {
        offer = offerSampleVoyage(passageDb, serviceData.source().dataSource, now());
      } catch (error) {
        // A sample that could not be made has no forecast to wait for.
        settle();
        throw error;
      }
      if (offer.made === null) {
        settle();
        return offer;
      }
      log?.(`first start in demo mode: made the sample voyage "${offer.made.name}"`);
      // A window already open lists it at once, as any voyage made elsewhere.
      events.emit('voyagesChanged', { voyageId: offer.made.id, revision: offer.made.revision });
      void fetchSampleForecast(offer.made).finally(settle);
      return offer;
    },
    sampleForecastSettled,
    handlers: {
      getFirstStart: () => read(),
      dismissTabGuide: () => {
        dismissTabGuide(passageDb, now());
        const after = read();
        events.emit('firstStartChanged', after);
        return after;
      },
    },
  };
}
