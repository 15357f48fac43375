import type { DataSource } from '../service/answer-provenance';
import { countWords } from './count-words';

/**
 * Credits in words, the one form every view uses: "1 credit", "12 credits", and in demo mode
 * "12 simulated credits" (the demo service counts what the real one would charge; nothing is
 * paid). A request the cache answers costs nothing: "cached, no credits".
 */
export function creditWords(credits: number, dataSource: DataSource): string {
  return countWords(credits, dataSource === 'demo' ? 'simulated credit' : 'credit');
}

/** The cost on a button before a request: "cached, no credits" or `creditWords`. */
export function costWords(creditsToSpend: number, dataSource: DataSource): string {
  return creditsToSpend === 0 ? 'cached, no credits' : creditWords(creditsToSpend, dataSource);
}

/** "3 requests", "1 request". */
export function requestWords(requests: number): string {
  return countWords(requests, 'request');
}
