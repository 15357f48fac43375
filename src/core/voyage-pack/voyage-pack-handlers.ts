import type { Handlers } from '../router';
import type { VoyagePacks } from './pack-engine';

type VoyagePackCallName =
  | 'estimateVoyagePack'
  | 'startVoyagePack'
  | 'cancelVoyagePack'
  | 'resumeVoyagePack'
  | 'getVoyagePack'
  | 'listVoyagePacks'
  | 'answerVoyagePackSizeAsk'
  | 'estimateVoyagePackRefresh'
  | 'refreshVoyagePack';

/** The contract calls of "Prepare for sea"; app.ts spreads them into its handlers. */
export function voyagePackHandlers(packs: VoyagePacks): Pick<Handlers, VoyagePackCallName> {
  return {
    estimateVoyagePack: (choices) => packs.estimate(choices),
    startVoyagePack: ({ resumeOnReconnect, ...choices }) => packs.start(choices, resumeOnReconnect),
    cancelVoyagePack: ({ voyageId }) => packs.cancel(voyageId),
    resumeVoyagePack: ({ voyageId }) => packs.resume(voyageId),
    getVoyagePack: ({ voyageId }) => packs.status(voyageId),
    listVoyagePacks: () => packs.all(),
    answerVoyagePackSizeAsk: ({ voyageId, itemId, fetch }) => packs.answerSizeAsk(voyageId, itemId, fetch),
    estimateVoyagePackRefresh: ({ voyageId }) => packs.refreshEstimate(voyageId),
    refreshVoyagePack: ({ voyageId }) => packs.refresh(voyageId),
  };
}
