/**
 * The legacy endpoint's limit: 100 requests a minute per token, over a sliding window of the
 * service's clock. Above it: 429 with Retry-After (seconds until the oldest request leaves).
 */
export function createLegacyRateLimit(limit = 100, windowMs = 60_000) {
  const seen = new Map<string, number[]>();
  return {
    /** Records a request; undefined when allowed, else the seconds to wait. */
    take(token: string, nowMs: number): number | undefined {
      const recent = (seen.get(token) ?? []).filter((atMs) => atMs > nowMs - windowMs);
      if (recent.length >= limit) {
        seen.set(token, recent);
        const oldest = recent[0] ?? nowMs;
        return Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000));
      }
      recent.push(nowMs);
      seen.set(token, recent);
      return undefined;
    },
  };
}
