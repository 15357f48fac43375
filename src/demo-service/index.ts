export { startDemoService, type DemoService, type DemoServiceOptions } from './start';
export * from './host-entry';
export type { Faults } from './faults';
