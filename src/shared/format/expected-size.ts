import { byteSizeWords } from './byte-size';

/**
 * The expected size on the wire of a request, shown by the credit gate beside its credits: at sea
 * bytes cost as much as credits. The gate knows only the credits, so the rule is per credit:
 *
 *   expected bytes = credits × bytes per credit,
 *
 * where bytes per credit is measured from the credit ledger (bytes_received over the credits of
 * the requests that received them), for the view's own service operations where it has asked them
 * before (a weather forecast's credit brings a whole answer, a route forecast's one series), else
 * over all requests once Passage has received anything, and otherwise 36 bytes per
 * credit: a 10-day route forecast of 200 waypoints × 18 elements (3,600 credits) arrives in 129 kB
 * gzip-compressed (BENCHMARKS.md, "Service bytes"), the commonest spend and the coding every server
 * offers (brotli makes it smaller). A credit buys one series (a waypoint × an element), so this is
 * the "compressed bytes per value × values" rule with one series as the value counted.
 */
export const defaultBytesPerCredit = 36;

export function expectedBytes(credits: number, measuredBytesPerCredit: number | null): number {
  const perCredit = measuredBytesPerCredit !== null && Number.isFinite(measuredBytesPerCredit) && measuredBytesPerCredit > 0 ? measuredBytesPerCredit : defaultBytesPerCredit;
  return Math.round(Math.max(0, credits) * perCredit);
}

/**
 * A weather map layer step's image costs no credit, so its size cannot follow from credits: it is
 * the average image received so far (the ledger's bytes_received of the layer images), and until
 * any was, 20 kB, a zoom-4 PNG of a weather field over an ocean passage's box. The first guess was
 * 60 kB, which read about three times what arrived.
 */
export const defaultLayerImageBytes = 20_000;

export function expectedLayerImageBytes(measuredBytesPerImage: number | null): number {
  return Math.round(measuredBytesPerImage !== null && Number.isFinite(measuredBytesPerImage) && measuredBytesPerImage > 0 ? measuredBytesPerImage : defaultLayerImageBytes);
}

/** "about 130 kB", "about 1.2 MB", "under 1 kB"; null when nothing is to be spent (nothing is received). */
export function expectedSizeWords(credits: number, measuredBytesPerCredit: number | null): string | null {
  if (credits <= 0) return null;
  const bytes = expectedBytes(credits, measuredBytesPerCredit);
  return bytes < 1000 ? 'under 1 kB' : `about ${byteSizeWords(bytes)}`;
}
