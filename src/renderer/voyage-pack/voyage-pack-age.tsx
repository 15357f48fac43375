import { useVoyageStore } from '../state/external-store';
import { voyagePackStore } from '../state/voyage-pack';
import { packAgeWords } from './pack-progress-words';

/** A voyage's pack age in a few words, for the voyage list and the status bar; nothing before it is prepared. */
export function VoyagePackAge({ voyageId, nowMs, className }: { voyageId: string | null; nowMs: number; className?: string }) {
  const pack = useVoyageStore(voyagePackStore, voyageId);
  if (pack === null) return null;
  return (
    <span className={className} data-testid="voyage-pack-age-line" data-state={pack.state}>
      {packAgeWords(pack, nowMs)}
    </span>
  );
}
