import { useState } from 'react';
import type { PackStatus } from '../../shared/voyage/voyage-pack';
import { formatAge } from '../../shared/time/time-format';
import { offlineChecklist } from './offline-checklist';

/** "Ready for offline": every tab and the printed plan, whether it works offline and how old its data is. */
export function OfflineChecklist({ pack }: { pack: PackStatus }) {
  const [nowMs] = useState(() => Date.now());
  return (
    <table className="voyage-pack-checklist" data-testid="voyage-pack-checklist">
      <caption>Ready for offline</caption>
      <thead>
        <tr>
          <th scope="col">View</th>
          <th scope="col">Offline</th>
          <th scope="col">Data age</th>
        </tr>
      </thead>
      <tbody>
        {offlineChecklist(pack, nowMs).map((row) => (
          <tr key={row.view} data-ready={row.ready ? 'true' : 'false'}>
            <th scope="row">{row.view}</th>
            <td>
              <span className={row.ready ? 'voyage-pack-ready' : 'voyage-pack-not-ready'}>{row.ready ? '✓ ' : '✗ '}</span>
              {row.words}
            </td>
            <td>{row.ageMs === null ? '—' : formatAge(row.ageMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
