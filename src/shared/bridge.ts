import type { CallInput, CallName, CallOutput, EventName, EventPayload } from './contract';
import type { Result } from './result';

/**
 * The renderer's view of the app: one method per contract call plus `on` for events. Derived
 * from the contract, never written out by hand, so a new call appears here by itself.
 */
export type PassageCalls = {
  [N in CallName]: (input: CallInput<N>) => Promise<Result<CallOutput<N>>>;
};

export type PassageBridge = PassageCalls & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};
