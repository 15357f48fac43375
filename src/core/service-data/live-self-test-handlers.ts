import { runLiveSelfTest, selfTestCredits } from '../service-client/live-self-test';
import { PassageError, type Handlers } from '../router';
import { NoServiceError, type ServiceData } from './service-data';

/**
 * The live self-test for Settings: its cost first (nothing cached can stand in, every request is
 * sent), then the run against the current source (the demo service in demo mode), past the cache
 * so that each answer is read as the service sends it now. Each request is on the credit ledger.
 */
export function liveSelfTestHandlers(data: ServiceData): Pick<Handlers, 'estimateLiveSelfTest' | 'runLiveSelfTest'> {
  function client() {
    const current = data.client();
    if (current === null) throw new NoServiceError();
    return current;
  }
  return {
    estimateLiveSelfTest: () => {
      const credits = selfTestCredits(client());
      return { credits, creditsToSpend: credits };
    },
    runLiveSelfTest: async () => {
      if (data.connection().offlineMode) {
        throw new PassageError('offline_mode', 'Passage is in offline mode: the self-test sends one request per operation. Turn offline mode off to run it.');
      }
      return { results: await runLiveSelfTest(client()) };
    },
  };
}
