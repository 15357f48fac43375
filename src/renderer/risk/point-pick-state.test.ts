import { afterEach, describe, expect, it } from 'vitest';
import { currentPointPick, pointPick } from './point-pick-state';

describe('pointPick', () => {
  afterEach(() => pointPick.clear());

  it('takes one click after start, counting picks so the same place picked twice is news', () => {
    pointPick.start();
    expect(currentPointPick()).toEqual({ picking: true, picked: null });
    pointPick.pickAt(50, -5);
    expect(currentPointPick()).toEqual({ picking: false, picked: { lat: 50, lon: -5, pick: 1 } });
    pointPick.start();
    pointPick.pickAt(50, -5);
    expect(currentPointPick().picked?.pick).toBe(2);
  });

  it('cancel keeps the last pick; a position that is not finite is refused', () => {
    pointPick.start();
    pointPick.pickAt(10, 20);
    pointPick.start();
    pointPick.cancel();
    expect(currentPointPick()).toEqual({ picking: false, picked: { lat: 10, lon: 20, pick: 1 } });
    expect(() => pointPick.pickAt(Number.NaN, 3)).toThrow(/finite degrees, not NaN, 3/);
  });
});
