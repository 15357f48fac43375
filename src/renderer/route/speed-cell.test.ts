import { describe, expect, it } from 'vitest';
import { parseSpeedKn } from './speed-cell';

describe('speed entry', () => {
  it('reads knots with a point or comma and an optional unit', () => {
    expect(parseSpeedKn('12.5')).toEqual({ ok: true, value: 12.5 });
    expect(parseSpeedKn('14,2 kn')).toEqual({ ok: true, value: 14.2 });
  });
  it('says what is allowed when it cannot', () => {
    expect(parseSpeedKn('fast')).toMatchObject({ ok: false, message: expect.stringMatching(/type knots/) });
    expect(parseSpeedKn('0')).toMatchObject({ ok: false, message: expect.stringMatching(/above 0 and at most 60 kn/) });
    expect(parseSpeedKn('')).toMatchObject({ ok: false });
  });
});
