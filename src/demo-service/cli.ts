import { parseArgs } from 'node:util';
import { startDemoService } from './start';
import { parseStormScenarioArgs } from './storm-scenario-args';

/**
 * npx tsx src/demo-service/cli.ts --port 8787 --key demo --seed 1 [--envelope] [--charge-extra-credits 1]
 *   [--storm-route "lat,lon;lat,lon" [--storm-at 2026-11-25T12:00Z]]  (a storm crossing that route)
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    key: { type: 'string', multiple: true },
    seed: { type: 'string', default: '1' },
    'storm-route': { type: 'string' },
    'storm-at': { type: 'string' },
    envelope: { type: 'boolean', default: false },
    'charge-extra-credits': { type: 'string', default: '0' },
  },
});

const usage = 'usage: demo-service [--port 8787] [--key demo]... [--seed 1] [--envelope] [--charge-extra-credits 0] [--storm-route "lat,lon;lat,lon" [--storm-at 2026-11-25T12:00Z]]';
const port = Number(values.port);
const seed = Number(values.seed);
const chargeExtraCredits = Number(values['charge-extra-credits']);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isFinite(seed) || !Number.isInteger(chargeExtraCredits) || chargeExtraCredits < 0) {
  console.error(usage);
  process.exit(2);
}
const storms = parseStormScenarioArgs(values['storm-route'], values['storm-at']);
if (!storms.ok) {
  console.error(`${storms.message}\n${usage}`);
  process.exit(2);
}
const service = await startDemoService({ port, seed, keys: values.key ?? ['demo'], storms: storms.scenario, envelope: values.envelope, chargeExtraCredits });
console.log(`demo service listening on ${service.url}`);
const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
