import { describe, expect, it } from 'vitest';
import { rtzSizeNote } from './rtz-size';

describe('what an oversize RTZ export tells the navigator', () => {
  it('says nothing of a file within the 400 kB IEC 61174 asks for', () => {
    expect(rtzSizeNote(399_000, 1_000, false)).toBeNull();
  });

  it('names the size, that an ECDIS may refuse it, and how many waypoints would fit', () => {
    expect(rtzSizeNote(1_464_075, 5_000, false)).toBe(
      'This RTZ is 1.5 MB, over the 400 kB IEC 61174 asks of an RTZ file: an ECDIS may refuse it (Passage reads it back). For an ECDIS, lay the route with fewer waypoints: about 1,366 of these fit in 400 kB.',
    );
  });

  it('offers the route without the forecast for a forecast RTZ, sizing it only when the note is written', () => {
    let sized = 0;
    const routeOnly = () => {
      sized += 1;
      return 1_464_075;
    };
    expect(rtzSizeNote(300_000, 100, true, routeOnly)).toBeNull();
    expect(sized).toBe(0);
    expect(rtzSizeNote(5_961_829, 5_000, true, routeOnly)).toBe(
      'This RTZ is 6.0 MB, over the 400 kB IEC 61174 asks of an RTZ file: an ECDIS may refuse it (Passage reads it back). For an ECDIS, export the route without the forecast (Route tab, 1.5 MB), or lay the route with fewer waypoints: about 335 of these fit in 400 kB.',
    );
  });
});
