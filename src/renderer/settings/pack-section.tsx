import { useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PackStaleAfter, SmallLink } from '../../shared/settings/pack-settings';
import { usePackSettings } from '../state/pack-settings';

/**
 * "Prepare for sea": how old each kind of packed data may grow before the status bar and the
 * voyage list call it stale (a forecast ages in hours, ports in weeks), and a metered or slow
 * link: the pack's bytes a second and the size of one item it asks before.
 */

interface NumberField {
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  value: number;
  testId: string;
  save: (value: number) => void;
}

function NumberInput({ field, onProblem }: { field: NumberField; onProblem: (problem: string | null) => void }) {
  return (
    <label className="settings-number">
      {field.label}{' '}
      <input
        type="number"
        min={field.min}
        max={field.max}
        step={field.step}
        defaultValue={field.value}
        key={field.value}
        data-testid={field.testId}
        onBlur={(event) => {
          const value = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(value) && value >= field.min && value <= field.max) {
            onProblem(null);
            if (value !== field.value) field.save(value);
          } else onProblem(`${field.label}: ${field.min} to ${field.max} ${field.unit}.`);
        }}
      />{' '}
      {field.unit}
    </label>
  );
}

const staleFields: readonly { key: keyof PackStaleAfter; label: string; unit: string; max: number; step: number }[] = [
  { key: 'forecastHours', label: 'Forecasts (route, compared models, best departure, ports)', unit: 'h', max: 8760, step: 1 },
  { key: 'ensembleHours', label: 'Ensemble', unit: 'h', max: 8760, step: 1 },
  { key: 'stormsHours', label: 'Storms', unit: 'h', max: 8760, step: 1 },
  { key: 'weatherMapHours', label: 'Weather map', unit: 'h', max: 8760, step: 1 },
  { key: 'portsDays', label: 'Ports and places', unit: 'days', max: 365, step: 1 },
];

export function PackSection({ bridge }: { bridge: PassageBridge }) {
  const settings = usePackSettings();
  const [problem, setProblem] = useState<string | null>(null);
  if (settings === null) return null;
  const save = (patch: { packStaleAfter?: PackStaleAfter; smallLink?: SmallLink }) =>
    void bridge.setSettings(patch).then((result) => setProblem(result.ok ? null : `Not saved: ${result.error.message}`));
  const { packStaleAfter, smallLink } = settings;
  return (
    <section className="settings-section" aria-labelledby="pack-settings-heading" data-testid="pack-settings">
      <h3 id="pack-settings-heading">Prepare for sea</h3>
      <fieldset>
        <legend>Packed data is stale after</legend>
        {staleFields.map(({ key, label, unit, max, step }) => (
          <NumberInput key={key} onProblem={setProblem} field={{ label, unit, min: 0, max, step, value: packStaleAfter[key], testId: `pack-stale-${key}`, save: (value) => save({ packStaleAfter: { ...packStaleAfter, [key]: value } }) }} />
        ))}
      </fieldset>
      <fieldset>
        <legend>Metered or slow connection</legend>
        <label>
          <input type="checkbox" checked={smallLink.on} onChange={(event) => save({ smallLink: { ...smallLink, on: event.target.checked } })} data-testid="small-link-on" /> The link is metered or slow: hold
          the pack to these limits
        </label>
        <NumberInput
          onProblem={setProblem}
          field={{ label: 'At most', unit: 'kB/s', min: 0.1, max: 100_000, step: 0.5, value: smallLink.bytesPerSecond / 1000, testId: 'small-link-rate', save: (value) => save({ smallLink: { ...smallLink, bytesPerSecond: Math.round(value * 1000) } }) }}
        />
        <NumberInput
          onProblem={setProblem}
          field={{ label: 'Ask before one item over', unit: 'kB', min: 1, max: 10_000_000, step: 50, value: smallLink.askAboveBytes / 1000, testId: 'small-link-ask-above', save: (value) => save({ smallLink: { ...smallLink, askAboveBytes: Math.round(value * 1000) } }) }}
        />
      </fieldset>
      {problem !== null && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
