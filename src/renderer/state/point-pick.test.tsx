import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { pointPick, usePointPick, type PointPickSnapshot } from './point-pick';

/** What a view of `voyageId` reads, rendered once. */
function read(voyageId: string | null): PointPickSnapshot {
  let seen: PointPickSnapshot | undefined;
  function Reader() {
    seen = usePointPick(voyageId);
    return null;
  }
  renderToStaticMarkup(<Reader />);
  if (seen === undefined) throw new Error('not rendered');
  return seen;
}

describe('pointPick', () => {
  afterEach(() => {
    pointPick.clear('a');
    pointPick.clear('b');
    pointPick.clear(null);
  });

  it('takes one click after start, counting picks so the same place picked twice is news', () => {
    pointPick.start();
    expect(read('a')).toEqual({ picking: true, picked: null });
    pointPick.pickAt('a', 50, -5);
    const first = read('a');
    expect(first).toMatchObject({ picking: false, picked: { lat: 50, lon: -5 } });
    pointPick.start();
    pointPick.pickAt('a', 50, -5);
    expect(read('a').picked?.pick).toBe((first.picked?.pick ?? 0) + 1);
  });

  it('a pick belongs to its voyage: another voyage, or none open, shows nothing of it', () => {
    pointPick.pickAt('a', 50, -5);
    expect(read('b').picked).toBeNull();
    expect(read(null).picked).toBeNull();
    pointPick.pickAt('b', 40, 10);
    expect(read('a').picked).toMatchObject({ lat: 50, lon: -5 });
    expect(read('b').picked).toMatchObject({ lat: 40, lon: 10 });
  });

  it('cancel keeps the last pick; a position that is not finite is refused', () => {
    pointPick.start();
    pointPick.pickAt('a', 10, 20);
    pointPick.start();
    pointPick.cancel();
    expect(read('a')).toMatchObject({ picking: false, picked: { lat: 10, lon: 20 } });
    expect(() => pointPick.pickAt('a', Number.NaN, 3)).toThrow(/finite degrees, not NaN, 3/);
  });
});
