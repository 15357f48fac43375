import { describe, expect, it } from 'vitest';
import { dataSourceLabel } from './data-source-label';

describe('data source label', () => {
  it('says "Demo data" whenever the data is simulated, whatever the service URL', () => {
    expect(dataSourceLabel({ dataSource: 'demo', serviceUrl: 'http://127.0.0.1:39211' })).toEqual({ text: 'Demo data', isDemo: true });
  });

  it('names the live service by its host, without path or key', () => {
    expect(dataSourceLabel({ dataSource: 'live', serviceUrl: 'https://api.example.com/v1?api_key=secret' })).toEqual({
      text: 'Live: api.example.com',
      isDemo: false,
    });
    expect(dataSourceLabel({ dataSource: 'live', serviceUrl: null }).text).toBe('Live');
  });
});
