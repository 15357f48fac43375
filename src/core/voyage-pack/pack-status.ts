import type { PackItem, PackStatus } from '../../shared/voyage/voyage-pack';
import { packItemsFinished } from '../../shared/voyage/voyage-pack';
import type { Voyage } from '../../shared/voyage/voyage';
import type { PackItemRow, PackJobRow, PackRequestRow } from '../store/voyage-pack-table';
import type { PlannedItem } from './pack-plan';

/**
 * A pack as the navigator sees it, summed from its rows: per item its requests done, credits
 * estimated and spent, bytes, and the age of what it holds; for the job the totals and a time
 * remaining from the pace so far. Also what an estimate (a plan not yet saved) shows.
 */

function minOrNull(values: readonly (number | null)[]): number | null {
  const given = values.filter((value): value is number => value !== null);
  return given.length === 0 ? null : Math.min(...given);
}

export function packItemOf(row: PackItemRow, requests: readonly PackRequestRow[]): PackItem {
  const done = requests.filter((request) => request.state === 'done');
  const fromCache = done.filter((request) => request.from_cache === 1).length;
  // What is cached and fresh costs nothing: an estimate or a finished item says so.
  const allCached = requests.length > 0 && requests.every((request) => request.credits_estimated === 0) && row.ticked === 1;
  const message = row.message ?? (row.state === 'done' && fromCache === done.length && done.length > 0 ? 'Already cached and fresh: cost nothing.' : allCached && row.state === 'waiting' && requests.every((request) => request.operation !== 'weatherMapsLayerImage') ? 'Cached and fresh: costs nothing.' : null);
  return {
    itemId: row.item_id,
    kind: row.kind,
    label: row.label,
    ticked: row.ticked === 1,
    state: row.state,
    requestsDone: done.length,
    requestsTotal: requests.length,
    creditsEstimated: requests.reduce((sum, request) => sum + request.credits_estimated, 0),
    creditsSpent: requests.reduce((sum, request) => sum + request.credits_spent, 0),
    creditsUnknown: requests.reduce((sum, request) => sum + request.credits_unknown, 0),
    requestsFromCache: fromCache,
    bytesEstimated: requests.reduce((sum, request) => sum + request.bytes_estimated, 0),
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    oldestFetchedAtMs: minOrNull(done.map((request) => request.fetched_at_ms)),
    message,
    sizeCheck: row.size_check,
  };
}

export function packStatusOf(job: PackJobRow, itemRows: readonly PackItemRow[], requestRows: readonly PackRequestRow[]): PackStatus {
  const byItem = new Map<string, PackRequestRow[]>();
  for (const request of requestRows) {
    const list = byItem.get(request.item_id) ?? [];
    list.push(request);
    byItem.set(request.item_id, list);
  }
  const items = itemRows.map((row) => packItemOf(row, byItem.get(row.item_id) ?? []));
  const ticked = items.filter((item) => item.ticked);
  const tickedRequests = ticked.flatMap((item) => byItem.get(item.itemId) ?? []);
  const requestsDone = tickedRequests.filter((request) => request.state === 'done').length;
  const requestsLeft = tickedRequests.filter((request) => request.state !== 'done').length;
  const remainingMs = requestsDone === 0 || job.running_ms === 0 ? null : Math.round((job.running_ms / requestsDone) * requestsLeft);
  return {
    jobId: job.job_id,
    voyageId: job.voyage_id,
    voyageRevision: job.voyage_revision,
    state: job.state,
    reason: job.reason,
    resumeOnReconnect: job.resume_on_reconnect === 1,
    items,
    itemsDone: packItemsFinished(ticked),
    itemsTotal: ticked.length,
    creditsEstimated: ticked.reduce((sum, item) => sum + item.creditsEstimated, 0),
    creditsSpent: items.reduce((sum, item) => sum + item.creditsSpent, 0),
    creditsUnknown: items.reduce((sum, item) => sum + item.creditsUnknown, 0),
    bytesEstimated: ticked.reduce((sum, item) => sum + item.bytesEstimated, 0),
    bytes: items.reduce((sum, item) => sum + item.bytes, 0),
    planningCredits: job.planning_credits,
    createdAtMs: job.created_at_ms,
    startedAtMs: job.started_at_ms,
    finishedAtMs: job.finished_at_ms,
    runningMs: job.running_ms,
    remainingMs: job.state === 'done' ? 0 : remainingMs,
    oldestFetchedAtMs: minOrNull(ticked.map((item) => item.oldestFetchedAtMs)),
  };
}

/** A plan not yet saved, as the navigator sees it before anything is asked (the estimate). */
export function plannedStatus(planned: { voyage: Pick<Voyage, 'id' | 'revision'>; items: readonly PlannedItem[]; planningCredits: number }, createdAtMs: number): PackStatus {
  const jobRow: PackJobRow = {
    job_id: '',
    voyage_id: planned.voyage.id,
    voyage_revision: planned.voyage.revision,
    state: 'planned',
    reason: null,
    choices_json: '',
    resume_on_reconnect: 0,
    planning_credits: planned.planningCredits,
    created_at_ms: createdAtMs,
    started_at_ms: null,
    finished_at_ms: null,
    running_ms: 0,
  };
  const itemRows = planned.items.map((item, position): PackItemRow => ({
    item_id: item.itemId,
    position,
    kind: item.kind,
    label: item.label,
    ticked: item.ticked ? 1 : 0,
    state: item.problem !== null ? 'failed' : item.ticked ? 'waiting' : 'skipped',
    message: item.problem,
    size_check: null,
  }));
  const requestRows = planned.items.flatMap((item) =>
    item.requests.map(
      (request, seq): PackRequestRow => ({
        item_id: item.itemId,
        seq,
        operation: request.operation,
        query_json: '',
        image_time: request.imageTime,
        state: 'waiting',
        credits_estimated: request.creditsEstimated,
        credits_spent: 0,
        from_cache: 0,
        bytes_estimated: request.bytesEstimated,
        bytes: 0,
        fetched_at_ms: null,
        message: null,
        credits_unknown: 0,
      }),
    ),
  );
  return packStatusOf(jobRow, itemRows, requestRows);
}
