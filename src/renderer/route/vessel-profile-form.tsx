import { countWords } from '../../shared/format/count-words';
import { limitSeverityWords } from '../../shared/format/limit-words';
import { useEffect, useState, type FormEvent } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { vesselProfileInputSchema, type LimitSeverity, type VesselProfile } from '../../shared/voyage/vessel-profile';
import { openVoyage, useOpenVoyageSelector } from './open-voyage';
import { sameFields } from '../state/external-store';
import { SpeedLossEditor, speedLossDraftOf, type SpeedLossDraft } from './speed-loss-editor';

interface Draft {
  name: string;
  serviceSpeedKn: string;
  waveM: string;
  waveSeverity: LimitSeverity;
  windKn: string;
  windSeverity: LimitSeverity;
  draftM: string;
  coastSafetyDistanceNm: string;
  stormNearDistanceNm: string;
  speedLoss: SpeedLossDraft;
}

function draftOf(profile: VesselProfile): Draft {
  return {
    name: profile.name,
    serviceSpeedKn: String(profile.serviceSpeedKn),
    waveM: profile.limits.significantWaveHeightM ? String(profile.limits.significantWaveHeightM.value) : '',
    waveSeverity: profile.limits.significantWaveHeightM?.severity ?? 'soft',
    windKn: profile.limits.windKn ? String(profile.limits.windKn.value) : '',
    windSeverity: profile.limits.windKn?.severity ?? 'soft',
    draftM: profile.draftM === null ? '' : String(profile.draftM),
    coastSafetyDistanceNm: String(profile.coastSafetyDistanceNm),
    stormNearDistanceNm: String(profile.stormNearDistanceNm),
    speedLoss: speedLossDraftOf(profile.speedLoss),
  };
}

/** An empty cell means "not checked"; anything else must be a number. */
function limitFrom(text: string, severity: LimitSeverity): { value: number; severity: LimitSeverity } | null {
  return text.trim() === '' ? null : { value: Number(text.replace(',', '.')), severity };
}

const numberFrom = (text: string) => Number(text.replace(',', '.'));

/** Every leg at one speed: what "apply the service speed to every leg" does. */
function withEveryLegAt<V extends { legs: readonly { speedKn: number }[] }>(voyage: V, speedKn: number): V {
  return { ...voyage, legs: voyage.legs.map((leg) => ({ ...leg, speedKn })) };
}

/**
 * The vessel the open voyage is planned for: chosen from the saved profiles, and its name,
 * service speed, main limits (significant wave height, wind) and speed in a seaway (speed-loss-editor.tsx)
 * edited in place. Saving as new
 * keeps the old profile for the voyages that use it.
 */
