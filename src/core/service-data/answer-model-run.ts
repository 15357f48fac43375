/**
 * The model run an answer came from, for freshness ("fresh until a newer run is due") and for
 * provenance. Timeseries and ensemble answers name one `runtime` (Unix seconds), map layers one
 * `model.run`; shipping answers
 * name one per model, and the newest of those that answered decides, since the atmosphere model
 * runs most often and the others (currents are often a run behind) never get newer by asking sooner.
 */
export function answerModelRunMs(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { runtime?: unknown; models?: unknown; model?: { run?: unknown } | null };
  if (typeof record.runtime === 'number' && Number.isFinite(record.runtime)) return record.runtime * 1000;
  // Map layers name theirs as model.run.
  const layerRun = record.model?.run;
  if (typeof layerRun === 'number' && Number.isFinite(layerRun)) return layerRun * 1000;
  if (!Array.isArray(record.models)) return null;
  let newest: number | null = null;
  for (const model of record.models as unknown[]) {
    const runtime = (model as { runtime?: unknown } | null)?.runtime;
    if (typeof runtime === 'number' && Number.isFinite(runtime) && (newest === null || runtime > newest)) newest = runtime;
  }
  return newest === null ? null : newest * 1000;
}
