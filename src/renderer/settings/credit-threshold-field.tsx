import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { useCall } from '../bridge/use-call';

/**
 * Above how many credits a request asks for confirmation first (the forecast, the departure
 * comparison, another model). Saved when the field is left or Enter is pressed; a value that is
 * not a whole number from 0 up is refused with the reason, and the saved one stays.
 */
export function CreditThresholdField({ bridge }: { bridge: PassageBridge }) {
  const settings = useCall(() => bridge.getSettings({}), [bridge]);
  const saved = settings.value?.creditConfirmThreshold ?? null;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    function showSavedThreshold() {
      if (saved !== null) setText(String(saved));
    },
    [saved],
  );

  async function save() {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
      setProblem(`"${text}" is not allowed: enter a whole number of credits from 0 to 1000000.`);
      return;
    }
    const result = await bridge.setSettings({ creditConfirmThreshold: value });
    setProblem(result.ok ? null : result.error.message);
  }

  return (
    <label className="settings-field">
      Ask before a request above this many credits
      <input
        type="text"
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
        }}
        data-testid="credit-confirm-threshold"
      />
      {problem !== null && <span role="alert">{problem}</span>}
    </label>
  );
}
