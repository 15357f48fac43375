import type { ExportedRouteFile } from '../../shared/voyage/route-file';

/**
 * Hands a file made by core to the navigator as a download: a Blob link clicked once. The same
 * in the web host (the browser saves it) and in the app (Electron's download handling).
 */
export function downloadFile(file: ExportedRouteFile): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }));
  link.download = file.fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
