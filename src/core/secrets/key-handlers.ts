import { PassageError, type Handlers } from '../router';
import { ServiceSourceError, type ServiceSourceControl } from './service-source-control';

type KeyCallName = 'getServiceSource' | 'setServiceSource' | 'saveServiceKey' | 'removeServiceKey' | 'testServiceKey';

/** What a refusal means reaches the renderer as its own code; nothing here ever carries the key. */
async function explained<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceSourceError) throw new PassageError(error.code, error.message);
    // A keychain failure names the keychain, never the key (napi-keyring-key-store.ts, key-choice.ts).
    if (error instanceof Error) throw new PassageError('key_store', error.message);
    throw error;
  }
}

export function serviceKeyHandlers(control: ServiceSourceControl): Pick<Handlers, KeyCallName> {
  return {
    getServiceSource: () => explained(() => control.status()),
    setServiceSource: ({ dataSource, liveServiceUrl }) => explained(() => control.setSource(dataSource, liveServiceUrl)),
    saveServiceKey: ({ key, choice }) => explained(() => control.saveKey(key, choice)),
    removeServiceKey: () => explained(() => control.removeKey()),
    testServiceKey: () => explained(() => control.testKey()),
  };
}
