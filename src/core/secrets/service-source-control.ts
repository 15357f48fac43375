import type { DataSource } from '../../shared/service/answer-provenance';
import type { KeyTestResult, NoKeychainChoice, ServiceSourceStatus } from '../../shared/settings/service-source';
import type { ServiceData, ServiceSource } from '../service-data/service-data';
import { ServiceError } from '../service-client/errors';
import type { WritableDatabase } from '../store/database';
import { readInternalSetting, writeInternalSetting } from '../store/settings-table';
import { decodeAddressBoundKey, encodeAddressBoundKey, type AddressBoundKey } from './address-bound-key';
import type { KeyChoiceRecord, KeyCustody, RecordedKeyChoice } from './key-choice';

/**
 * Demo or live, the live address, and the key: the one place that switches the app's service.
 * The live key is read from its store once at start and kept in main's memory only, so every
 * request can have it without a keychain round trip; it is never written anywhere but the store.
 * The key is bound to the address it was entered for: a client for any other address gets no key,
 * so changing the address (which any caller of the contract can do) never sends the key elsewhere.
 */
export interface ServiceSourceControlOptions {
  serviceData: Pick<ServiceData, 'setSource' | 'clientFor'>;
  custody: KeyCustody;
  passageDb: WritableDatabase;
  /** The embedded demo service, when this host runs one. */
  demo: { url: string; key: string } | null;
  /** What the host started with; used until the user chooses in the settings. */
  initial: { dataSource: DataSource; liveServiceUrl: string | null };
  now: () => number;
  onChange?: (status: ServiceSourceStatus) => void;
}

export interface ServiceSourceControl {
  /** Reads the saved choice and the key; until it resolves the app uses the host's initial source. */
  load(): Promise<void>;
  status(): Promise<ServiceSourceStatus>;
  setSource(dataSource: DataSource, liveServiceUrl?: string): Promise<ServiceSourceStatus>;
  saveKey(key: string, choice?: NoKeychainChoice): Promise<{ saved: boolean; status: ServiceSourceStatus }>;
  removeKey(): Promise<ServiceSourceStatus>;
  testKey(): Promise<KeyTestResult>;
}

export class ServiceSourceError extends Error {
  constructor(
    readonly code: 'no_demo_service' | 'no_live_address' | 'no_key',
    message: string,
  ) {
    super(message);
    this.name = 'ServiceSourceError';
  }
}

interface SavedSource {
  dataSource: DataSource;
  liveServiceUrl: string | null;
}

const sourceRow = 'service.source';
const keyChoiceRow = 'service.keyChoice';

/** The recorded "store anyway" choice, beside the settings in passage.db. */
export function keyChoiceRecordIn(db: WritableDatabase, now: () => number): KeyChoiceRecord {
  return {
    read: async () => {
      const value = readInternalSetting(db, keyChoiceRow) as RecordedKeyChoice | undefined;
      return value?.choice === 'store-anyway' ? value : null;
    },
    write: async (choice) => writeInternalSetting(db, keyChoiceRow, choice, now()),
  };
}

function readSavedSource(db: WritableDatabase): SavedSource | null {
  const value = readInternalSetting(db, sourceRow) as Partial<SavedSource> | undefined;
  if (!value || (value.dataSource !== 'demo' && value.dataSource !== 'live')) return null;
  return { dataSource: value.dataSource, liveServiceUrl: typeof value.liveServiceUrl === 'string' ? value.liveServiceUrl : null };
}

