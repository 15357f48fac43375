import { radarIntensityScale } from '../../../shared/service/radar-scale';
import type { WeatherRadar } from '../../../shared/service/weather';
import { bandOfColour, cssColour, readLayerPalette } from '../../../shared/service/palette-reading';

/**
 * The radar nowcast as the chart shows it: its frames in time order with their minutes from the
 * start, over the box the images cover (east carried past 180° when the box crosses it), or, when
 * there is nothing to show, the reason in words: where the radar's coverage ends the service
 * answers with no frames, or refuses.
 */

export interface RadarFrame {
  timeSec: number;
  /** Minutes from the nowcast's start (the answer's offset, or counted from the first frame). */
  offsetMin: number;
}

export interface RadarBox {
  north: number;
  south: number;
  west: number;
  /** East of west, past 180° when the box crosses it (Leaflet draws it there). */
  placeEast: number;
}

export type RadarReading = { kind: 'frames'; frames: RadarFrame[]; box: RadarBox } | { kind: 'none'; words: string };

export const noCoverageWords = 'No radar coverage here: the service has no radar frames for this place. Its radar reaches land and coastal waters near its stations; nearer the coast it may answer.';

export function readRadar(answer: WeatherRadar): RadarReading {
  const box = answer.bbox;
  if (answer.layers.length === 0) return { kind: 'none', words: noCoverageWords };
  if (box === null || box === undefined || [box.north, box.south, box.east, box.west].some((edge) => edge === null || edge === undefined)) {
    return { kind: 'none', words: 'No radar shown here: the service gave radar frames without the area they cover.' };
  }
  const north = box.north as number;
  const south = box.south as number;
  const west = box.west as number;
  const east = box.east as number;
  const sorted = [...answer.layers].sort((a, b) => a.time - b.time);
  const startSec = sorted[0]?.time ?? 0;
  return {
    kind: 'frames',
    frames: sorted.map((layer) => ({
      timeSec: layer.time,
      offsetMin: typeof layer.offset === 'number' && Number.isFinite(layer.offset) ? layer.offset : Math.round((layer.time - startSec) / 60),
    })),
    box: { north, south, west, placeEast: east < west ? east + 360 : east },
  };
}

/** A refused nowcast in words: outside coverage the service may refuse rather than answer empty. */
export function radarRefusedWords(message: string): string {
  return `No radar here: the service refused the radar nowcast for this place (${message}). Radar covers land and coastal waters only where the service has stations.`;
}

const radarPalette = readLayerPalette({ colors: radarIntensityScale.colors.map((colour) => cssColour(colour)), values: [...radarIntensityScale.values] });

/**
 * What one frame shows, read from its pixels by the radar scale: the share of the area with
 * precipitation and the heaviest band, so "nothing on the radar" is said, not left to a blank map.
 * A colour the scale does not know is counted apart (another service's colours).
 */
export function radarFrameWords(rgba: Uint8ClampedArray): string {
  let wet = 0;
  let unread = 0;
  let heaviest = 0;
  const pixels = rgba.length / 4;
  for (let offset = 0; offset < rgba.length; offset += 4) {
    if ((rgba[offset + 3] ?? 0) < 8) continue;
    const band = radarPalette === null ? null : bandOfColour(radarPalette, [rgba[offset] ?? 0, rgba[offset + 1] ?? 0, rgba[offset + 2] ?? 0, rgba[offset + 3] ?? 0]);
    if (band === null) unread += 1;
    else if (band.index > 0) {
      wet += 1;
      heaviest = Math.max(heaviest, band.index);
    }
  }
  if (pixels === 0) return 'an empty radar image';
  const unreadWords = unread === 0 ? '' : `; ${Math.round((100 * unread) / pixels)}% in colours not on the radar scale`;
  if (wet === 0) return `no precipitation on the radar${unreadWords}`;
  const percent = Math.max(1, Math.round((100 * wet) / pixels));
  return `precipitation over ${percent}% of the area, heaviest ${radarIntensityScale.labels[heaviest] ?? ''} (≥ ${radarIntensityScale.values[heaviest] ?? ''} ${radarIntensityScale.unit})${unreadWords}`;
}

/**
 * The intensity at the place the radar was asked for: the frame's middle pixel (the images are
 * centred on the place), "none", or "not readable" for a colour the scale does not know.
 */
export function radarWordsAtCentre(pixels: { data: Uint8ClampedArray; width: number; height: number }): string {
  const offset = (Math.floor(pixels.height / 2) * pixels.width + Math.floor(pixels.width / 2)) * 4;
  const data = pixels.data;
  if ((data[offset + 3] ?? 0) < 8) return 'none';
  const band = radarPalette === null ? null : bandOfColour(radarPalette, [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0, data[offset + 3] ?? 0]);
  if (band === null) return 'not readable (a colour not on the radar scale)';
  if (band.index === 0) return 'none';
  return `${radarIntensityScale.labels[band.index] ?? ''} (≥ ${radarIntensityScale.values[band.index] ?? ''} ${radarIntensityScale.unit})`;
}
