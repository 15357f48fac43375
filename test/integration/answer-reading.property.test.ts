import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSuccess } from '../../src/core/service-client/response-reading';
import { endpoints, operationNames, type OperationName } from '../../src/shared/service/endpoints';
import { responseExamples } from '../../src/shared/service/response-examples';
import { vendorAnswers } from '../fixtures/vendor-answers/vendor-answers';
import { fieldName, fieldPaths, withEdits } from './answer-fields';
import { editsAllowed, requiredByPolicy } from './reading-policy-table';

const key = 'SECRET-KEY-1234';

function readsWhole(operation: OperationName, answer: unknown): boolean {
  const outcome = readSuccess({ operation, status: 200, body: { ok: true, value: answer }, schema: endpoints[operation].response, key });
  return outcome.ok && outcome.value.warnings.length === 0;
}

/** The answers each operation is tried on: the spec's example and every vendor-shaped fixture of it. */
function answersOf(operation: OperationName): { origin: string; answer: unknown }[] {
  return [
    { origin: 'spec example', answer: responseExamples[operation] },
    ...vendorAnswers.filter((each) => each.operation === operation).map((each) => ({ origin: each.origin, answer: each.payload })),
  ];
}

describe.each(operationNames)('%s under the reading policy', (operation) => {
  it.each(answersOf(operation))('requires nothing the policy does not, and what may be left out may be null ($origin)', ({ answer }) => {
    expect(readsWhole(operation, answer)).toBe(true);
    const requiredFound = new Set<string>();
    const notNullable = new Set<string>();
    for (const path of fieldPaths(answer)) {
      if (typeof path.at(-1) === 'number') continue;
      const removed = readsWhole(operation, withEdits(answer, [{ path, how: 'remove' }]));
      if (!removed) requiredFound.add(fieldName(path));
      else if (!readsWhole(operation, withEdits(answer, [{ path, how: 'null' }]))) notNullable.add(fieldName(path));
    }
    expect([...requiredFound].filter((name) => !requiredByPolicy[operation].includes(name))).toEqual([]);
    expect([...notNullable]).toEqual([]);
  });

  it('reads any answer with optional fields left out or null, whole and without an exception', () => {
    const bases = answersOf(operation);
    const cases = fc.integer({ min: 0, max: bases.length - 1 }).chain((index) => {
      const allowed = editsAllowed(operation, bases[index]!.answer);
      return fc.record({ index: fc.constant(index), edits: fc.subarray(allowed) });
    });
    fc.assert(
      fc.property(cases, ({ index, edits }) => {
        expect(readsWhole(operation, withEdits(bases[index]!.answer, edits))).toBe(true);
      }),
      { numRuns: 60, seed: 26 },
    );
  });
});
