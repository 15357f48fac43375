import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';

describe('cache key', () => {
  it('is the same whatever the parameter order or number spelling', () => {
    expect(cacheKey('storms', { lon: -0, lat: 0.1 + 0.2, model: 'gfs' })).toBe(cacheKey('storms', { model: 'gfs', lat: 0.3, lon: 0 }));
  });

  it('never holds the API key or the legacy token', () => {
    const key = cacheKey('legacyForecast', { lat: 1, api_key: 'SECRET-1', token: 'SECRET-2' });
    expect(key).not.toContain('SECRET');
    expect(key).toBe(cacheKey('legacyForecast', { lat: 1 }));
  });

  it('tells apart queries that ask different things, including the order of route points', () => {
    expect(cacheKey('shippingRoute', { lats: [1, 2] })).not.toBe(cacheKey('shippingRoute', { lats: [2, 1] }));
    expect(cacheKey('storms', { lat: 1 })).not.toBe(cacheKey('ports', { lat: 1 }));
  });

  it('gives any permutation of a query object the same key', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string())), (query) => {
        const reversed = Object.fromEntries(Object.entries(query).reverse());
        expect(cacheKey('op', reversed)).toBe(cacheKey('op', query));
      }),
    );
  });
});
