import { parseArgs } from 'node:util';
import { defaultDataFolder } from '../core/data-folder';
import { StoreUnavailableError } from '../core/store/open-trouble';
import { launchWebHost } from './launch';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PASSAGE_PORT ?? '0' },
    'data-folder': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535 (0 picks a free port); got "${values.port}".`);
  process.exit(2);
}

const host = await launchWebHost({
  port,
  dataFolder: values['data-folder'] ?? defaultDataFolder(),
  log: (line) => console.error(line),
  // The navigator's web host: a new demo installation opens with the sample voyage.
  sampleVoyageOnFirstStart: true,
}).catch((error: unknown) => {
  // A refusal (another Passage on the folder, a locked or read-only database) is a sentence, not a trace.
  console.error(error instanceof StoreUnavailableError ? error.message : error);
  process.exit(1);
});
console.log(`Passage web host: open ${host.url}`);
console.log(`(data folder ${host.dataFolder}; demo data from ${host.serviceUrl}; Ctrl+C to stop)`);

function stop() {
  void host.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
