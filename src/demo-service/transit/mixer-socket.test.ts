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
    // Graded as the vendor grades, higher is better: the earliest arrival has the most.
    expect(options.map((option) => option.grade).sort()).toEqual(options.map((_, index) => index + 1));
    const arrivals = options.map((option) => Date.parse(option.trips[0]?.aimedEndTime ?? ''));
    const best = options.find((option) => option.grade === options.length);
    expect(Date.parse(best?.trips[0]?.aimedEndTime ?? '')).toBe(Math.min(...arrivals));
    const rail = options[0]?.trips[0]?.legs.find((leg) => leg.transitLeg !== undefined);
    expect(rail?.transitLeg?.mode).toBe('RAIL');
    expect(rail?.transitLeg?.fromEstimatedCall?.quay?.name).toBe('Amsterdam Centraal');
    expect(rail?.transitLeg?.toEstimatedCall?.quay?.name).toMatch(/^Rotterdam/);
    expect(options.every((option) => option.planner === 'NEGENTWEE')).toBe(true);
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
