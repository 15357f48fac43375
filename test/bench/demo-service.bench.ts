// Issue 4: how fast the demo service answers over loopback HTTP, started in-process as the hosts
// start it (src/main, src/web-host), so the client and the service share the process as in the app.
import { startDemoService } from '../../src/demo-service';
import { encodeQuery } from '../../src/shared/service/query-encoding';
import { percentile, timeRuns } from './percentiles';
import type { Figure } from './run';
import { waypointsAlongPassage } from './shipping-route-body';

export const title = 'Demo service on loopback (issue 4)';

const voyageHours = 240;
const routeRuns = 30;
const throughputSeconds = 3;
const forecastsInFlight = 8;

/** Ports and open sea, so that the forecasts do not all ask for one place. */
const forecastPlaces = [
  { lat: 51.95, lon: 4.05 },
  { lat: 1.26, lon: 103.82 },
  { lat: 40.45, lon: -73.8 },
  { lat: 45, lon: -30 },
  { lat: -33.9, lon: 18.4 },
];

async function getOk(url: string): Promise<number> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url.replace(/api_key=[^&]*/, 'api_key=…')} answered ${response.status}: ${text.slice(0, 200)}`);
  return text.length;
}

export async function run(): Promise<Figure[]> {
  const service = await startDemoService({ port: 0, seed: 1, keys: ['bench'] });
  try {
    // 20 waypoints over ten days: one speed that makes the passage last 240 h; every element.
    const { lats, lons, distanceNm } = waypointsAlongPassage(20);
    const speedKn = Math.round((distanceNm / voyageHours) * 100) / 100;
    const routeQuery = encodeQuery({ lats, lons, speeds: [speedKn], start: Math.floor(Date.now() / 1000) });
    const routeUrl = `${service.url}/v1/marine/shipping/route?${routeQuery.toString()}&api_key=bench`;
    let routeBytes = 0;
    const routeMs = await timeRuns(routeRuns, async () => {
      routeBytes = await getOk(routeUrl);
    });

    let completed = 0;
    const endMs = performance.now() + throughputSeconds * 1000;
    const startedMs = performance.now();
    await Promise.all(
      Array.from({ length: forecastsInFlight }, async (_, lane) => {
        for (let index = lane; performance.now() < endMs; index += forecastsInFlight) {
          const place = forecastPlaces[index % forecastPlaces.length] ?? { lat: 0, lon: 0 };
          await getOk(`${service.url}/v1/weather/forecast?lat=${place.lat}&lon=${place.lon}&api_key=bench`);
          completed += 1;
        }
      }),
    );
    const perSecond = completed / ((performance.now() - startedMs) / 1000);
    const forecastMs = await timeRuns(30, () => getOk(`${service.url}/v1/weather/forecast?lat=51.95&lon=4.05&api_key=bench`));

    const routeP50 = percentile(routeMs, 50);
    return [
      {
        name: `shipping route, 20 waypoints over ${voyageHours / 24} days at ${speedKn} kn, all elements (${(routeBytes / 1e6).toFixed(2)} MB), answer time p50`,
        value: routeP50,
        unit: 'ms',
        target: '< 50 ms',
        meets: routeP50 < 50,
        note: `request to last byte, ${routeRuns} runs`,
      },
      { name: 'same, p95', value: percentile(routeMs, 95), unit: 'ms' },
      { name: `weather forecast (default limits), requests per second with ${forecastsInFlight} in flight`, value: Math.round(perSecond), unit: 'req/s', note: `${throughputSeconds} s, client and service in one process` },
      { name: 'weather forecast, one at a time, p50', value: percentile(forecastMs, 50), unit: 'ms' },
    ];
  } finally {
    await service.close();
  }
}
