import type { z } from 'zod';
import { calls, isCallName, type CallInput, type CallName, type CallOutput } from '../shared/contract';
import { describeZodError, errorCodes, fail, ok, type Result } from '../shared/result';
import { domainErrorShape } from './domain-errors';

/**
 * An error a handler throws on purpose: its code and message reach the renderer as they are. The
 * domain errors of core (domain-errors.ts) are translated here too, once for every call; anything
 * else thrown is an internal error whose message is kept but flagged as such.
 */
export class PassageError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'PassageError';
  }
}

export type Handlers = {
  [N in CallName]: (input: z.output<(typeof calls)[N]['input']>) => Promise<CallOutput<N>> | CallOutput<N>;
};

export interface Router {
  /** Raw entry for transports: the name and input come from an untrusted renderer. */
  handle(name: string, input: unknown): Promise<Result<unknown>>;
  /** Typed entry for use inside core and tests. */
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<Result<CallOutput<N>>>;
}

export function createRouter(handlers: Handlers, options: { onInternalError?: (name: string, error: unknown) => void } = {}): Router {
  async function handle(name: string, rawInput: unknown): Promise<Result<unknown>> {
    if (!isCallName(name)) return fail(errorCodes.unknownCall, `There is no call named "${name}".`);
    const definition = calls[name];
    const input = definition.input.safeParse(rawInput ?? {});
    if (!input.success) {
      return fail(errorCodes.invalidInput, `${name}: ${describeZodError(input.error)}`, { issues: input.error.issues });
    }
    let value: unknown;
    try {
      const handler = handlers[name] as (input: unknown) => unknown;
      value = await handler(input.data);
    } catch (error) {
      if (error instanceof PassageError) return fail(error.code, error.message, error.details);
      const domain = domainErrorShape(error);
      if (domain !== null) return fail(domain.code, domain.message, domain.details);
      options.onInternalError?.(name, error);
      const message = error instanceof Error ? error.message : String(error);
      return fail(errorCodes.internal, `${name} failed: ${message}`);
    }
    const output = definition.output.safeParse(value);
    if (!output.success) {
      options.onInternalError?.(name, output.error);
      return fail(errorCodes.invalidOutput, `${name} produced an answer that does not match the contract: ${describeZodError(output.error)}`);
    }
    return ok(output.data);
  }
  return {
    handle,
    call: (name, input) => handle(name, input) as never,
  };
}
