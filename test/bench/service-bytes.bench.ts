// Issue 26: what crosses the link. At sea a byte costs as much as a credit, so the bytes a voyage's
// requests bring in are measured on the app's real path: the service client asks the demo service
// (Accept-Encoding: br, gzip) and the ledger keeps what it received on the wire; the same requests
// are then sent again asking gzip only and no compression, to show what compression saves.
import { request } from 'node:http';
import { routeForecastElements } from '../../src/core/voyage/route-forecast-query';
import { createRequestLimiter } from '../../src/core/service-client/limiter';
import { createServiceClient, type LedgerEntry } from '../../src/core/service-client/service-client';
import { startDemoService } from '../../src/demo-service';
import type { OperationName, OperationQuery } from '../../src/shared/service/endpoints';
import { rotterdamToNewYork, waypointsAlong } from './passages';
import type { Figure } from './run';

export const title = 'Service bytes: a 10-day route forecast and a voyage, compressed and not (issue 26)';

export const notes = `What the service client receives on the wire (status line, headers and the body as sent) for the
requests a voyage makes, against the demo service on loopback: its answers have the real service's
shape and size, compressed as a server compressing on the fly does (brotli quality 5, gzip level 6).
The voyage: the shipping route forecast along 200 waypoints over 10 days (18 elements, as the
Forecast tab asks it), the marine ensemble every 6 h along it (41 points, Hs, wind, swell), another
model along it (GFS wind, pressure, visibility), the storms and the large ports. "gzip only" and
"not compressed" send the same query strings again asking for that coding (body bytes).
PredictWind advertises 15 to 25 kB per route download over satellite.`;

const hourMs = 3_600_000;
const clockMs = Date.UTC(2026, 10, 23, 12);

type Step = { operation: OperationName; query: Record<string, unknown> };

function voyageSteps(): { routeForecast: Step; rest: Step[] } {
  const { waypoints } = waypointsAlong(rotterdamToNewYork, 200);
  const lats = waypoints.map((each) => Math.round(each.lat * 1e4) / 1e4);
  const lons = waypoints.map((each) => Math.round(each.lon * 1e4) / 1e4);
  const departSec = Math.round((clockMs + hourMs) / 1000);
  const times = waypoints.map((_, index) => departSec + Math.round((index / (waypoints.length - 1)) * 240 * 3600));
  const routeForecast: Step = { operation: 'shippingRoute', query: { lats, lons, times, routing: 'rhumb', elements: [...routeForecastElements] } };
  const ensemble: Step[] = Array.from({ length: 41 }, (_, index) => {
    const at = Math.round((index * (waypoints.length - 1)) / 40);
    return { operation: 'marineEnsemblePoint', query: { lat: lats[at], lon: lons[at], model: 'ecmwf-wam-ens', elements: ['significantWaveHeight', 'windSpeed', 'swellHeight'] } };
  });
  const model: Step = { operation: 'weatherTimeseriesRoute', query: { lats, lons, times, model: 'gfs', elements: ['windSpeed', 'pressure', 'visibility'], levels: ['10m', 'msl', 'surface'] } };
  const rest: Step[] = [...ensemble, model, { operation: 'storms', query: {} }, { operation: 'portList', query: { size: ['large'] } }];
  return { routeForecast, rest };
}

/** Body bytes of the same GET asked with another Accept-Encoding. */
function bodyBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

const kB = (bytes: number): number => Math.round(bytes / 102.4) / 10;

export async function run(): Promise<Figure[]> {
  const demo = await startDemoService({ clock: () => clockMs });
  try {
    const ledger: LedgerEntry[] = [];
    const client = createServiceClient({ baseUrl: demo.url, getKey: () => 'demo', limiter: createRequestLimiter({ rate: { requests: 10_000, windowMs: 60_000 } }), ledger: (entry) => ledger.push(entry), timeoutMs: 120_000 });
    const { routeForecast, rest } = voyageSteps();
    const measure = async (steps: Step[]) => {
      const before = demo.requestsReceived().length;
      const ledgerBefore = ledger.length;
      for (const step of steps) await client.call(step.operation, ...([step.query as OperationQuery<typeof step.operation>] as [never]));
      const sent = demo.requestsReceived().slice(before);
      const wire = ledger.slice(ledgerBefore).reduce((sum, entry) => sum + (entry.bytesReceived ?? 0), 0);
      let gzip = 0;
      let identity = 0;
      for (const path of sent) {
        gzip += await bodyBytes(`${demo.url}${path}`, 'gzip');
        identity += await bodyBytes(`${demo.url}${path}`, 'identity');
      }
      return { wire, gzip, identity, requests: sent.length };
    };
    const route = await measure([routeForecast]);
    const voyage = await measure(rest);
    const voyageWire = route.wire + voyage.wire;
    return [
      { name: '10-day route forecast, 200 waypoints, 18 elements: received (br, headers included)', value: kB(route.wire), unit: 'kB', target: '25 kB (PredictWind per route)', meets: route.wire <= 25 * 1024 },
      { name: 'same, gzip only (body)', value: kB(route.gzip), unit: 'kB' },
      { name: 'same, not compressed (body)', value: kB(route.identity), unit: 'kB' },
      { name: `voyage (route forecast + ${voyage.requests} requests: ensemble x41, model, storms, ports): received (br)`, value: kB(voyageWire), unit: 'kB' },
      { name: 'same, gzip only (body)', value: kB(route.gzip + voyage.gzip), unit: 'kB' },
      { name: 'same, not compressed (body)', value: kB(route.identity + voyage.identity), unit: 'kB', note: `compression keeps ${Math.round((voyageWire / (route.identity + voyage.identity)) * 100)} % of the bytes` },
    ];
  } finally {
    await demo.close();
  }
}
