export { demoServiceKey, startDemoService, type DemoService, type DemoServiceOptions } from './start';
export { nodeChildLauncher, startDemoServiceProcess, type DemoChild, type DemoChildLauncher, type DemoServiceProcess } from './start-process';
export type { DemoProcessOptions } from './process-messages';
export type { Faults } from './faults';
export type { StormScenario } from './fields/storm-scenario';
