import type { Handlers } from '../router';
import type { ServiceData } from '../service-data/service-data';
import type { WritableDatabase } from '../store/database';
import { fetchRouteForecast, routeForecastRequest } from '../voyage/route-forecast';
import { dismissTabGuide, offerSampleVoyage, readFirstStart, type SampleOffer } from './first-start';

/**
 * The first start's work, run once the saved demo/live choice is applied: the sample voyage if
 * this is a new demo installation, then its forecast asked the way the Forecast tab asks it
 * (through the cache and the credit ledger, pinned to the voyage), so the sample opens with
 * real provenance and the tab shows it without a request. A failed forecast leaves the sample
 * without one, to be fetched from the tab like any other; it never stops the start.
 */
export async function startWithSampleVoyage(passageDb: WritableDatabase, serviceData: ServiceData, options: { now: () => number; log?: (line: string) => void }): Promise<SampleOffer> {
  const offer = offerSampleVoyage(passageDb, serviceData.source().dataSource, options.now());
  if (offer.made === null) return offer;
  options.log?.(`first start in demo mode: made the sample voyage "${offer.made.name}"`);
  try {
    await fetchRouteForecast(serviceData, routeForecastRequest(offer.made));
  } catch (error) {
    options.log?.(`the sample voyage's forecast was not fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  return offer;
}

/** getFirstStart and dismissTabGuide; app.ts spreads them into its handlers. */
export function firstStartHandlers(passageDb: WritableDatabase, now: () => number): Pick<Handlers, 'getFirstStart' | 'dismissTabGuide'> {
  return {
    getFirstStart: () => readFirstStart(passageDb),
    dismissTabGuide: () => dismissTabGuide(passageDb, now()),
  };
}
