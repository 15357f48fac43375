import './entry-cell.css';
import { useState } from 'react';

export type EntryParse<T> = { ok: true; value: T } | { ok: false; message: string };

export interface EntryCellProps<T> {
  label: string;
  /** The value as shown when the navigator is not typing. */
  shown: string;
  parse(text: string): EntryParse<T>;
  onCommit(value: T): void;
  size: number;
  numeric?: boolean;
  /** The input's form name, where a test or a form needs to find it. */
  name?: string;
  /** The id of the form the input belongs to, where it is not inside one (a table row's). */
  form?: string;
}

/**
 * A cell or field the navigator types into. What he typed stays until it is understood: a bad entry
 * is kept, marked, and explained (what is wrong, what is allowed), never reset or guessed.
 * Enter or leaving the cell commits; Escape gives the shown value back.
 */
export function EntryCell<T>({ label, shown, parse, onCommit, size, numeric = false, name, form }: EntryCellProps<T>) {
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function commit() {
    if (typed === null) return;
    const parsed = parse(typed);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    setTyped(null);
    onCommit(parsed.value);
  }

  return (
    <span className="entry-cell">
      <input
        aria-label={label}
        name={name}
        form={form}
        aria-invalid={problem !== null}
        className={[problem ? 'invalid' : '', numeric ? 'number' : ''].join(' ').trim() || undefined}
        value={typed ?? shown}
        size={size}
        inputMode={numeric ? 'decimal' : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            setTyped(null);
            setProblem(null);
          }
        }}
      />
      {problem && (
        <span role="alert" className="cell-problem">
          {problem}
        </span>
      )}
    </span>
  );
}
