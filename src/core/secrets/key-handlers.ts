import type { Handlers } from '../router';
import type { ServiceSourceControl } from './service-source-control';

type KeyCallName = 'getServiceSource' | 'setServiceSource' | 'saveServiceKey' | 'removeServiceKey' | 'testServiceKey';

/**
 * The contract's calls for the service source and its key. A refusal (ServiceSourceError) or a
 * failing key store (KeyStoreError) is thrown as it is: the router translates both, once, as it
 * does every domain error (domain-errors.ts). Nothing here ever carries the key.
 */
export function serviceKeyHandlers(control: ServiceSourceControl): Pick<Handlers, KeyCallName> {
  return {
    getServiceSource: () => control.status(),
    setServiceSource: ({ dataSource, liveServiceUrl }) => control.setSource(dataSource, liveServiceUrl),
    saveServiceKey: ({ key, choice }) => control.saveKey(key, choice),
    removeServiceKey: () => control.removeKey(),
    testServiceKey: () => control.testKey(),
  };
}
