/**
 * A file name made from a name the navigator typed (a voyage's), safe on every system the file
 * may be saved on or sent to: what file systems refuse (\ / : * ? " < > | and control characters)
 * becomes `_`; bidirectional controls, which can make `route\u202Efdp.exe` read as `routeexe.pdf`,
 * are taken out; edge dots and spaces go (Windows drops them); and a Windows device name (CON,
 * PRN, AUX, NUL, COM1-9, LPT1-9, whatever follows the first dot) gets a `_` so that saving writes
 * a file rather than to a device.
 */

// eslint-disable-next-line no-control-regex -- control characters are what file systems refuse
const refused = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]/g;
/** Marks and embeddings, overrides and isolates of the bidirectional algorithm. */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const deviceName = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])$/i;
const maxStemLength = 120;

/** `name` made safe, then `ending` (such as ` forecast.csv`) after it; `fallback` when nothing is left. */
export function exportFileName(name: string, ending: string, fallback: string): string {
  let stem = name
    .replace(bidiControls, '')
    .replace(refused, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, maxStemLength)
    .replace(/[.\s]+$/, '');
  if (stem === '') stem = fallback;
  const full = `${stem}${ending}`;
  const device = full.split('.')[0]?.trimEnd() ?? '';
  return deviceName.test(device) ? `${device}_${full.slice(device.length)}` : full;
}
