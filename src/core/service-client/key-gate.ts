import { ServiceError } from './errors';

/**
 * Hands out the current key, and remembers a key the service refused (401): until getKey returns
 * something else, every call fails at once without sending a request, because each refused
 * request still counts against the rate limit and tells the service nothing new.
 */
export interface KeyGate {
  /** The key to send now, or an auth ServiceError when there is none or it was refused. */
  keyFor(operation: string): string;
  /** Records that the service refused this key, with the service's own words. */
  rejected(key: string, serviceMessage: string): void;
  /** The current key, for redaction only. */
  currentKey(): string | null;
}

export function createKeyGate(getKey: () => string | null): KeyGate {
  let refused: { key: string; serviceMessage: string } | undefined;
  return {
    keyFor(operation) {
      const key = getKey();
      if (key === null || key === '') {
        throw new ServiceError({
          code: 'auth',
          operation,
          message: 'No API key is set. Enter the key of your service account in the settings.',
        });
      }
      if (refused !== undefined && refused.key === key) {
        throw new ServiceError({
          code: 'auth',
          operation,
          status: 401,
          serviceMessage: refused.serviceMessage,
          message: `The service refused the API key (${refused.serviceMessage}). No request is sent until the key is changed in the settings.`,
        });
      }
      refused = undefined;
      return key;
    },
    rejected(key, serviceMessage) {
      refused = { key, serviceMessage };
    },
    currentKey: () => getKey(),
  };
}
