import type { CrewJourneyEnd } from '../../shared/shore/crew-journey';
import { ServiceError } from '../service-client/errors';

/**
 * How a crew journey plan ended, in words a shipping office reads: what arrived is always kept,
 * and anything short of the mixer's own "no further results" with every message read says the
 * list may not be all there is, and why.
 */
export interface CrewJourneyOutcome {
  end: CrewJourneyEnd;
  message: string | null;
}

function options(count: number): string {
  return count === 1 ? '1 option' : `${count} options`;
}

function unreadable(badFrames: number): string {
  return badFrames === 1 ? '1 message from the planner could not be read and was left out' : `${badFrames} messages from the planner could not be read and were left out`;
}

export function crewJourneyOutcome(stats: { received: number; badFrames: number }, stoppedByUser: boolean, thrown: unknown): CrewJourneyOutcome {
  const kept = `${options(stats.received)} arrived and ${stats.received === 1 ? 'is' : 'are'} kept`;
  if (thrown !== undefined) {
    const why = thrown instanceof ServiceError ? thrown.message : thrown instanceof Error ? thrown.message : String(thrown);
    const lost = stats.badFrames > 0 ? `; ${unreadable(stats.badFrames)}` : '';
    return { end: 'incomplete', message: `Incomplete: ${why} ${kept}${lost}; more may exist.` };
  }
  if (stoppedByUser) {
    return { end: 'stopped', message: `Stopped: ${kept}; the planner may have had more.` };
  }
  if (stats.badFrames > 0) {
    return { end: 'incomplete', message: `Incomplete: ${unreadable(stats.badFrames)}. ${kept.charAt(0).toUpperCase()}${kept.slice(1)}.` };
  }
  if (stats.received === 0) {
    return { end: 'complete', message: 'The planner found no journey for these places and time.' };
  }
  return { end: 'complete', message: null };
}
