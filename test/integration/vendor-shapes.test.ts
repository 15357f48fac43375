import { describe, expect, it } from 'vitest';
import { vendorAnswers } from '../fixtures/vendor-answers/vendor-answers';
import { endpoints, operationNames } from '../../src/shared/service/endpoints';
import { readSuccess } from '../../src/core/service-client/response-reading';

const key = 'SECRET-KEY-1234';

function read(operation: keyof typeof endpoints, body: unknown) {
  return readSuccess({ operation, status: 200, body: { ok: true, value: body }, schema: endpoints[operation].response, key });
}

it('has a vendor-shaped answer for every operation of the endpoint table', () => {
  expect(operationNames.filter((operation) => !vendorAnswers.some((each) => each.operation === operation))).toEqual([]);
});

describe.each(vendorAnswers)('$operation as the vendor reads it ($origin)', ({ operation, payload }) => {
  it('is read bare and in the envelope alike, with nothing left out', () => {
    const bare = read(operation, structuredClone(payload));
    const enveloped = read(operation, { success: true, data: structuredClone(payload), meta: { credits: 1 } });
    expect(bare.ok && bare.value.warnings).toEqual([]);
    expect(enveloped.ok && enveloped.value.value).toEqual(bare.ok && bare.value.value);
  });
});

describe('what the vendor shapes mean once read', () => {
  it('reads ensemble members named member001 with nulls, and a members map by run as a count', () => {
    const point = read('marineEnsemblePoint', vendorAnswers.find((each) => each.operation === 'marineEnsemblePoint')!.payload);
    expect(point.ok && point.value.value).toMatchObject({ elements: [{ data: [{ value: { member001: 1.9, member002: null, member003: 2.4 } }] }] });
    const models = read('marineEnsembleModels', vendorAnswers.find((each) => each.operation === 'marineEnsembleModels')!.payload);
    expect(models.ok && (models.value.value as { models: { members: number | null }[] }).models.map((model) => model.members)).toEqual([3, 2]);
  });

  it('reads one nearby place as a list of one', () => {
    const nearby = read('geoNearby', vendorAnswers.find((each) => each.operation === 'geoNearby')!.payload);
    expect(nearby.ok && nearby.value.value).toEqual([expect.objectContaining({ name: 'Houten' })]);
  });
});

describe('errors inside a 200 answer, in each form, become embedded_error in the service words, without the key', () => {
  const forms: Array<[string, unknown]> = [
    ['a top-level error text (bare)', { error: `outside the model's area (key ${key})` }],
    ['success false with an error object', { success: false, meta: { credits: 0 }, error: { message: `outside the model's area (key ${key})` } }],
    ['an error text inside data', { success: true, meta: { credits: 0 }, data: { error: `outside the model's area (key ${key})` } }],
    ['an error object with a description', { success: false, error: { description: `outside the model's area (key ${key})` } }],
  ];
  describe.each(operationNames)('%s', (operation) => {
    it.each(forms)('%s', (_form, body) => {
      const outcome = read(operation, structuredClone(body));
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error.code).toBe('embedded_error');
      expect(outcome.error.serviceMessage).toContain("outside the model's area");
      expect(outcome.error.message).not.toContain(key);
    });

    it('success false without words still says the request did not succeed', () => {
      const outcome = read(operation, { success: false, meta: { credits: 0 } });
      expect(!outcome.ok && outcome.error.code).toBe('embedded_error');
    });
  });
});
