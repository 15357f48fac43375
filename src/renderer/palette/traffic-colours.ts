import type { Palette } from '../../shared/settings/settings';
import type { TrafficDelayBand } from '../../shared/traffic/traffic-delay';

/**
 * Road traffic on the chart, coloured by its delay band (shared/traffic/traffic-delay.ts) in each
 * palette. Roads lie on the chart's land and cross its water, so every colour stands at least 3:1
 * (the non-text contrast of WCAG 2.1, 1.4.11) off both, at night too; at night no colour is
 * brighter than the night palette's lines (luminance under 0.12, palette-colours.test.ts), so the
 * bands differ by hue there: green, amber, orange, red. A closed road takes the worst band's
 * colour and a dash; a delay not given is a neutral colour, dashed, never a small delay's green.
 */
export type TrafficColours = Record<TrafficDelayBand, string>;

export const trafficColours: Record<Palette, TrafficColours> = {
  day: {
    underTen: '#2e7d32',
    tenToThirty: '#946200',
    halfHourToHour: '#c24e00',
    hourOrMore: '#b0001e',
    closed: '#b0001e',
    unknown: '#5c6670',
  },
  dusk: {
    underTen: '#6cbf5a',
    tenToThirty: '#d4b040',
    halfHourToHour: '#e88a4a',
    hourOrMore: '#f06a5a',
    closed: '#f06a5a',
    unknown: '#a8aca4',
  },
  night: {
    underTen: '#1a7000',
    tenToThirty: '#885600',
    halfHourToHour: '#a24500',
    hourOrMore: '#c50000',
    closed: '#c50000',
    unknown: '#6e5e4e',
  },
};

/** A dash for the bands that colour alone must not carry: a closure, and a delay not given. */
export function trafficDash(band: TrafficDelayBand): string | undefined {
  if (band === 'closed') return '2 6';
  if (band === 'unknown') return '8 6';
  return undefined;
}
