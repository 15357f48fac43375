import { describe, expect, it } from 'vitest';
import { createLatestRequest } from './latest-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('one request in flight per layer', () => {
  it('a burst of pans sends the first and the last; the ones between are cancelled, the overtaken answer dropped', async () => {
    const pending: Array<{ question: number; answer: ReturnType<typeof deferred<string>> }> = [];
    const shown: string[] = [];
    const latest = createLatestRequest<number, string>(
      (question) => {
        const answer = deferred<string>();
        pending.push({ question, answer });
        return answer.promise;
      },
      (_question, answer) => shown.push(answer),
      () => {},
    );
    for (let pan = 1; pan <= 10; pan += 1) latest.ask(pan);
    expect(pending.map((each) => each.question)).toEqual([1]);
    pending[0]?.answer.resolve('box 1');
    await Promise.resolve();
    await Promise.resolve();
    expect(pending.map((each) => each.question)).toEqual([1, 10]);
    pending[1]?.answer.resolve('box 10');
    await Promise.resolve();
    await Promise.resolve();
    expect(shown).toEqual(['box 10']);
    expect(latest.counts()).toEqual({ sent: 2, cancelled: 8, dropped: 1 });
  });

  it('after stop nothing is sent and no answer shows', async () => {
    const answer = deferred<string>();
    let sent = 0;
    const shown: string[] = [];
    const latest = createLatestRequest<number, string>(
      () => {
        sent += 1;
        return answer.promise;
      },
      (_q, a) => shown.push(a),
      () => {},
    );
    latest.ask(1);
    latest.ask(2);
    latest.stop();
    answer.resolve('late');
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toBe(1);
    expect(shown).toEqual([]);
  });
});
