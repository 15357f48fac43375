import { useEffect, useRef } from 'react';
import { shortcutHelp } from './keyboard-shortcuts';

/** The list of keys, over the chart; `?` or Escape (or a click) closes it. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(function focusCloseButton() {
    closeButton.current?.focus();
  }, []);

  return (
    <div className="shortcut-help-backdrop" onClick={onClose}>
      <section className="shortcut-help" role="dialog" aria-modal="true" aria-labelledby="shortcut-help-title" onClick={(event) => event.stopPropagation()}>
        <h2 id="shortcut-help-title">Keyboard</h2>
        <table>
          <tbody>
            {shortcutHelp.map((entry) => (
              <tr key={entry.keys}>
                <th scope="row">
                  <kbd>{entry.keys}</kbd>
                </th>
                <td>{entry.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button ref={closeButton} type="button" onClick={onClose}>
          Close
        </button>
      </section>
    </div>
  );
}