export function VesselProfileForm({ bridge }: { bridge: PassageBridge }) {
  // The voyage's profile only: an edit of the route renders nothing here (its legs are read when a speed is applied).
  const { vesselProfileId, profile, profiles, edit, reloadProfiles } = useOpenVoyageSelector(
    (open) => ({ vesselProfileId: open.voyage?.vesselProfileId, profile: open.profile, profiles: open.profiles, edit: open.edit, reloadProfiles: open.reloadProfiles }),
    sameFields,
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => setDraft(profile ? draftOf(profile) : null), [profile]);
  if (vesselProfileId === undefined) return null;

  async function save(event: FormEvent, asNew: boolean) {
    event.preventDefault();
    if (profile === null || draft === null) return;
    const candidate = {
      ...profile,
      id: asNew ? undefined : profile.id,
      name: draft.name,
      serviceSpeedKn: numberFrom(draft.serviceSpeedKn),
      draftM: draft.draftM.trim() === '' ? null : numberFrom(draft.draftM),
      coastSafetyDistanceNm: numberFrom(draft.coastSafetyDistanceNm),
      stormNearDistanceNm: numberFrom(draft.stormNearDistanceNm),
      limits: { ...profile.limits, significantWaveHeightM: limitFrom(draft.waveM, draft.waveSeverity), windKn: limitFrom(draft.windKn, draft.windSeverity) },
      speedLoss: draft.speedLoss.table,
    };
    const checked = vesselProfileInputSchema.safeParse(candidate);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(`Not saved: ${issue?.path.join('.') ?? 'profile'}: ${issue?.message ?? 'invalid'} (speed above 0 and up to 60 kn; limits and draft positive numbers or empty for none; safety distance 0 to 50 nm; storms near 0 to 5,000 nm; speeds in a seaway 0 to the service speed).`);
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
    // A new service speed changes no leg by itself: the navigator says whether it should.
    const speedKn = result.value.serviceSpeedKn;
    const legs = openVoyage.view.get().voyage?.legs ?? [];
    const legsAtOtherSpeeds = legs.filter((leg) => leg.speedKn !== speedKn).length;
    if (speedKn !== profile.serviceSpeedKn && legsAtOtherSpeeds > 0 && window.confirm(`Apply the new service speed of ${speedKn} kn to every leg of this voyage (${countWords(legs.length, 'leg')})? Cancel keeps each leg's own speed.`)) {
      edit((current) => withEveryLegAt(current, speedKn));
      setSaved(`Profile “${result.value.name}” saved; ${speedKn} kn applied to every leg (${countWords(legs.length, 'leg')}) (unsaved in the voyage: Ctrl+S saves, Ctrl+Z undoes).`);
    } else if (speedKn !== profile.serviceSpeedKn && legsAtOtherSpeeds > 0) {
      setSaved(`Profile “${result.value.name}” saved with ${speedKn} kn; the legs keep their own speeds (${countWords(legsAtOtherSpeeds, 'leg')} not at ${speedKn} kn).`);
    } else setSaved(`Profile “${result.value.name}” saved.`);
  }

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((now) => (now ? { ...now, [field]: event.target.value } : now));
  return (
    <details className="vessel-profile">
      <summary>
        Vessel: {profile?.name ?? 'unknown profile'} {profile && `· ${profile.serviceSpeedKn} kn`}
      </summary>
      <label>
        Profile{' '}
        <select value={vesselProfileId} onChange={(event) => edit((current) => ({ ...current, vesselProfileId: event.target.value }))}>
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
          <label title="The deepest draft; ports with a shallower channel or maximum draft in the World Port Index are flagged. Empty: not given.">
            Draft m <input value={draft.draftM} onChange={set('draftM')} inputMode="decimal" size={5} placeholder="not given" />
          </label>
          <label title="What the route check keeps between every leg and the coast">
            Coast safety nm <input value={draft.coastSafetyDistanceNm} onChange={set('coastSafetyDistanceNm')} inputMode="decimal" size={5} />
          </label>
          <label title="Storms whose track or forecast comes this near the route during the voyage count as near it">
            Storms near nm <input value={draft.stormNearDistanceNm} onChange={set('stormNearDistanceNm')} inputMode="decimal" size={6} />
          </label>
          <SpeedLossEditor
            draft={draft.speedLoss}
            serviceSpeedKn={numberFrom(draft.serviceSpeedKn) > 0 ? numberFrom(draft.serviceSpeedKn) : (profile?.serviceSpeedKn ?? 0)}
            onChange={(speedLoss) => setDraft((now) => (now ? { ...now, speedLoss } : now))}
          />
          <div>
            <button type="submit">Save profile</button> <button type="button" onClick={(event) => void save(event, true)}>Save as new profile</button>
          </div>
          {problem && <p role="alert">{problem}</p>}
          {saved && !problem && (
            <p className="route-hint" role="status" data-testid="profile-saved">
              {saved}
            </p>
          )}
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
      <select value={severity} onChange={onSeverity} aria-label={`${label}: ${limitSeverityWords.soft} or ${limitSeverityWords.hard}`}>
        <option value="soft">{limitSeverityWords.soft}</option>
        <option value="hard">{limitSeverityWords.hard}</option>
      </select>
    </label>
  );
}
