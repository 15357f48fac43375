// The web host's command (`npm run web`, built into out/main/web-host.js). Its static imports are
// only what starts the demo service: the app's modules come by the dynamic import below, once the
// service's process is on its way, so that the two start side by side on two cores rather than
// one after the other (test/bench/first-paint.bench.ts), and after Node's compile cache is on.
import module from 'node:module';
import { parseArgs } from 'node:util';
import { defaultDataFolder } from '../core/data-folder';
import { StoreUnavailableError } from '../core/store/open-trouble';
import { startHostDemoService } from './demo-start';

// Node's compile cache (V8's code for each module, kept in the system's temporary folder) for this
// process and, through the environment, for the processes it starts (the demo service, the land
// index's build). A cache that cannot be written is only slower, never an error.
const compileCache = module.enableCompileCache();
if (compileCache.directory !== undefined) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;

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

const demoService = startHostDemoService({});
// Its failure is told by launchWebHost, which awaits it once the app is loaded: not before, as an unhandled rejection.
demoService.catch(() => undefined);
const { launchWebHost } = await import('./launch');

const host = await launchWebHost({
  port,
  dataFolder: values['data-folder'] ?? defaultDataFolder(),
  log: (line) => console.error(line),
  // The navigator's web host: a new demo installation opens with the sample voyage.
  sampleVoyageOnFirstStart: true,
  demoService,
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
