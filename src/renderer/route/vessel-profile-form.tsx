import { useEffect, useState, type FormEvent } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { vesselProfileInputSchema, type LimitSeverity, type VesselProfile } from '../../shared/voyage/vessel-profile';
import { useOpenVoyage } from './open-voyage';

interface Draft {
  name: string;
  serviceSpeedKn: string;
  waveM: string;
  waveSeverity: LimitSeverity;
  windKn: string;
  windSeverity: LimitSeverity;
}

function draftOf(profile: VesselProfile): Draft {
  return {
    name: profile.name,
    serviceSpeedKn: String(profile.serviceSpeedKn),
    waveM: profile.limits.significantWaveHeightM ? String(profile.limits.significantWaveHeightM.value) : '',
    waveSeverity: profile.limits.significantWaveHeightM?.severity ?? 'soft',
    windKn: profile.limits.windKn ? String(profile.limits.windKn.value) : '',
    windSeverity: profile.limits.windKn?.severity ?? 'soft',
  };
}

/** An empty cell means "not checked"; anything else must be a number. */
function limitFrom(text: string, severity: LimitSeverity): { value: number; severity: LimitSeverity } | null {
  return text.trim() === '' ? null : { value: Number(text.replace(',', '.')), severity };
}

/**
 * The vessel the open voyage is planned for: chosen from the saved profiles, and its name,
 * service speed and main limits (significant wave height, wind) edited in place. Saving as new
 * keeps the old profile for the voyages that use it.
 */
export function VesselProfileForm({ bridge }: { bridge: PassageBridge }) {
  const { voyage, profile, profiles, edit, reloadProfiles } = useOpenVoyage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDraft(profile ? draftOf(profile) : null), [profile]);
  if (voyage === null) return null;

  async function save(event: FormEvent, asNew: boolean) {
    event.preventDefault();
    if (profile === null || draft === null) return;
    const candidate = {
      ...profile,
      id: asNew ? undefined : profile.id,
      name: draft.name,
      serviceSpeedKn: Number(draft.serviceSpeedKn.replace(',', '.')),
      limits: { ...profile.limits, significantWaveHeightM: limitFrom(draft.waveM, draft.waveSeverity), windKn: limitFrom(draft.windKn, draft.windSeverity) },
    };
    const checked = vesselProfileInputSchema.safeParse(candidate);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(`Not saved: ${issue?.path.join('.') ?? 'profile'}: ${issue?.message ?? 'invalid'} (speed above 0 and up to 60 kn; limits positive numbers or empty for none).`);
      return;
    }
    const result = await bridge.saveVesselProfile(checked.data);
    if (!result.ok) {
      setProblem(`Not saved: ${result.error.message}`);
      return;
    }
    setProblem(null);
    reloadProfiles();
    if (asNew) edit((current) => ({ ...current, vesselProfileId: result.value.id }));
  }

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((now) => (now ? { ...now, [field]: event.target.value } : now));
  return (
    <details className="vessel-profile">
      <summary>
        Vessel: {profile?.name ?? 'unknown profile'} {profile && `· ${profile.serviceSpeedKn} kn`}
      </summary>
      <label>
        Profile{' '}
        <select value={voyage.vesselProfileId} onChange={(event) => edit((current) => ({ ...current, vesselProfileId: event.target.value }))}>
          {profiles.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
      </label>
      {draft && (
        <form className="profile-grid" onSubmit={(event) => void save(event, false)}>
          <label>
            Name <input value={draft.name} onChange={set('name')} maxLength={200} />
          </label>
          <label>
            Service speed kn <input value={draft.serviceSpeedKn} onChange={set('serviceSpeedKn')} inputMode="decimal" size={5} />
          </label>
          <LimitField label="Max Hs m" value={draft.waveM} severity={draft.waveSeverity} onValue={set('waveM')} onSeverity={set('waveSeverity')} />
          <LimitField label="Max wind kn" value={draft.windKn} severity={draft.windSeverity} onValue={set('windKn')} onSeverity={set('windSeverity')} />
          <div>
            <button type="submit">Save profile</button> <button type="button" onClick={(event) => void save(event, true)}>Save as new profile</button>
          </div>
          {problem && <p role="alert">{problem}</p>}
        </form>
      )}
    </details>
  );
}

type FieldChange = (event: { target: { value: string } }) => void;

/** One limit: its value (empty for "not checked") and whether it warns or is avoided. */
function LimitField({ label, value, severity, onValue, onSeverity }: { label: string; value: string; severity: LimitSeverity; onValue: FieldChange; onSeverity: FieldChange }) {
  return (
    <label>
      {label} <input value={value} onChange={onValue} inputMode="decimal" size={5} placeholder="none" />
      <select value={severity} onChange={onSeverity} aria-label={`${label}: warn or avoid`}>
        <option value="soft">warn</option>
        <option value="hard">avoid</option>
      </select>
    </label>
  );
}
