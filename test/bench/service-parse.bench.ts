// Issue 3: what the client's reading of a large answer costs beyond JSON.parse. The client reads
// every 2xx body through response-reading.ts (JSON, embedded-error check, the endpoint's zod
// schema); the target is at most twice JSON.parse alone of the same text.
import { parseJsonBody } from '../../src/core/service-client/http-transport';
import { readSuccess } from '../../src/core/service-client/response-reading';
import { endpoints } from '../../src/shared/service/endpoints';
import { percentile } from './percentiles';
import type { Figure } from './run';
import { shippingRouteBody } from './shipping-route-body';

export const title = 'Service client: reading a shipping route answer (issue 3)';

const positions = 1_000;
const elementCount = 20;
const runs = 40;
const warmUps = 5;

export async function run(): Promise<Figure[]> {
  const body = shippingRouteBody(positions, elementCount, Date.UTC(2025, 0, 15, 12));
  if (body.elementsWithData !== elementCount) throw new Error(`expected ${elementCount} elements with ${positions} values, got ${body.elementsWithData}`);
  const read = () => {
    const outcome = readSuccess({ operation: 'shippingRoute', status: 200, body: parseJsonBody(body.text), schema: endpoints.shippingRoute.response, key: 'bench-key' });
    if (!outcome.ok) throw new Error(`the client refused the demo service's answer: ${outcome.error.message}`);
    return outcome.value;
  };
  const parse = () => JSON.parse(body.text) as unknown;

  // Alternated, so that a busy moment on the shared machine falls on both alike.
  const readMs: number[] = [];
  const parseMs: number[] = [];
  for (let index = 0; index < warmUps + runs; index += 1) {
    let started = performance.now();
    parse();
    const parsed = performance.now() - started;
    started = performance.now();
    read();
    const readTook = performance.now() - started;
    if (index >= warmUps) {
      parseMs.push(parsed);
      readMs.push(readTook);
    }
  }
  const readP50 = percentile(readMs, 50);
  const parseP50 = percentile(parseMs, 50);
  const ratio = readP50 / parseP50;
  const size = `${positions.toLocaleString('en')} positions x ${elementCount} elements, ${(body.text.length / 1e6).toFixed(2)} MB`;
  return [
    { name: `client reading (JSON.parse + embedded-error check + zod schema), ${size}, p50`, value: readP50, unit: 'ms' },
    { name: 'same, p95', value: percentile(readMs, 95), unit: 'ms' },
    { name: 'JSON.parse alone of the same text, p50', value: parseP50, unit: 'ms' },
    { name: 'ratio of the p50s (reading / JSON.parse)', value: ratio, unit: 'x', target: 'at most 2x', meets: ratio <= 2, note: `p50 of ${runs} alternated runs each` },
  ];
}
