import { randomUUID } from 'node:crypto';
import { countWords } from '../../shared/format/count-words';
import type { ConnectionStatus, ServiceAnswer } from '../../shared/service/answer-provenance';
import type { OperationName, OperationQuery, OperationResponse } from '../../shared/service/endpoints';
import type { Settings } from '../../shared/settings/settings';
import { byteSizeWords } from '../../shared/format/byte-size';
import { staleItems } from '../../shared/voyage/pack-staleness';
import type { PackChoices, PackRefreshEstimate, PackStatus } from '../../shared/voyage/voyage-pack';
import { packChoicesSchema } from '../../shared/voyage/voyage-pack';
import { routingFieldsItemId } from '../../shared/voyage/voyage-pack';
import { defaultFieldStepHours } from '../../shared/voyage/weather-routing';
import { routingLayerImageSteps } from '../weather-routing/routing-fields';
import { voyagePlanOf, voyagePlanSpan } from './pack-span';
import { PassageError } from '../router';
import { layerImageOperation } from '../service-data/layer-image-fetch';
import { createLinkBudget, withLinkBudget, type LinkBudget } from '../service-client/link-budget';
import type { ServiceData } from '../service-data/service-data';
import { creditTotals, layerImageBytesMeasured } from '../store/credit-ledger-table';
import type { WritableDatabase } from '../store/database';
import { StoreError } from '../store/store-errors';
import { getVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import {
  addPackRequestsAfter,
  allPackJobs,
  findPackJob,
  addPackRequestUnknownCredits,
  lastLedgerRowId,
  layerStepHoursMeasured,
  ledgerCreditsAfter,
  ledgerSince,
  packItems,
  packRequests,
  recordPackRequest,
  replacePackJob,
  replaceWaitingPackRequestsAfter,
  resetPackItems,
  retryFailedPackRequests,
  setPackItemSizeCheck,
  skipPackItem,
  setPackItemState,
  setPackJobState,
  type PackItemRow,
  type PackJobRow,
  type PackRequestOutcome,
  type PackRequestRow,
} from '../store/voyage-pack-table';
import { layerImageRequest, layerItemIdPrefix, layerStepsForVoyage, planVoyagePack, routingLayerRequests, type MeasuredSizes } from './pack-plan';
import { refreshCost } from './pack-refresh';
import { packStatusOf, plannedStatus } from './pack-status';

/**
 * The pack's engine: asks the plan's requests one at a time through service data (the cache, the
 * ledger, the one limiter), pinned to the voyage, writing each outcome to passage.db before the
 * next, so a kill, a cancel or a lost connection stops it with everything acknowledged kept; a
 * resume asks only what is not done. A request answered from a fresh cache entry costs nothing
 * and is counted as such.
 */

export interface VoyagePackOptions {
  passageDb: WritableDatabase;
  serviceData: ServiceData;
  now: () => number;
  /** Read when a run starts: the small-link limits, and when each kind of packed data goes stale. */
  settings: () => Settings;
  onProgress: (status: PackStatus) => void;
  log?: (line: string) => void;
}

export interface VoyagePacks {
  estimate(choices: PackChoices): Promise<PackStatus>;
  start(choices: PackChoices, resumeOnReconnect: boolean): Promise<PackStatus>;
  cancel(voyageId: string): PackStatus;
  resume(voyageId: string): PackStatus;
  status(voyageId: string): PackStatus | null;
  /** Every voyage's pack (the voyage list and status bar show their age). */
  all(): PackStatus[];
  /** An item waiting on a slow link for the navigator's yes: fetched after all, or skipped; the pack goes on. */
  answerSizeAsk(voyageId: string, itemId: string, fetch: boolean): PackStatus;
  /** What went stale (Settings' thresholds) and what fetching it again would cost. */
  refreshEstimate(voyageId: string): PackRefreshEstimate;
  /** Fetches the stale items again, as one job run (fresh cached answers cost nothing). */
  refresh(voyageId: string): PackStatus;
  /** The connection changed: a pack waiting for it resumes when the navigator chose so. */
  connectionChanged(status: ConnectionStatus): void;
  /** Resolves when the voyage's running pack stops (tests, benchmarks, closing). */
  settled(voyageId: string): Promise<void>;
  close(): void;
}

class ConnectionLost extends Error {}

function isConnectionLoss(error: unknown, serviceData: ServiceData): boolean {
  if (error instanceof StoreError && error.code === 'offline_nothing_cached') return true;
  const status = serviceData.connection();
  return status.offlineMode || !status.reachable;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function answerBytes(value: unknown): number {
  if (value !== null && typeof value === 'object' && 'imageBase64' in value && typeof value.imageBase64 === 'string') return Math.floor((value.imageBase64.length * 3) / 4);
  return JSON.stringify(value)?.length ?? 0;
}

export function createVoyagePacks(options: VoyagePackOptions): VoyagePacks {
  const { passageDb, serviceData, now } = options;
  const log = options.log ?? (() => {});
  const running = new Map<string, { cancelled: boolean; done: Promise<void> }>();
  let closed = false;

  // A pack that was running when Passage stopped (a crash, a kill, a power cut) waits to be resumed.
  for (const job of allPackJobs(passageDb)) {
    if (job.state === 'running') setPackJobState(passageDb, job.job_id, 'paused', 'Passage stopped while packing; what was fetched is kept. Resume to fetch the rest.');
  }

  function statusOfJob(job: PackJobRow): PackStatus {
    return packStatusOf(job, packItems(passageDb, job.job_id), packRequests(passageDb, job.job_id));
  }

  function status(voyageId: string): PackStatus | null {
    const job = findPackJob(passageDb, voyageId);
    return job === undefined ? null : statusOfJob(job);
  }

  function requireJob(voyageId: string): PackJobRow {
    const job = findPackJob(passageDb, voyageId);
    if (job === undefined) throw new PassageError('not_found', 'This voyage has not been prepared for sea yet: estimate and start the pack first.');
    return job;
  }

  function emit(voyageId: string): void {
    const current = status(voyageId);
    if (current !== null) options.onProgress(current);
  }

  function measuredSizes(): MeasuredSizes {
    return { ...creditTotals(passageDb, now()), layerStepHours: (model: string) => layerStepHoursMeasured(passageDb, layerItemIdPrefix(model)) };
  }

  async function plan(choices: PackChoices) {
    const voyage = getVoyage(passageDb, choices.voyageId);
    const profile = getVesselProfile(passageDb, voyage.vesselProfileId);
    const ledgerBefore = lastLedgerRowId(passageDb);
    const planned = await planVoyagePack(serviceData, voyage, profile, choices, measuredSizes());
    // The catalogues the plan needed (the model choices), whatever asked them: said beside the estimate.
    return { ...planned, planningCredits: ledgerCreditsAfter(passageDb, ledgerBefore) };
  }

  async function fetchOne(voyageId: string, request: PackRequestRow): Promise<ServiceAnswer<unknown>> {
    const query = JSON.parse(request.query_json) as unknown;
    const pin = { pinForVoyageId: voyageId };
    if (request.operation === layerImageOperation) return serviceData.fetchLayerImage(query as OperationQuery<'weatherMapsLayers'>, request.image_time ?? 0, pin);
    return serviceData.fetch(request.operation as OperationName, query as OperationQuery<OperationName>, pin);
  }

  async function runRequest(job: PackJobRow, request: PackRequestRow): Promise<void> {
    const ledgerBefore = lastLedgerRowId(passageDb);
    // What the ledger says this request's attempts spent and received: an answered one as the
    // service said (else the estimate), a cut-off one as unknown, never as spent.
    const ledger = () => ledgerSince(passageDb, ledgerBefore, request.operation);
    let answer: ServiceAnswer<unknown>;
    try {
      answer = await fetchOne(job.voyage_id, request);
    } catch (error) {
      const { chargedCredits, unknownCredits, bytes } = ledger();
      if (isConnectionLoss(error, serviceData)) {
        addPackRequestUnknownCredits(passageDb, job.job_id, request.item_id, request.seq, unknownCredits);
        throw new ConnectionLost(describeError(error));
      }
      recordPackRequest(passageDb, job.job_id, request.item_id, request.seq, { state: 'failed', creditsSpent: chargedCredits, creditsUnknown: unknownCredits, fromCache: false, bytes, fetchedAtMs: null, message: describeError(error) });
      return;
    }
    // An old answer served because the service could not be reached is not what the pack came for.
    if (answer.provenance.source === 'offline-cache') {
      addPackRequestUnknownCredits(passageDb, job.job_id, request.item_id, request.seq, ledger().unknownCredits);
      throw new ConnectionLost('the service could not be reached');
    }
    const live = answer.provenance.source === 'live';
    const spent = ledger();
    const outcome: PackRequestOutcome = {
      state: 'done',
      creditsSpent: live ? spent.chargedCredits : 0,
      creditsUnknown: spent.unknownCredits,
      fromCache: !live,
      bytes: live ? spent.bytes || answerBytes(answer.value) : 0,
      fetchedAtMs: answer.provenance.fetchedAtMs,
      message: null,
    };
    if (request.item_id === routingFieldsItemId && request.operation === 'weatherMapsModels') {
      // The routing's layers as it would ask them now, the storms packed before it: the region they leave.
      const voyage = getVoyage(passageDb, job.voyage_id);
      const layers = await routingLayerRequests(serviceData, measuredSizes(), voyage, voyagePlanOf(voyage), getVesselProfile(passageDb, voyage.vesselProfileId));
      replaceWaitingPackRequestsAfter(passageDb, job.job_id, request.item_id, request.seq, outcome, layers);
      return;
    }
    if (request.operation === 'weatherMapsLayers') {
      const layers = (answer.value as OperationResponse<'weatherMapsLayers'>).layers;
      const voyage = getVoyage(passageDb, job.voyage_id);
      const stepsSec = layers.map((layer) => layer.timestamp);
      // The routing's fields: the images its field times read; a chart layer: every step of the voyage.
      const steps = request.item_id === routingFieldsItemId ? routingLayerImageSteps(stepsSec, voyagePlanOf(voyage), defaultFieldStepHours) : layerStepsForVoyage(stepsSec, voyagePlanSpan(voyage));
      addPackRequestsAfter(passageDb, job.job_id, request.item_id, request.seq, { ...outcome, bytesEstimated: outcome.bytes }, steps.map((step) => layerImageRequest(JSON.parse(request.query_json), step, layerImageBytesMeasured(passageDb))));
      return;
    }
    recordPackRequest(passageDb, job.job_id, request.item_id, request.seq, outcome);
  }

  function finishItem(jobId: string, itemId: string): void {
    const requests = packRequests(passageDb, jobId).filter((request) => request.item_id === itemId);
    const failed = requests.filter((request) => request.state === 'failed');
    if (failed.length > 0) setPackItemState(passageDb, jobId, itemId, 'failed', `${failed.length} of ${requests.length} requests failed: ${failed[0]?.message ?? ''}`);
    else setPackItemState(passageDb, jobId, itemId, 'done', null);
  }

  /**
   * On a slow link, an item expected larger than the navigator allows is not fetched until they
   * say yes; the rest goes on meanwhile. True when it must wait.
   */
  function mustAsk(jobId: string, item: PackItemRow, askAboveBytes: number): boolean {
    if (item.size_check === 'approved') return false;
    const expectedBytes = packRequests(passageDb, jobId)
      .filter((request) => request.item_id === item.item_id && request.state === 'waiting')
      .reduce((sum, request) => sum + request.bytes_estimated, 0);
    if (expectedBytes <= askAboveBytes) return false;
    setPackItemSizeCheck(passageDb, jobId, item.item_id, 'asking', `About ${byteSizeWords(expectedBytes)}, over the ${byteSizeWords(askAboveBytes)} you allow for one item on a slow link: fetch it, or skip it.`);
    return true;
  }

  async function run(voyageId: string, control: { cancelled: boolean }): Promise<void> {
    let job = requireJob(voyageId);
    const { smallLink } = options.settings();
    // One budget for the whole run: the pack together keeps to the rate, request after request.
    const budget: LinkBudget | null = smallLink.on ? createLinkBudget(smallLink.bytesPerSecond) : null;
    setPackJobState(passageDb, job.job_id, 'running', null, { startedAtMs: now() });
    emit(voyageId);
    let stretchStartMs = now();
    const addRunning = () => {
      const elapsed = now() - stretchStartMs;
      stretchStartMs = now();
      return elapsed;
    };
    try {
      for (const item of packItems(passageDb, job.job_id)) {
        if (item.state !== 'waiting' && item.state !== 'fetching') continue;
        if (smallLink.on && mustAsk(job.job_id, item, smallLink.askAboveBytes)) {
          emit(voyageId);
          continue;
        }
        setPackItemState(passageDb, job.job_id, item.item_id, 'fetching', null);
        emit(voyageId);
        // Re-read after each request: a layer's answer adds its step images to the item.
        for (;;) {
          if (control.cancelled || closed) break;
          const next = packRequests(passageDb, job.job_id).find((request) => request.item_id === item.item_id && request.state === 'waiting');
          if (next === undefined) break;
          await withLinkBudget(budget, () => runRequest(job, next));
          if (closed) return;
          setPackJobState(passageDb, job.job_id, 'running', null, { addRunningMs: addRunning() });
          emit(voyageId);
        }
        if (control.cancelled || closed) break;
        finishItem(job.job_id, item.item_id);
        emit(voyageId);
      }
      if (closed) return;
      job = requireJob(voyageId);
      if (control.cancelled) {
        const current = statusOfJob(job);
        setPackJobState(passageDb, job.job_id, 'cancelled', `Cancelled: ${current.itemsDone} of ${current.itemsTotal} items done, kept. Resume fetches only the rest.`, { addRunningMs: addRunning() });
      } else if (waitingForYes(job.job_id).length > 0) {
        const asking = waitingForYes(job.job_id);
        setPackJobState(passageDb, job.job_id, 'paused', `${asking.length} item${asking.length === 1 ? ' waits' : 's wait'} for your yes on this slow link (${asking.map((item) => item.label).join('; ')}): fetch or skip ${asking.length === 1 ? 'it' : 'each'} below. The rest is packed.`, { addRunningMs: addRunning() });
      } else {
        const failed = packItems(passageDb, job.job_id).filter((item) => item.ticked === 1 && item.state === 'failed');
        if (failed.length === 0) setPackJobState(passageDb, job.job_id, 'done', null, { finishedAtMs: now(), addRunningMs: addRunning() });
        else setPackJobState(passageDb, job.job_id, 'failed', `${countWords(failed.length, 'item')} could not be fetched (${failed.map((item) => item.label).join('; ')}). Resume tries them again; the rest is kept.`, { finishedAtMs: now(), addRunningMs: addRunning() });
      }
    } catch (error) {
      if (closed) return;
      const lost = error instanceof ConnectionLost;
      const reason = lost
        ? `The connection was lost (${error.message}); what was fetched is kept. ${job.resume_on_reconnect === 1 ? 'The pack resumes when the service can be reached again.' : 'Resume when the connection is back.'}`
        : `The pack stopped: ${describeError(error)}. What was fetched is kept; resume to try again.`;
      if (!lost) log(`voyage pack of ${voyageId} stopped: ${error instanceof Error ? error.stack : String(error)}`);
      setPackJobState(passageDb, job.job_id, 'paused', reason, { addRunningMs: addRunning() });
    }
    emit(voyageId);
  }

  function waitingForYes(jobId: string): PackItemRow[] {
    return packItems(passageDb, jobId).filter((item) => item.size_check === 'asking' && item.state === 'waiting');
  }

  function staleOf(job: PackJobRow) {
    return staleItems(statusOfJob(job), options.settings().packStaleAfter, now());
  }

  function outdated(job: PackJobRow): boolean {
    return getVoyage(passageDb, job.voyage_id).revision !== job.voyage_revision;
  }

  function refuseWhileRunning(voyageId: string): void {
    if (running.has(voyageId)) throw new PassageError('pack_running', 'This voyage is being packed already: wait for it, or cancel it first.');
  }

  function launch(voyageId: string): void {
    if (running.has(voyageId)) return;
    const control = { cancelled: false, done: Promise.resolve() };
    control.done = run(voyageId, control)
      .catch((error: unknown) => log(`voyage pack of ${voyageId}: ${describeError(error)}`))
      .finally(() => running.delete(voyageId));
    running.set(voyageId, control);
  }

  return {
    async estimate(choices) {
      return plannedStatus(await plan(packChoicesSchema.parse(choices)), now());
    },
    async start(choices, resumeOnReconnect) {
      refuseWhileRunning(choices.voyageId);
      const planned = await plan(choices);
      replacePackJob(passageDb, {
        jobId: randomUUID(),
        voyageId: planned.voyage.id,
        voyageRevision: planned.voyage.revision,
        choicesJson: JSON.stringify(choices),
        resumeOnReconnect,
        planningCredits: planned.planningCredits,
        createdAtMs: now(),
        items: planned.items,
      });
      launch(choices.voyageId);
      return status(choices.voyageId)!;
    },
    cancel(voyageId) {
      requireJob(voyageId);
      const control = running.get(voyageId);
      if (control !== undefined) control.cancelled = true;
      return status(voyageId)!;
    },
    resume(voyageId) {
      const job = requireJob(voyageId);
      if (job.state === 'done') return statusOfJob(job);
      retryFailedPackRequests(passageDb, job.job_id);
      launch(voyageId);
      return status(voyageId)!;
    },
    answerSizeAsk(voyageId, itemId, fetch) {
      refuseWhileRunning(voyageId);
      const job = requireJob(voyageId);
      const item = packItems(passageDb, job.job_id).find((each) => each.item_id === itemId);
      if (item === undefined || item.size_check !== 'asking') throw new PassageError('not_found', `No item "${itemId}" of this pack waits for an answer.`);
      if (fetch) setPackItemSizeCheck(passageDb, job.job_id, itemId, 'approved', null);
      else skipPackItem(passageDb, job.job_id, itemId, 'Skipped on the slow link: not packed.');
      launch(voyageId);
      return status(voyageId)!;
    },
    refreshEstimate(voyageId) {
      const job = requireJob(voyageId);
      const stale = staleOf(job);
      const ids = new Set(stale.map((item) => item.itemId));
      const cost = refreshCost(serviceData, packRequests(passageDb, job.job_id).filter((request) => ids.has(request.item_id)));
      return { voyageId, stale, ...cost, outdated: outdated(job) };
    },
    refresh(voyageId) {
      refuseWhileRunning(voyageId);
      const job = requireJob(voyageId);
      if (outdated(job)) throw new PassageError('pack_outdated', 'The route changed since the voyage was packed: prepare it for sea again to pack the route as it is now.');
      const stale = staleOf(job);
      if (stale.length === 0) return statusOfJob(job);
      resetPackItems(passageDb, job.job_id, stale.map((item) => item.itemId));
      launch(voyageId);
      return status(voyageId)!;
    },
    status,
    all: () => allPackJobs(passageDb).map(statusOfJob),
    connectionChanged(connection) {
      if (closed || connection.offlineMode || !connection.reachable) return;
      for (const job of allPackJobs(passageDb)) {
        if (job.state === 'paused' && job.resume_on_reconnect === 1 && !running.has(job.voyage_id)) {
          log(`the connection is back: resuming the pack of voyage ${job.voyage_id}`);
          launch(job.voyage_id);
        }
      }
    },
    settled: async (voyageId) => {
      await running.get(voyageId)?.done;
    },
    close() {
      closed = true;
    },
  };
}

