import { describe, expect, it } from 'vitest';
import { parseUtcFieldValue, utcFieldValue } from './utc-field';

describe('the departure field in UTC', () => {
  it('shows and reads a departure as UTC, whatever the PC\'s zone', () => {
    const etdUtcMs = Date.UTC(2026, 10, 25, 6, 30);
    expect(utcFieldValue(etdUtcMs)).toBe('2026-11-25T06:30');
    expect(parseUtcFieldValue('2026-11-25T06:30')).toBe(etdUtcMs);
  });

  it('ignores a half-typed value instead of moving the departure', () => {
    expect(parseUtcFieldValue('')).toBeNull();
    expect(parseUtcFieldValue('2026-11-25')).toBeNull();
    expect(parseUtcFieldValue('2026-13-45T06:30')).toBeNull();
  });
});
