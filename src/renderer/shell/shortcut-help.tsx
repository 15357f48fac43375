import { useEffect, useRef } from 'react';
import { shortcutHelp } from './keyboard-shortcuts';
import { tabShortcut } from './side-panel';

/** One row a tab, by its full name (the strip may show a short one): Alt+1 … in the tabs' order. */
export function tabShortcutRows(tabs: readonly { title: string }[]): { keys: string; action: string }[] {
  return tabs.map((tab, index) => ({ keys: tabShortcut(index), action: `Open the ${tab.title} tab (and bring back a folded panel)` }));
}

/** The list of keys, over the chart; `?` or Escape (or a click) closes it. */
export function ShortcutHelp({ tabs, onClose }: { tabs: readonly { title: string }[]; onClose: () => void }) {
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
            {[...tabShortcutRows(tabs), ...shortcutHelp].map((entry) => (
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
