import { parseArgs } from 'node:util';
import { startDemoService } from './start';

/** npx tsx src/demo-service/cli.ts --port 8787 --key demo --seed 1 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    key: { type: 'string', multiple: true },
    seed: { type: 'string', default: '1' },
  },
});

const port = Number(values.port);
const seed = Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isFinite(seed)) {
  console.error('usage: demo-service [--port 8787] [--key demo]... [--seed 1]');
  process.exit(2);
}
const service = await startDemoService({ port, seed, keys: values.key ?? ['demo'] });
console.log(`demo service listening on ${service.url}`);
const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
