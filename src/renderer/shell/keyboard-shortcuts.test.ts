import { describe, expect, it } from 'vitest';
import { isIsochronesKey, isAdoptKey, isRouteKey } from '../routing/routing-keys';
import { isNoGoAreaKey } from '../route/no-go-area-key';
import { isPrepareForSeaKey } from '../voyage-pack/prepare-for-sea-key';
import { isRefreshStalePackKey } from '../voyage-pack/pack-stale-warning';
import { isLegRiskKey } from '../map/leg-risk-bands';
import { forecastExportForKey } from '../reports/forecast-export-keys';
import { isFetchForecastKey } from '../forecast/forecast-panel';
import { isToggleMembersKey } from '../forecast/meteogram-ensemble-legend';
import type { ChordPress } from './alt-shift-chord';
import { shortcutHelp } from './keyboard-shortcuts';
import { tabShortcutRows } from './shortcut-help';
import { isToggleDockKey } from './layout-shortcuts';

/**
 * Each chord the `?` sheet lists, with where it applies: the whole screen, or the context the
 * entry names ("A (drawing an area)", "← / → on the panel's edge"), where a key may mean
 * something else than on the whole screen. "Alt+Shift+R / C / G" is three chords; "Alt+1 … Alt+5"
 * is five.
 */
function chordsOf(keys: string): { chord: string; scope: string }[] {
  const context = /^(.*?)\s*(\(.+\)| on the .+)$/.exec(keys);
  const scope = context?.[2]?.trim() ?? 'everywhere';
  const chordsText = context?.[1] ?? keys;
  const range = /^(.*?)(\d) … \1(\d)$/.exec(chordsText);
  if (range) {
    const [, modifiers = '', first = '0', last = '0'] = range;
    return Array.from({ length: Number(last) - Number(first) + 1 }, (_, index) => ({ chord: `${modifiers}${Number(first) + index}`, scope }));
  }
  let modifiers = '';
  return chordsText.split(' / ').map((part) => {
    // "+" alone is the plus key; "Alt+Shift+R" carries its modifiers to a bare "C" after it.
    const plus = part.length > 1 ? part.lastIndexOf('+') : -1;
    if (plus >= 0) modifiers = part.slice(0, plus + 1);
    return { chord: plus >= 0 || part.length > 1 ? part : `${modifiers}${part}`, scope };
  });
}

function listedTwice(sheet: readonly { keys: string }[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const { chord, scope } of sheet.flatMap((entry) => chordsOf(entry.keys))) {
    const key = `${chord} ${scope}`;
    if (seen.has(key)) twice.push(chord);
    seen.add(key);
  }
  return twice;
}

const altShift = (code: string): ChordPress => ({ code, altKey: true, shiftKey: true, ctrlKey: false, metaKey: false });

/** The Alt+Shift chords the tabs and layers answer, each by the function its listener asks. */
const altShiftChords: { name: string; answers: (press: ChordPress) => boolean }[] = [
  { name: 'weather-route', answers: isRouteKey },
  { name: 'isochrones', answers: isIsochronesKey },
  { name: 'adopt the proposal', answers: isAdoptKey },
  { name: 'draw a no-go area', answers: isNoGoAreaKey },
  { name: 'prepare for sea', answers: isPrepareForSeaKey },
  { name: 'refresh the stale pack', answers: isRefreshStalePackKey },
  { name: 'dock the meteogram', answers: (press) => isToggleDockKey({ ...press, key: '' }) },
  { name: 'fetch the forecast', answers: isFetchForecastKey },
  { name: 'ensemble members', answers: isToggleMembersKey },
  { name: 'legs by risk', answers: isLegRiskKey },
  { name: 'export with forecast', answers: (press) => forecastExportForKey(press) !== null },
];

/** The sheet as the `?` overlay lists it: a row a tab (Alt+1 … Alt+7, from App's tab list), then the other keys. */
const fullSheet = [...tabShortcutRows(['Route', 'Forecast', 'Risk', 'Report', 'Settings', 'Shore', 'Routing'].map((title) => ({ title }))), ...shortcutHelp];

describe('the keys of the ? sheet', () => {
  it('lists no key twice for the same place', () => {
    expect(listedTwice(fullSheet)).toEqual([]);
  });

  it('would name a key listed twice, however the entries spell it', () => {
    const sheet = [...fullSheet, { keys: 'Alt+Shift+X / A', action: 'a new feature' }, { keys: 'Alt+3', action: 'another' }];
    expect(listedTwice(sheet)).toEqual(['Alt+Shift+A', 'Alt+3']);
    // The same letter in another context is another key.
    expect(listedTwice([{ keys: 'A' }, { keys: 'A (drawing an area)' }])).toEqual([]);
  });

  it('gives every Alt+Shift chord to one action only, and lists each of them', () => {
    const listed = new Set(shortcutHelp.flatMap((entry) => chordsOf(entry.keys)).map((entry) => entry.chord));
    for (let letter = 65; letter <= 90; letter += 1) {
      const code = `Key${String.fromCharCode(letter)}`;
      const answering = altShiftChords.filter((chord) => chord.answers(altShift(code))).map((chord) => chord.name);
      expect(answering.length, `Alt+Shift+${code.slice(3)} answered by ${answering.join(', ')}`).toBeLessThanOrEqual(1);
      if (answering.length === 1) expect(listed, `Alt+Shift+${code.slice(3)} (${answering[0]}) is not in the ? sheet`).toContain(`Alt+Shift+${code.slice(3)}`);
    }
  });
});
