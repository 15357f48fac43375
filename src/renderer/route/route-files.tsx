import { useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { downloadFile } from '../shell/file-download';
import { useOpenVoyage } from './open-voyage';

const formats = [
  { format: 'rtz', label: 'RTZ' },
  { format: 'gpx', label: 'GPX' },
  { format: 'csv', label: 'CSV' },
] as const;

/**
 * Routes in and out as files: export the open voyage (saved first, since the file is written
 * from the store) as RTZ, GPX or CSV, downloaded through a Blob link; import a file as a new
 * voyage. The importer's refusal or warnings are shown as it words them.
 */
export function RouteFiles({ bridge }: { bridge: PassageBridge }) {
  const { voyage, dirty, save, show } = useOpenVoyage();
  const [message, setMessage] = useState<string | null>(null);

  async function exportAs(format: 'rtz' | 'gpx' | 'csv') {
    if (voyage === null) return;
    if (dirty && !(await save())) return;
    const result = await bridge.exportRoute({ voyageId: voyage.id, format });
    if (!result.ok) {
      setMessage(`Not exported: ${result.error.message}`);
      return;
    }
    downloadFile(result.value);
    setMessage(`Exported ${result.value.fileName}.`);
  }

  async function importFile(file: File) {
    const imported = await bridge.importRoute({ fileName: file.name, text: await file.text() });
    if (!imported.ok) {
      setMessage(`${file.name} not imported: ${imported.error.message}`);
      return;
    }
    const { name, waypoints, legs, departure, warnings } = imported.value;
    const created = await bridge.createVoyage({ name, waypoints, legs, ...(departure ? { departure } : {}) });
    if (!created.ok) {
      setMessage(`${file.name} read, but not saved as a voyage: ${created.error.message}`);
      return;
    }
    show(created.value);
    setMessage(`Imported ${file.name} as “${name}”${warnings.length > 0 ? `: ${warnings.join(' ')}` : '.'}`);
  }

  return (
    <section className="route-files" aria-label="Route files">
      <div className="inline-form">
        {voyage &&
          formats.map(({ format, label }) => (
            <button key={format} type="button" onClick={() => void exportAs(format)} title={dirty ? 'Saves the voyage, then exports it' : undefined}>
              Export {label}
            </button>
          ))}
        <label className="file-import">
          Import route file (RTZ, GPX, CSV){' '}
          <input
            type="file"
            accept=".rtz,.gpx,.csv,.xml"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
