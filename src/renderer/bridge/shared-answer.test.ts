import { describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { askOnce } from './shared-answer';

const hourMs = 3_600_000;

function provenance(changes: Partial<AnswerProvenance> = {}): AnswerProvenance {
  return { operation: 'portList', dataSource: 'demo', source: 'cache', fetchedAtMs: 1_000, ageMs: 0, stale: false, freshUntilMs: 1_000 + hourMs, modelRunMs: null, credits: 0, ...changes };
}

type Answer = { ports: string[]; provenance: AnswerProvenance };

/** A bridge with only what askOnce uses (its events), and a question that counts how often it is asked. */
function setUp(answers: Array<Result<Answer> | Error>) {
  const listeners = new Map<string, Array<() => void>>();
  const bridge = {
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return () => undefined;
    },
  } as unknown as PassageBridge;
  let asked = 0;
  const ask = async (): Promise<Result<Answer>> => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    if (answer instanceof Error) throw answer;
    return answer as Result<Answer>;
  };
  let nowMs = 50_000;
  return {
    bridge,
    ask: () => askOnce(bridge, 'ports', ask, () => nowMs),
    asked: () => asked,
    later: (byMs: number) => (nowMs += byMs),
    fire: (event: string) => listeners.get(event)?.forEach((listener) => listener()),
  };
}

const ports = (names: string[], changes?: Partial<AnswerProvenance>): Result<Answer> => ({ ok: true, value: { ports: names, provenance: provenance(changes) } });

describe('askOnce: one answer for every view that asks the same question', () => {
  it('asks once for views asking at the same time and for a view asking while the answer is fresh', async () => {
    const question = setUp([ports(['Rotterdam'])]);
    const [first, second] = await Promise.all([question.ask(), question.ask()]);
    expect(question.asked()).toBe(1);
    expect(second).toBe(first);
    question.later(hourMs - 1);
    expect(await question.ask()).toBe(first);
    expect(question.asked()).toBe(1);
  });

  it('asks again once the answer has been held as long as it was fresh', async () => {
    const question = setUp([ports(['Rotterdam'], { ageMs: 20 * 60_000, fetchedAtMs: 1_000, freshUntilMs: 1_000 + hourMs }), ports(['Rotterdam', 'Hamburg'])]);
    await question.ask();
    // Served 20 minutes old, fresh for an hour from its fetch: 40 minutes left when it came.
    question.later(40 * 60_000 - 1);
    await question.ask();
    expect(question.asked()).toBe(1);
    question.later(1);
    const again = await question.ask();
    expect(question.asked()).toBe(2);
    expect(again.ok && again.value.ports).toEqual(['Rotterdam', 'Hamburg']);
  });

  it('holds no failure, no answer from the cache offline, no stale one and none without a freshness', async () => {
    for (const held of [
      { ok: false, error: { kind: 'network', message: 'unreachable', retryable: true } } as unknown as Result<Answer>,
      ports(['Rotterdam'], { source: 'offline-cache' }),
      ports(['Rotterdam'], { stale: true }),
      ports(['Rotterdam'], { freshUntilMs: undefined }),
    ]) {
      const question = setUp([held, ports(['Rotterdam', 'Hamburg'])]);
      await question.ask();
      const next = await question.ask();
      expect(question.asked()).toBe(2);
      expect(next.ok && next.value.ports).toEqual(['Rotterdam', 'Hamburg']);
    }
  });

  it('asks again after a call that threw', async () => {
    const question = setUp([new Error('socket closed'), ports(['Rotterdam'])]);
    await expect(question.ask()).rejects.toThrow('socket closed');
    expect((await question.ask()).ok).toBe(true);
    expect(question.asked()).toBe(2);
  });

  it('forgets what it holds when the service or the connection changes', async () => {
    for (const event of ['serviceSourceChanged', 'connectionChanged']) {
      const question = setUp([ports(['Demo port']), ports(['Live port'])]);
      await question.ask();
      question.fire(event);
      const after = await question.ask();
      expect(question.asked()).toBe(2);
      expect(after.ok && after.value.ports).toEqual(['Live port']);
    }
  });
});
