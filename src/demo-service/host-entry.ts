/**
 * The hosts' entry (src/main, src/web-host): the demo service started in its own process. It loads
 * none of the service: through index.ts a host's start evaluated the whole simulation (protobufjs,
 * every answer's schema, the reference data, 195 kB built) that only the child runs, and kept it
 * in the host's memory.
 */
export { demoServiceKey } from '../shared/service/demo-key';
export { nodeChildLauncher, startDemoServiceProcess, type DemoChild, type DemoChildLauncher, type DemoServiceProcess } from './start-process';
export type { DemoProcessOptions } from './process-messages';
export type { StormScenario } from './fields/storm-scenario';
