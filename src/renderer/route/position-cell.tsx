import { memo } from 'react';
import { formatLatitude, formatLongitude, parseLatitude, parseLongitude } from '../../shared/geo';
import { EntryCell, type EntryParse } from '../shell/entry-cell';

const axes = {
  lat: { format: formatLatitude, parse: parseLatitude, label: 'Latitude', size: 11 },
  lon: { format: formatLongitude, parse: parseLongitude, label: 'Longitude', size: 11 },
} as const;

/**
 * A latitude or longitude, shown as 51°54.300'N and retyped in any of the usual forms. Memoised:
 * a row rendered again for its new ETA (every row after a dropped waypoint) leaves it as it was.
 */
export const PositionCell = memo(function PositionCell({ axis, valueDeg, rowLabel, form, onChange }: { axis: 'lat' | 'lon'; valueDeg: number; rowLabel: string; form?: string; onChange(valueDeg: number): void }) {
  const { format, parse, label, size } = axes[axis];
  const shown = format(valueDeg);
  const parseDegrees = (text: string): EntryParse<number> => {
    const parsed = parse(text);
    return parsed.ok ? { ok: true, value: parsed.valueDeg } : parsed;
  };
  // Retyping the shown text must not move the waypoint by the rounding of the display.
  const commit = (next: number) => format(next) !== shown && onChange(next);
  return <EntryCell label={`${label} of ${rowLabel}`} shown={shown} parse={parseDegrees} onCommit={commit} size={size} form={form} />;
});
