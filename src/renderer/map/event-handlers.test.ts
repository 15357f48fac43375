import { describe, expect, it } from 'vitest';
import { listen } from './event-handlers';

describe('handlers added and removed as one', () => {
  it('adds each handler to its event and the answer removes them all', () => {
    // Node's EventTarget stands for the chart's container (the unit tests run without a DOM).
    const target = new EventTarget() as unknown as HTMLElement;
    const heard: string[] = [];
    const stop = listen(target, { mousemove: () => heard.push('move'), mouseleave: () => heard.push('leave') });
    target.dispatchEvent(new Event('mousemove'));
    target.dispatchEvent(new Event('mouseleave'));
    stop();
    target.dispatchEvent(new Event('mousemove'));
    expect(heard).toEqual(['move', 'leave']);
  });
});
