import { countWords } from '../../shared/format/count-words';
import { operationNames, type OperationName } from '../../shared/service/endpoints';
import type { SelfTestResult } from '../../shared/service/self-test-result';
import { transitMixerPlanCredits, type TransitMixerRequest } from '../../shared/service/transit';
import { ServiceError } from './errors';
import type { QueryArgs, ServiceClient } from './service-client';
import { catalogueOf, pickModel, placeholderCatalogues, selfTestQueries, type Catalogues, type PickedModel } from './self-test-queries';

export type { SelfTestResult, SelfTestVerdict } from '../../shared/service/self-test-result';

/**
 * The live self-test: one small request per operation (the transit mixer's WebSocket included,
 * with one short plan), and per operation whether Passage read the
 * answer, with the field paths of what it could not read. For a navigator with a key, to see in one
 * action which operations of the live service Passage understands. It spends credits: callers show
 * `selfTestCredits` and ask first (Settings through the credit gate, check-live-cli with --yes).
 */

/** What the whole self-test costs, from the spec's credit rules and the mixer's estimate, before anything is sent. */
export function selfTestCredits(client: ServiceClient): number {
  const rest = operationNames.reduce((sum, operation) => sum + client.estimateCredits(operation, ...([selfTestQueries[operation](placeholderCatalogues)] as QueryArgs<typeof operation>)), 0);
  return rest + transitMixerPlanCredits;
}

/** The mixer's short plan: Rotterdam Centraal to Schiedam Centrum, two stations 5 km apart, leaving now. */
export const selfTestMixerRequest: TransitMixerRequest = { fromPlace: '51.9249,4.4690', toPlace: '51.9214,4.4094' };
/** The mixer streams for as long as it finds options; the self-test waits this long for the next one. */
const mixerIdleTimeoutMs = 30_000;

/** The mixer asked once, in its default encoding: read when every option it sent was read. */
async function tryMixer(client: ServiceClient): Promise<SelfTestResult> {
  const operation = 'transitMixer';
  const stream = client.openTransitMixer(selfTestMixerRequest, { idleTimeoutMs: mixerIdleTimeoutMs });
  let failure: ServiceError | undefined;
  try {
    for await (const _option of stream) {
      // Counted by the stream itself; the self-test asks only whether each could be read.
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    failure = error;
  }
  const { received, badFrames, badFieldPaths } = stream.stats();
  const tally = `${countWords(received, 'option')} read, ${badFrames} skipped`;
  if (failure !== undefined && received === 0) return { operation, verdict: 'not-read', fieldPaths: badFieldPaths, detail: `${failure.code}: ${failure.message}` };
  if (received === 0) return { operation, verdict: 'not-read', fieldPaths: badFieldPaths, detail: badFrames === 0 ? 'the planner sent no option before it closed' : `${tally}: no option could be read` };
  if (badFrames > 0 || failure !== undefined) {
    const ended = failure === undefined ? '' : `; then ${failure.code}: ${failure.message}`;
    return { operation, verdict: 'read-with-parts-left-out', fieldPaths: badFieldPaths, detail: `${tally}${ended}` };
  }
  return { operation, verdict: 'read', fieldPaths: [], detail: tally };
}

const catalogueOperations: Record<keyof Catalogues, OperationName> = {
  weatherTimeseries: 'weatherTimeseriesModels',
  weatherMaps: 'weatherMapsModels',
  marineTimeseries: 'marineTimeseriesModels',
  marineEnsemble: 'marineEnsembleModels',
  weatherEnsemble: 'weatherEnsembleModels',
};

/** A list path out of a left-out warning: "storms: storms[2].path: 1 item left out …" gives storms[2].path. */
function leftOutPath(warning: string): string {
  const afterOperation = warning.slice(warning.indexOf(': ') + 2);
  return afterOperation.slice(0, afterOperation.indexOf(':'));
}

async function tryOne(client: ServiceClient, operation: OperationName, query: unknown): Promise<{ result: SelfTestResult; answer: unknown }> {
  try {
    const read = await client.read(operation, ...([query] as QueryArgs<typeof operation>));
    if (read.warnings.length === 0) return { result: { operation, verdict: 'read', fieldPaths: [], detail: 'read whole' }, answer: read.value };
    return { result: { operation, verdict: 'read-with-parts-left-out', fieldPaths: read.warnings.map(leftOutPath), detail: read.warnings.join('; ') }, answer: read.value };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { result: { operation, verdict: 'not-read', fieldPaths: [...(error.fieldPaths ?? [])], detail: `${error.code}: ${error.message}` }, answer: null };
  }
}

/**
 * Runs the self-test: the catalogues first (the model-bound operations ask for one of their
 * models), then every other operation, one after another, and last one short plan of the mixer.
 */
export async function runLiveSelfTest(client: ServiceClient, onResult: (result: SelfTestResult) => void = () => {}): Promise<SelfTestResult[]> {
  const results = new Map<SelfTestResult['operation'], SelfTestResult>();
  const picked: Partial<Record<keyof Catalogues, PickedModel | null>> = {};
  const report = (result: SelfTestResult) => {
    results.set(result.operation, result);
    onResult(result);
  };
  for (const [catalogue, operation] of Object.entries(catalogueOperations) as [keyof Catalogues, OperationName][]) {
    const { result, answer } = await tryOne(client, operation, selfTestQueries[operation](placeholderCatalogues));
    report(result);
    picked[catalogue] = answer === null ? null : pickModel((answer as { models: Parameters<typeof pickModel>[0] }).models);
  }
  const catalogues = { ...placeholderCatalogues, ...picked } as Catalogues;
  for (const operation of operationNames) {
    if (results.has(operation)) continue;
    const catalogue = catalogueOf[operation];
    if (catalogue !== undefined && picked[catalogue] === null) {
      report({ operation, verdict: 'not-tried', fieldPaths: [], detail: `not tried: the ${catalogueOperations[catalogue]} answer gave no model to ask for` });
      continue;
    }
    report((await tryOne(client, operation, selfTestQueries[operation](catalogues))).result);
  }
  const mixer = await tryMixer(client);
  onResult(mixer);
  return [...operationNames.map((operation) => results.get(operation)!), mixer];
}

/** One line per operation, for the command line and the log. */
export function selfTestLine(result: SelfTestResult): string {
  const paths = result.fieldPaths.length === 0 ? '' : ` [${result.fieldPaths.join(', ')}]`;
  return `${result.verdict.padEnd(24)} ${result.operation.padEnd(24)}${paths} ${result.verdict === 'read' ? '' : result.detail}`.trimEnd();
}
