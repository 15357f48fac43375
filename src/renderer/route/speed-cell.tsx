import { memo } from 'react';
import { EntryCell, type EntryParse } from '../shell/entry-cell';
import { formatLegSpeed } from '../../shared/format/quantity-format';

/** Speeds a ship can plan with: above 0 and at most 60 kn, as the voyage schema allows. */
export function parseSpeedKn(text: string): EntryParse<number> {
  const value = Number(text.trim().replace(',', '.').replace(/\s*(kn|kts?)$/i, ''));
  if (text.trim() === '' || !Number.isFinite(value)) return { ok: false, message: `"${text}" is not a speed: type knots, such as 12.5` };
  if (value <= 0 || value > 60) return { ok: false, message: `${value} kn is out of range: a leg's speed is above 0 and at most 60 kn` };
  return { ok: true, value };
}

/** A leg's speed in knots. Memoised, as PositionCell. */
export const SpeedCell = memo(function SpeedCell({ speedKn, legLabel, form, onChange }: { speedKn: number; legLabel: string; form?: string; onChange(speedKn: number): void }) {
  const commit = (next: number) => next !== speedKn && onChange(next);
  return <EntryCell label={`Speed of ${legLabel}`} shown={formatLegSpeed(speedKn)} parse={parseSpeedKn} onCommit={commit} size={4} numeric form={form} />;
});
