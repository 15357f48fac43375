import { z } from 'zod';
import { operationNames, type OperationName } from './endpoints';

/**
 * What the live self-test says of one operation (src/core/service-client/live-self-test.ts), the
 * transit mixer included, as it
 * crosses the contract to Settings: read whole, read with parts left out (their field paths), not
 * read (the field paths or the service's own error), or not tried (a catalogue gave no model).
 */
export const selfTestVerdictSchema = z.enum(['read', 'read-with-parts-left-out', 'not-read', 'not-tried']);
export type SelfTestVerdict = z.infer<typeof selfTestVerdictSchema>;

/** Every REST operation of the endpoint table, and the transit mixer's WebSocket. */
export type SelfTestOperation = OperationName | 'transitMixer';
export const selfTestOperations: [SelfTestOperation, ...SelfTestOperation[]] = ['transitMixer', ...operationNames];

export const selfTestResultSchema = z.object({
  operation: z.enum(selfTestOperations),
  verdict: selfTestVerdictSchema,
  /** Where the answer could not be read: the fields missing or wrong, or the lists with items left out. */
  fieldPaths: z.array(z.string()),
  /** In words: what was left out, the service's own error, or why it was not tried. */
  detail: z.string(),
});
export type SelfTestResult = z.infer<typeof selfTestResultSchema>;

export const liveSelfTestAnswerSchema = z.object({ results: z.array(selfTestResultSchema) });
