import { useState } from 'react';

/**
 * A list of messages (an import's warnings) that shows the first few and folds the rest behind
 * an "n more" button, so forty warnings do not fill the panel as one paragraph.
 */
export function FoldedList({ items, label, shownFirst = 3, className }: { items: readonly string[]; label: string; shownFirst?: number; className?: string }) {
  const [open, setOpen] = useState(false);
  const shown = open ? items : items.slice(0, shownFirst);
  const hidden = items.length - shown.length;
  return (
    <>
      <ul className={className} aria-label={label}>
        {shown.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="folded-list-more" onClick={() => setOpen(true)}>
          {hidden} more
        </button>
      )}
      {open && items.length > shownFirst && (
        <button type="button" className="folded-list-more" onClick={() => setOpen(false)}>
          Show fewer
        </button>
      )}
    </>
  );
}
