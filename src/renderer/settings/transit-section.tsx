import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Settings } from '../../shared/settings/settings';

/** How crew journeys travel from the transit planner: its encoding and how long it may stay silent. */
export function TransitSection({ bridge }: { bridge: PassageBridge }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    function readSettings() {
      let current = true;
      void bridge.getSettings({}).then((result) => {
        if (current && result.ok) setSettings(result.value);
      });
      const off = bridge.on('settingsChanged', setSettings);
      return function stopReading() {
        current = false;
        off();
      };
    },
    [bridge],
  );
  function save(patch: Partial<Pick<Settings, 'transitMixerMode' | 'transitMixerTimeLimitSeconds'>>): void {
    void bridge.setSettings(patch).then((result) => {
      if (result.ok) {
        setSettings(result.value);
        setProblem(null);
      } else setProblem(`Not saved: ${result.error.message}`);
    });
  }
  if (settings === null) return null;
  return (
    <section className="settings-section" aria-label="Transit planner">
      <h3>Transit planner (crew journeys)</h3>
      <label>
        Encoding{' '}
        <select value={settings.transitMixerMode} onChange={(event) => save({ transitMixerMode: event.target.value === 'json' ? 'json' : 'proto' })} data-testid="transit-mixer-mode">
          <option value="proto">Protocol Buffers (the service's default, smaller)</option>
          <option value="json">JSON</option>
        </select>
      </label>
      <label>
        {' '}Give up after{' '}
        <input
          type="number"
          min={5}
          max={600}
          defaultValue={settings.transitMixerTimeLimitSeconds}
          onBlur={(event) => {
            const seconds = Math.round(Number(event.target.value));
            if (seconds >= 5 && seconds <= 600) save({ transitMixerTimeLimitSeconds: seconds });
            else setProblem('The time limit is 5 to 600 seconds of silence.');
          }}
        />{' '}
        s of silence
      </label>
      {problem !== null && <p className="problem" role="alert">{problem}</p>}
    </section>
  );
}
