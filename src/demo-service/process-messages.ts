import type { StormScenario } from './fields/storm-scenario';

/** What crosses between the app's process and the demo service's own (demo-service-process.ts). */

/** The options a host may set, as JSON: no faults (tests start the service in-process); a clock only as an offset from the real one. */
export interface DemoProcessOptions {
  port?: number;
  seed?: number;
  keys?: string[];
  storms?: StormScenario;
  /** The service's now is the real clock plus this (a host on a pinned clock, the end-to-end suite's). */
  clockOffsetMs?: number;
  /** Answer in the vendor's envelope (start.ts's `envelope`). */
  envelope?: boolean;
  /** Credits charged per answer beyond the estimate (start.ts's `chargeExtraCredits`). */
  chargeExtraCredits?: number;
}

export type DemoProcessMessage =
  | { kind: 'listening'; url: string }
  | { kind: 'failed'; message: string }
  | { kind: 'close' };

export function isDemoProcessMessage(value: unknown): value is DemoProcessMessage {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
}
