import { creditWords } from '../../shared/format/credit-words';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { formatAge, formatUtcShort } from '../../shared/time/time-format';

/** Where an answer at a place came from: fetched when, how old, offline or not, what it cost, demo or live. */
export function provenanceWords(provenance: AnswerProvenance): string {
  const from = provenance.source === 'live' ? `it cost ${creditWords(provenance.credits, provenance.dataSource)}` : `from the cache${provenance.source === 'offline-cache' ? ' (offline)' : ''}, it cost ${creditWords(provenance.credits, provenance.dataSource)} when fetched`;
  return `Fetched ${formatUtcShort(provenance.fetchedAtMs)}, age ${formatAge(provenance.ageMs)}; ${from}.`;
}

export function PlaceProvenance({ provenance, what, location }: { provenance: AnswerProvenance; what: string; location: string | null }) {
  const offline = provenance.source === 'offline-cache';
  return (
    <p className="port-weather-provenance" data-testid="port-weather-provenance">
      {provenance.dataSource === 'demo' && <span className="port-weather-demo">Demo data</span>} {what}
      {location === null ? '' : ` for ${location}`}. {offline && <strong>Offline: shown from the cache. </strong>}
      {provenance.stale && <strong>Older than the newest model run. </strong>}
      {provenanceWords(provenance)}
    </p>
  );
}