export function createServiceSourceControl(options: ServiceSourceControlOptions): ServiceSourceControl {
  const { serviceData, custody, passageDb, demo, now } = options;
  const savedAtStart = readSavedSource(passageDb);
  let saved: SavedSource = savedAtStart ?? options.initial;
  let liveKey: AddressBoundKey | null = null;

  /** The key, only for the address it was entered for. */
  function keyFor(address: string | null): string | null {
    return address !== null && liveKey?.address === address ? liveKey.key : null;
  }

  function liveSource(): ServiceSource {
    const address = saved.liveServiceUrl;
    return { dataSource: 'live', baseUrl: address, getKey: () => keyFor(address) };
  }

  function apply(): void {
    if (saved.dataSource === 'demo' && demo) serviceData.setSource({ dataSource: 'demo', baseUrl: demo.url, getKey: () => demo.key });
    else serviceData.setSource(liveSource());
  }

  async function status(): Promise<ServiceSourceStatus> {
    return {
      dataSource: saved.dataSource,
      liveServiceUrl: saved.liveServiceUrl,
      demoAvailable: demo !== null,
      keySet: keyFor(saved.liveServiceUrl) !== null,
      keeping: await custody.keeping(),
    };
  }

  async function changed(): Promise<ServiceSourceStatus> {
    const now = await status();
    options.onChange?.(now);
    return now;
  }

  return {
    async load() {
      const stored = await custody.getKey();
      const decoded = stored === null ? { record: null, migrated: false } : decodeAddressBoundKey(stored, saved.liveServiceUrl);
      liveKey = decoded.record;
      // Without a choice of the user's, the host's own start-up source stays as it is.
      if (savedAtStart !== null) apply();
      // A key stored before keys were bound: written back bound to the address saved with it.
      if (decoded.record !== null && decoded.migrated) await custody.saveKey(encodeAddressBoundKey(decoded.record));
    },

    status,

    async setSource(dataSource, liveServiceUrl) {
      if (dataSource === 'demo' && !demo) throw new ServiceSourceError('no_demo_service', 'This Passage has no demo service: use the live service.');
      const address = liveServiceUrl ?? saved.liveServiceUrl;
      if (dataSource === 'live' && address === null) {
        throw new ServiceSourceError('no_live_address', 'Enter the live service address (https://...) before switching to live data.');
      }
      saved = { dataSource, liveServiceUrl: address };
      writeInternalSetting(passageDb, sourceRow, saved, now());
      apply();
      return changed();
    },

    async saveKey(key, choice) {
      const address = saved.liveServiceUrl;
      if (address === null) throw new ServiceSourceError('no_live_address', 'Enter the live service address first: the key is kept for that address only.');
      const record = { address, key };
      const outcome = await custody.saveKey(encodeAddressBoundKey(record), choice);
      // Nothing stored: the answer carries the choice to make, even when an older key is kept for this run.
      if (!outcome.saved) return { saved: false, status: { ...(await status()), keeping: outcome.keeping } };
      liveKey = record;
      // A new client, so a key the service refused before is forgotten with the old one.
      apply();
      return { saved: true, status: await changed() };
    },

    async removeKey() {
      await custody.removeKey();
      liveKey = null;
      apply();
      return changed();
    },

    async testKey() {
      const checkedAtMs = now();
      if (saved.liveServiceUrl === null) throw new ServiceSourceError('no_live_address', 'Enter the live service address before testing the key.');
      if (liveKey === null) throw new ServiceSourceError('no_key', 'No key is set: enter the key of your service account first.');
      if (keyFor(saved.liveServiceUrl) === null) {
        throw new ServiceSourceError('no_key', `The saved key was entered for ${liveKey.address}, not for ${saved.liveServiceUrl}: enter the key for this address.`);
      }
      const client = serviceData.clientFor(liveSource());
      if (client === null) throw new ServiceSourceError('no_live_address', 'Enter the live service address before testing the key.');
      try {
        await client.call('weatherMapsModels', {});
        return { works: true, status: 200, checkedAtMs, message: 'The service accepted the key (the test cost 1 credit).' };
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        const status = error.status ?? null;
        if (error.code === 'auth') return { works: false, status, checkedAtMs, message: `The service refused the key: ${error.serviceMessage ?? 'HTTP 401'}. Check it on your account page and enter it again.` };
        return { works: false, status, checkedAtMs, message: `The key could not be confirmed: ${error.message}` };
      }
    },
  };
}
