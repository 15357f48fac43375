import { EntryCell, type EntryParse } from './entry-cell';
import { parseUtcField, utcFieldText } from './utc-field';

export interface UtcFieldInputProps {
  label: string;
  timeUtcMs: number;
  onCommit(timeUtcMs: number): void;
  /** The local time to show beside the field, in words that name the zone used. */
  localTime?: string;
  name?: string;
}

/**
 * A date and time typed in UTC on the 24-hour clock (see utc-field.ts for the forms read), the
 * local time beside it. What was typed stays until it is understood; a bad entry is explained
 * under the field. Enter or leaving the field commits, Escape gives the time back.
 */
export function UtcFieldInput({ label, timeUtcMs, onCommit, localTime, name }: UtcFieldInputProps) {
  const parse = (text: string): EntryParse<number> => {
    const parsed = parseUtcField(text);
    return parsed.ok ? { ok: true, value: parsed.timeUtcMs } : parsed;
  };
  // Retyping the same minute is no edit (and no undo step).
  const commit = (next: number) => next !== timeUtcMs && onCommit(next);
  return (
    <span className="utc-field">
      <EntryCell label={label} shown={utcFieldText(timeUtcMs)} parse={parse} onCommit={commit} size={17} name={name} />
      {localTime && <span className="utc-field-local"> {localTime}</span>}
    </span>
  );
}
