import type { World } from './fields/field-context';

/** What every handler may read: the simulated world, the clock and the service's own origin. */
export interface ServiceState {
  world: World;
  nowMs: () => number;
  /** http://127.0.0.1:<port>, for the image URLs the service hands out. */
  origin: string;
}

/** A handler's result: a 200 body, or a status with a message naming what was wrong. */
export type Answer = { ok: true; body: unknown } | { ok: false; status: 400 | 404 | 500; message: string };

export function ok(body: unknown): Answer {
  return { ok: true, body };
}

export function badRequest(message: string): Answer {
  return { ok: false, status: 400, message };
}

/** Rounds to a number of decimals, so answers stay small and their bytes repeat exactly. */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
