import { useState, type FormEvent } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatUtcShort } from '../../shared/time/time-format';
import type { VoyageSummary } from '../../shared/voyage/voyage';
import { useOpenVoyageSelector } from './open-voyage';
import { sameFields } from '../state/external-store';
import { VoyagePackAge } from '../voyage-pack/voyage-pack-age';
import { PackStaleWarning } from '../voyage-pack/pack-stale-warning';
import { useMinuteClock } from '../shell/use-minute-clock';
import { readSavedVoyagesAgain, useSavedVoyages } from '../state/saved-voyages';

/**
 * The saved voyages: create, open, rename, duplicate, delete (asked twice). Opening another
 * voyage over unsaved edits asks first: the navigator's work is never dropped silently.
 */
export function VoyageList({ bridge }: { bridge: PassageBridge }) {
  // What the list shows of the open voyage: a keystroke in its route renders no row.
  const openVoyage = useOpenVoyageSelector(
    (open) => ({ voyageId: open.voyage?.id, name: open.voyage?.name, dirty: open.dirty, open: open.open, show: open.show, save: open.save, rename: open.rename, remove: open.remove }),
    sameFields,
  );
  // Follows every change to the saved voyages, this list's own and any other window's.
  const list = useSavedVoyages();
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<VoyageSummary | null>(null);
  // The packs' ages are read against a clock of their own: ages and staleness move on while the
  // list is open, and the list is not rendered by the open voyage's edits.
  const listedAtMs = useMinuteClock();
  const [pendingOpen, setPendingOpen] = useState<VoyageSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function report(result: { ok: true } | { ok: false; error: { message: string } }, what: string): boolean {
    if (result.ok) {
      setProblem(null);
      readSavedVoyagesAgain();
      return true;
    }
    setProblem(`${what}: ${result.error.message}`);
    return false;
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') {
      setProblem('Give the new voyage a name (1 to 200 characters).');
      return;
    }
    const result = await bridge.createVoyage({ name, waypoints: [], legs: [] });
    if (!report(result, 'Not created')) return;
    if (result.ok) openVoyage.show(result.value);
    setNewName('');
  }

  // Over unsaved edits it asks, the open voyage too: opening it again reads its stored version.
  function askOpen(summary: VoyageSummary) {
    if (openVoyage.dirty) setPendingOpen(summary);
    else void openVoyage.open(summary.id);
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (renaming === null) return;
    if (renaming.name.trim() === '') {
      setProblem('A voyage name cannot be empty (1 to 200 characters).');
      return;
    }
    const name = renaming.name.trim();
    // The open voyage takes the new name and revision without losing its unsaved edits.
    const result = openVoyage.voyageId === renaming.id ? await openVoyage.rename(name) : await bridge.renameVoyage({ id: renaming.id, name });
    if (!report(result, 'Not renamed')) return;
    setRenaming(null);
  }

  async function duplicate(summary: VoyageSummary) {
    const result = await bridge.duplicateVoyage({ id: summary.id, name: `${summary.name} (copy)` });
    report(result, 'Not duplicated');
  }

  async function remove(summary: VoyageSummary) {
    const result = openVoyage.voyageId === summary.id ? await openVoyage.remove() : await bridge.deleteVoyage({ id: summary.id });
    setDeleting(null);
    report(result, 'Not deleted');
  }

  const voyages = list.value ?? [];
  return (
    <section className="voyage-list" aria-labelledby="voyages-heading">
      <h2 id="voyages-heading">Voyages</h2>
      {list.status === 'failed' && <p role="alert">The voyages could not be read: {list.error.message}</p>}
      {problem && <p role="alert">{problem}</p>}
      <form className="inline-form" onSubmit={(event) => void create(event)}>
        <input aria-label="New voyage name" placeholder="New voyage name" value={newName} maxLength={200} onChange={(event) => setNewName(event.target.value)} />
        <button type="submit">Create</button>
      </form>
      {pendingOpen && pendingOpen.id === openVoyage.voyageId && (
        <div className="confirm" role="alertdialog" aria-label="Unsaved changes">
          Unsaved changes to “{openVoyage.name}”: opening it again reads its stored version and drops them.{' '}
          <button type="button" onClick={() => void openVoyage.open(pendingOpen.id).finally(() => setPendingOpen(null))}>
            Discard, open the stored “{pendingOpen.name}”
          </button>
          <button type="button" onClick={() => setPendingOpen(null)} autoFocus>
            Keep my edits
          </button>
        </div>
      )}
      {pendingOpen && pendingOpen.id !== openVoyage.voyageId && (
        <div className="confirm" role="alertdialog" aria-label="Unsaved changes">
          Unsaved changes to “{openVoyage.name}”.{' '}
          <button type="button" onClick={() => void openVoyage.save().then((saved) => saved && void openVoyage.open(pendingOpen.id)).finally(() => setPendingOpen(null))}>
            Save, then open
          </button>
          <button type="button" onClick={() => void openVoyage.open(pendingOpen.id).finally(() => setPendingOpen(null))}>Discard, open “{pendingOpen.name}”</button>
          <button type="button" onClick={() => setPendingOpen(null)}>Cancel</button>
        </div>
      )}
      {deleting && (
        <div className="confirm" role="alertdialog" aria-label="Delete voyage">
          Delete “{deleting.name}” for good?{' '}
          <button type="button" onClick={() => void remove(deleting)}>Delete</button>
          <button type="button" onClick={() => setDeleting(null)} autoFocus>Keep</button>
        </div>
      )}
      {voyages.length === 0 && list.status === 'ready' && <p>No voyage saved yet: name one above and create it.</p>}
      <ul className="voyage-rows">
        {voyages.map((summary) => (
          <li key={summary.id} className={summary.id === openVoyage.voyageId ? 'voyage-row open' : 'voyage-row'} data-testid="voyage-row">
            {renaming?.id === summary.id ? (
              <form className="inline-form" onSubmit={(event) => void rename(event)}>
                <input aria-label="Voyage name" value={renaming.name} maxLength={200} autoFocus onChange={(event) => setRenaming({ id: summary.id, name: event.target.value })} />
                <button type="submit">Rename</button>
                <button type="button" onClick={() => setRenaming(null)}>Cancel</button>
              </form>
            ) : (
              <>
                <button type="button" className="voyage-name" onClick={() => askOpen(summary)} title="Open">
                  {summary.name}
                </button>
                <span className="voyage-meta">
                  {summary.waypointCount} wpt · {summary.departure.mode === 'departAt' ? `ETD ${formatUtcShort(summary.departure.etdUtcMs)}` : `ETA ${formatUtcShort(summary.departure.etaUtcMs)}`}
                </span>
                <VoyagePackAge voyageId={summary.id} nowMs={listedAtMs} className="voyage-meta" />
                <PackStaleWarning bridge={bridge} voyageId={summary.id} nowMs={listedAtMs} className="voyage-row-stale" />
                <button type="button" onClick={() => setRenaming({ id: summary.id, name: summary.name })}>Rename</button>
                <button type="button" onClick={() => void duplicate(summary)}>Duplicate</button>
                <button type="button" onClick={() => setDeleting(summary)}>Delete</button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
