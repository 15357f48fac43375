import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { transitOptionSchema } from '../../shared/service/transit';
import { startDemoService, type DemoService } from '../index';

let service: DemoService;
beforeAll(async () => {
  service = await startDemoService({ clock: () => Date.UTC(2025, 5, 15, 8) });
});
afterAll(async () => {
  await service.close();
});

// The Dam in Amsterdam to the Markthal in Rotterdam, as the vendor's examples send places.
const request = { fromPlace: '52.37,4.89', toPlace: '51.92,4.48' };

function run(query: string): Promise<{ messages: unknown[]; code: number; status?: number }> {
  return new Promise((resolve) => {
    const messages: unknown[] = [];
    const ws = new WebSocket(`${service.url.replace('http', 'ws')}/v1/transit/plannermixer?${query}`);
    ws.on('open', () => ws.send(JSON.stringify(request)));
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.on('close', (code) => resolve({ messages, code }));
    ws.on('unexpected-response', (_req, res) => resolve({ messages, code: 0, status: res.statusCode }));
    ws.on('error', () => undefined);
  });
}

describe('transit mixer socket', () => {
  it('streams several graded options with different modifiers, then closes normally', async () => {
    const { messages, code } = await run('mode=json&api_key=demo');
    expect(code).toBe(1000);
    const options = messages.map((message) => transitOptionSchema.parse(message));
    expect(options.length).toBeGreaterThan(2);
    expect(new Set(options.map((option) => option.modifiers.join('+'))).size).toBe(options.length);
    expect(options.map((option) => option.grade).sort()).toEqual(options.map((_, index) => index + 1));
    const rail = options[0]?.trips[0]?.legs.find((leg) => leg.transitLeg !== undefined);
    expect(rail?.transitLeg?.fromEstimatedCall.quay.name).toBe('Amsterdam Centraal');
    expect(rail?.transitLeg?.toEstimatedCall.quay.name).toMatch(/^Rotterdam/);
  });

  it('refuses a wrong key with 401 and can be cut mid-stream by the fault switch', async () => {
    expect((await run('mode=json&api_key=nope')).status).toBe(401);
    service.setFaults({ closeMixerMidStream: true });
    const cut = await run('mode=json&api_key=demo');
    service.setFaults({});
    expect(cut.messages).toHaveLength(1);
    expect(cut.code).toBe(1006);
  });
});
