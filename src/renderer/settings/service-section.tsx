import { useEffect, useState, type FormEvent } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { DataSource } from '../../shared/contract';
import type { NoKeychainChoice, ServiceSourceStatus } from '../../shared/settings/service-source';
import { keyKeepingWords, keyTestWords } from './key-keeping-words';

type Notice = { tone: 'ok' | 'problem'; text: string } | null;

/**
 * Demo or live, the live address, and the key. The key is typed once, sent to main, and the field
 * is emptied: the renderer is never given it back, only whether one is set and how it is kept.
 * Without a keychain nothing is stored until the user picks "this run only" or "store anyway".
 */
export function ServiceSection({ bridge, onCreditsSpent }: { bridge: PassageBridge; onCreditsSpent(): void }) {
  const [status, setStatus] = useState<ServiceSourceStatus | null>(null);
  const [chosenSource, setChosenSource] = useState<DataSource>('demo');
  const [address, setAddress] = useState('');
  const [typedKey, setTypedKey] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [pendingChoice, setPendingChoice] = useState<Extract<ServiceSourceStatus['keeping'], { mode: 'choice-needed' }> | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    function followServiceSource() {
      function show(next: ServiceSourceStatus) {
        setStatus(next);
        setChosenSource(next.dataSource);
        setAddress((typed) => (typed === '' ? (next.liveServiceUrl ?? '') : typed));
      }
      void bridge.getServiceSource({}).then((result) => {
        if (result.ok) show(result.value);
        else setNotice({ tone: 'problem', text: `The service settings could not be read: ${result.error.message}` });
      });
      return bridge.on('serviceSourceChanged', show);
    },
    [bridge],
  );

  async function applySource(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await bridge.setServiceSource(
      chosenSource === 'live' && address.trim() !== '' ? { dataSource: 'live', liveServiceUrl: address.trim() } : { dataSource: chosenSource },
    );
    setBusy(false);
    if (result.ok) setNotice({ tone: 'ok', text: result.value.dataSource === 'demo' ? 'Now using demo data.' : `Now using the live service at ${result.value.liveServiceUrl ?? ''}.` });
    else setNotice({ tone: 'problem', text: result.error.message });
  }

  async function saveKey(choice?: NoKeychainChoice) {
    setBusy(true);
    const result = await bridge.saveServiceKey(choice ? { key: typedKey, choice } : { key: typedKey });
    setBusy(false);
    if (!result.ok) {
      setNotice({ tone: 'problem', text: result.error.message });
      return;
    }
    const { saved, status: after } = result.value;
    if (!saved && after.keeping.mode === 'choice-needed') {
      // The typed key stays in the field only until the user has chosen where it may go.
      setPendingChoice(after.keeping);
      return;
    }
    setTypedKey('');
    setPendingChoice(null);
    setReplacing(false);
    setStatus(after);
    setNotice({ tone: 'ok', text: `Key saved: ${keyKeepingWords(after.keeping)}.` });
  }

  async function removeKey() {
    setBusy(true);
    const result = await bridge.removeServiceKey({});
    setBusy(false);
    setNotice(result.ok ? { tone: 'ok', text: 'The key is removed.' } : { tone: 'problem', text: result.error.message });
  }

  async function testKey() {
    setBusy(true);
    setNotice({ tone: 'ok', text: 'Testing the key with one request (1 credit)…' });
    const result = await bridge.testServiceKey({});
    setBusy(false);
    onCreditsSpent();
    if (result.ok) setNotice({ tone: result.value.works ? 'ok' : 'problem', text: keyTestWords(result.value) });
    else setNotice({ tone: 'problem', text: result.error.message });
  }

  if (!status) {
    return (
      <section className="settings-section" aria-labelledby="service-heading" data-testid="service-settings">
        <h2 id="service-heading">Service</h2>
        {notice ? <p role="alert">{notice.text}</p> : <p>Reading the service settings…</p>}
      </section>
    );
  }

  const askForKey = !status.keySet || replacing;
  return (
    <section className="settings-section" aria-labelledby="service-heading" data-testid="service-settings">
      <h2 id="service-heading">Service</h2>
      <form className="service-source" onSubmit={(event) => void applySource(event)}>
        <fieldset>
          <legend>Where the data comes from</legend>
          <label>
            <input type="radio" name="data-source" value="demo" disabled={!status.demoAvailable} checked={chosenSource === 'demo'} onChange={() => setChosenSource('demo')} />
            Demo data (simulated, no key; credits are counted as the service would, not paid)
          </label>
          <label>
            <input type="radio" name="data-source" value="live" checked={chosenSource === 'live'} onChange={() => setChosenSource('live')} />
            Live service
          </label>
          <label className="settings-field">
            Live service address
            <input type="url" data-testid="live-address" placeholder="https://api.example.com" value={address} onChange={(event) => setAddress(event.target.value)} spellCheck={false} />
          </label>
          <button type="submit" disabled={busy} data-testid="apply-source">
            Use {chosenSource === 'demo' ? 'demo data' : 'the live service'}
          </button>
        </fieldset>
      </form>

      <div className="service-key" data-testid="service-key">
        <h3>API key of the live service</h3>
        {status.keySet && !replacing && (
          <>
            <p data-testid="key-state">A key is set, {keyKeepingWords(status.keeping)}. It is never shown again.</p>
            <div className="settings-actions">
              <button type="button" disabled={busy} onClick={() => setReplacing(true)}>Replace key</button>
              <button type="button" disabled={busy} onClick={() => void removeKey()}>Remove key</button>
              <button type="button" disabled={busy || status.liveServiceUrl === null} onClick={() => void testKey()} data-testid="test-key">Test the key</button>
            </div>
          </>
        )}
        {askForKey && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void saveKey();
            }}
          >
            {!status.keySet && <p data-testid="key-state">No key is set.</p>}
            {status.keeping.mode === 'choice-needed' && <p className="settings-warning">{status.keeping.reason} Passage will ask where to keep the key.</p>}
            <label className="settings-field">
              Key
              <input type="password" data-testid="key-input" autoComplete="off" spellCheck={false} value={typedKey} onChange={(event) => setTypedKey(event.target.value)} />
            </label>
            <div className="settings-actions">
              <button type="submit" disabled={busy || typedKey.trim() === '' || pendingChoice !== null} data-testid="save-key">Save key</button>
              {replacing && <button type="button" onClick={() => { setReplacing(false); setTypedKey(''); setPendingChoice(null); }}>Cancel</button>}
            </div>
          </form>
        )}
        {pendingChoice && (
          <div className="settings-choice" role="alertdialog" aria-labelledby="no-keychain-heading" data-testid="no-keychain-choice">
            <h3 id="no-keychain-heading">No keychain to keep the key in</h3>
            <p>{pendingChoice.reason}</p>
            <p className="settings-warning">{pendingChoice.warning}</p>
            <div className="settings-actions">
              <button type="button" disabled={busy} onClick={() => void saveKey('this-run-only')} data-testid="keep-this-run">Keep for this run only</button>
              {pendingChoice.choices.includes('store-anyway') && (
                <button type="button" disabled={busy} onClick={() => void saveKey('store-anyway')} data-testid="store-anyway">Store anyway</button>
              )}
              <button type="button" onClick={() => { setPendingChoice(null); setTypedKey(''); }}>Cancel</button>
            </div>
          </div>
        )}
      </div>
      {notice && (
        <p className={notice.tone === 'problem' ? 'settings-notice settings-notice-problem' : 'settings-notice'} role={notice.tone === 'problem' ? 'alert' : 'status'} data-testid="service-notice">
          {notice.text}
        </p>
      )}
    </section>
  );
}
