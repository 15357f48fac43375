import { describe, expect, it } from 'vitest';
import { forecastExportChoices, forecastExportForKey } from './forecast-export-keys';

const press = (code: string, modifiers: Partial<{ altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  code,
  altKey: true,
  shiftKey: true,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('the forecast export keys', () => {
  it('Alt+Shift+R, C and G export RTZ, CSV and GPX', () => {
    expect(forecastExportForKey(press('KeyR'))).toBe('rtz');
    expect(forecastExportForKey(press('KeyC'))).toBe('csv');
    expect(forecastExportForKey(press('KeyG'))).toBe('gpx');
  });

  it('answers nothing without both Alt and Shift, with Ctrl or Meta, or for another letter', () => {
    expect(forecastExportForKey(press('KeyR', { shiftKey: false }))).toBeNull();
    expect(forecastExportForKey(press('KeyR', { altKey: false }))).toBeNull();
    expect(forecastExportForKey(press('KeyR', { ctrlKey: true }))).toBeNull();
    expect(forecastExportForKey(press('KeyR', { metaKey: true }))).toBeNull();
    // Alt+Shift+F is the Forecast tab's fetch.
    expect(forecastExportForKey(press('KeyF'))).toBeNull();
  });

  it('names a different key for each file', () => {
    expect(new Set(forecastExportChoices.map((choice) => choice.code)).size).toBe(forecastExportChoices.length);
  });
});
