import type { PortSize } from '../service/ports';

/**
 * One port of the World Port Index (NGA Pub 150) as the project's copy holds it
 * (resources/world-port-index/). Depths the index leaves at 0.0 ("not given") are null here.
 */
export interface WorldPort {
  wpiNumber: number;
  name: string;
  unlocode: string | null;
  country: string;
  size: PortSize | null;
  channelDepthM: number | null;
  maxDraftM: number | null;
  lat: number;
  lon: number;
}

const sizes: Record<string, PortSize> = { Large: 'large', Medium: 'medium', Small: 'small', 'Very Small': 'very_small' };

/** One CSV line into cells: commas split, double quotes group (the index quotes names with commas). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = !quoted;
    } else if (char === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out;
}

const depthOf = (text: string | undefined) => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** Reads ports.csv; throws naming the line when a row cannot be read. */
export function parseWorldPortIndex(text: string): WorldPort[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = cells(lines[0] ?? '');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index === -1) throw new Error(`the World Port Index copy has no column ${name}`);
    return index;
  };
  const at = { number: column('wpi_number'), name: column('name'), unlocode: column('unlocode'), country: column('country'), size: column('harbor_size'), channel: column('channel_depth_m'), draft: column('max_vessel_draft_m'), lat: column('latitude'), lon: column('longitude') };
  return lines.slice(1).map((line, index) => {
    const row = cells(line);
    const lat = Number(row[at.lat]);
    const lon = Number(row[at.lon]);
    const wpiNumber = Number(row[at.number]);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !Number.isInteger(wpiNumber)) throw new Error(`World Port Index line ${index + 2} has no number or position: ${line}`);
    return {
      wpiNumber,
      name: row[at.name] ?? '',
      unlocode: row[at.unlocode]?.trim() || null,
      country: row[at.country] ?? '',
      size: sizes[row[at.size] ?? ''] ?? null,
      channelDepthM: depthOf(row[at.channel]),
      maxDraftM: depthOf(row[at.draft]),
      lat,
      lon,
    };
  });
}

/** Why a port is too shallow for a draft, in words; null when it is not (or the index gives no depth). */
export function draftShortfall(port: Pick<WorldPort, 'name' | 'channelDepthM' | 'maxDraftM'>, draftM: number | null): string | null {
  if (draftM === null) return null;
  const limits: string[] = [];
  if (port.channelDepthM !== null && port.channelDepthM < draftM) limits.push(`channel depth ${port.channelDepthM.toFixed(1)} m`);
  if (port.maxDraftM !== null && port.maxDraftM < draftM) limits.push(`maximum draft ${port.maxDraftM.toFixed(1)} m`);
  if (limits.length === 0) return null;
  return `${port.name}: ${limits.join(' and ')} (World Port Index), less than the ship's draft of ${draftM.toFixed(1)} m`;
}
