import { useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PortClock } from '../../shared/format/local-time';
import { downloadFile } from '../shell/file-download';
import { FoldedList } from '../shell/folded-list';
import { ImportPreview } from './import-preview';
import { importPreviewStore } from './import-preview-store';
import { useOpenVoyageSelector } from './open-voyage';
import { sameFields } from '../state/external-store';
import { exportPortClocks } from './use-waypoint-clocks';

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In pieces: String.fromCharCode with a 20 MB spread would overflow the call stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

const formats = [
  { format: 'rtz', label: 'RTZ' },
  { format: 'gpx', label: 'GPX' },
  { format: 'csv', label: 'CSV' },
] as const;

/**
 * Routes in and out as files: export the open voyage (saved first, since the file is written
 * from the store) as RTZ, GPX or CSV, downloaded through a Blob link; import a file (RTZ,
 * RTZP, GPX, CSV) into a preview (import-preview.tsx) that becomes a new voyage when accepted.
 * The importer's refusal or warnings are shown as it words them.
 */
/** `portClocks`: each waypoint's clock as the Route tab shows its local time, written into the CSV the same way. */
export function RouteFiles({ bridge, portClocks }: { bridge: PassageBridge; portClocks: readonly (PortClock | null)[] }) {
  const { voyageId, dirty, save, show } = useOpenVoyageSelector((open) => ({ voyageId: open.voyage?.id ?? null, dirty: open.dirty, save: open.save, show: open.show }), sameFields);
  const [message, setMessage] = useState<string | null>(null);
  // An accepted import's warnings, listed under the message rather than run into it.
  const [warnings, setWarnings] = useState<readonly string[]>([]);
  function say(text: string | null, listed: readonly string[] = []) {
    setMessage(text);
    setWarnings(listed);
  }

  async function exportAs(format: 'rtz' | 'gpx' | 'csv') {
    if (voyageId === null) return;
    if (dirty && !(await save())) return;
    const result = await bridge.exportRoute({ voyageId, format, portClocks: exportPortClocks(portClocks) });
    if (!result.ok) {
      say(`Not exported: ${result.error.message}`);
      return;
    }
    downloadFile(result.value);
    const { fileName, warnings, sizeNote } = result.value;
    say(`Exported ${fileName}${warnings.length > 0 ? `, with the route check's warnings in it: ${warnings.join(' ')}` : '.'}${sizeNote === null ? '' : ` ${sizeNote}`}`);
  }

  async function importFile(file: File) {
    // An RTZP is a zip: its bytes cross as base64; the other formats as text.
    const input = /\.rtzp$/i.test(file.name)
      ? { fileName: file.name, text: bytesToBase64(new Uint8Array(await file.arrayBuffer())), encoding: 'base64' as const }
      : { fileName: file.name, text: await file.text() };
    const imported = await bridge.importRoute(input);
    if (!imported.ok) {
      say(`${file.name} not imported: ${imported.error.message}`);
      return;
    }
    say(null);
    importPreviewStore.set({ input, route: imported.value });
  }

  return (
    <section className="route-files" aria-label="Route files">
      <div className="inline-form">
        {voyageId !== null &&
          formats.map(({ format, label }) => (
            <button key={format} type="button" onClick={() => void exportAs(format)} title={dirty ? 'Saves the voyage, then exports it' : undefined}>
              Export {label}
            </button>
          ))}
        <label className="file-import">
          Import route file (RTZ, RTZP, GPX, CSV){' '}
          <input
            type="file"
            accept=".rtz,.rtzp,.gpx,.csv,.xml"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      <ImportPreview
        bridge={bridge}
        onAccepted={(text, listed, created) => {
          show(created);
          say(text, listed);
        }}
      />
      {message && (
        <div role="status" className="route-files-status">
          <p>{message}</p>
          {warnings.length > 0 && <FoldedList items={warnings} label="Warnings of the import" className="import-warnings" />}
        </div>
      )}
    </section>
  );
}
