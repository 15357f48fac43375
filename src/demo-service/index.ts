export { demoServiceKey, startDemoService, type DemoService, type DemoServiceOptions } from './start';
export type { Faults } from './faults';
export type { StormScenario } from './fields/storm-scenario';
