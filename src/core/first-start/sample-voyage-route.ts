import type { Departure, Leg, LegGeometry, NewVoyage, Waypoint } from '../../shared/voyage/voyage';

/**
 * The sample voyage a new demo installation opens with: Rotterdam to New York as a liner would
 * sail it, down the Nieuwe Waterweg and out of the Maas, south-west through the Dover Strait and
 * down the Channel, south of the Scillies, then great circles south of the Grand Banks and of the
 * Nantucket Shoals to the Ambrose pilot station, and up Ambrose Channel and the Narrows to the
 * Battery. Every leg is checked against the app's own route check in sample-voyage-route.test.ts:
 * no land crossed, nothing nearer the coast than the safety distance, New York's approach a
 * pilotage note; the Nieuwe Waterweg, which Natural Earth 1:10m draws as land, is the one warning,
 * a pilotage stretch over land for the navigator to check on official charts and acknowledge.
 *
 * Positions are rounded to a tenth of a minute or coarser. They are what a navigator would pick
 * off a small-scale chart for a demonstration, each named after the mark it is taken from; they
 * are not for navigation.
 */

interface SampleStop {
  name: string;
  lat: number;
  lon: number;
  /** The leg from this stop to the next one. */
  next?: { geometry: LegGeometry; speedKn: number };
}

/** At sea the sample ship makes 14 kn; in the Maas and in Ambrose Channel, with the pilot, 10. */
const seaSpeedKn = 14;
const pilotageSpeedKn = 10;
const rhumbAtSea = { geometry: 'rhumb', speedKn: seaSpeedKn } as const;
const greatCircleAtSea = { geometry: 'greatCircle', speedKn: seaSpeedKn } as const;
const inPilotage = { geometry: 'rhumb', speedKn: pilotageSpeedKn } as const;

const stops: readonly SampleStop[] = [
  // World Port Index (NGA Pub 150), Rotterdam: 51°54'N 004°29'E, on the Nieuwe Maas.
  { name: 'Rotterdam', lat: 51.9, lon: 4.483333, next: inPilotage },
  // The Nieuwe Waterweg where it passes Maassluis (the town 51°55'N 004°15'E) and Hoek van
  // Holland (51°58.6'N 004°07.8'E), read off a small-scale chart: the fairway to the Maasmond.
  { name: 'Nieuwe Waterweg off Maassluis', lat: 51.913, lon: 4.25, next: inPilotage },
  { name: 'Nieuwe Waterweg off Hoek van Holland', lat: 51.978, lon: 4.125, next: inPilotage },
  // Maas Center, where the Rotterdam-Rijnmond pilots board and leave (rijnmond.loodswezen.nl):
  // the MC buoy off the Maasmond, about 52°01'N 003°53'E.
  { name: 'Maas Center', lat: 52.016667, lon: 3.883333, next: rhumbAtSea },
  // Dover Strait TSS, in the south-west-bound lane between the Goodwin Sands and the Sandettie
  // bank: west of Sandettie lightvessel (Trinity House; Admiralty List of Lights A0994,
  // 51°09.6'N 001°47.1'E).
  { name: 'Dover Strait SW lane, off Sandettie', lat: 51.2, lon: 1.7, next: rhumbAtSea },
  // Still in the south-west-bound lane, south of the Varne bank; Dungeness is passed 5 nm off.
  { name: 'Dover Strait SW lane, off the Varne', lat: 50.966667, lon: 1.3, next: rhumbAtSea },
  // Greenwich lightvessel (Trinity House), 50°24.5'N 000°00.0'E, mid-Channel south of Beachy Head.
  { name: 'Greenwich lightvessel', lat: 50.408333, lon: 0, next: rhumbAtSea },
  // Channel light buoy (Trinity House; the Channel lightvessel's station until 2021),
  // 49°55'N 002°54'W, the western end of the Off Casquets traffic separation scheme.
  { name: 'Channel light buoy', lat: 49.916667, lon: -2.9, next: rhumbAtSea },
  // 12 nm south-west of Bishop Rock lighthouse (Trinity House; Admiralty A0002,
  // 49°52.3'N 006°26.7'W): the Scillies and their Western Rocks left to starboard.
  { name: 'Off Bishop Rock', lat: 49.733333, lon: -6.666667, next: greatCircleAtSea },
  // South of the Grand Banks: the great circle from Bishop Rock straight to Nantucket would cross
  // Newfoundland (route-checker.test.ts finds it), and westbound ships keep south of the banks'
  // fog and ice. 43°N 050°W, the corner the route check test also uses.
  { name: 'South of the Grand Banks', lat: 43, lon: -50, next: greatCircleAtSea },
  // South of the Nantucket Shoals area to be avoided (IMO; US Coast Pilot 2 gives its southern
  // points at 40°43'N), near NOAA's Nantucket buoy 44008: 40°25'N 069°30'W.
  { name: 'South of Nantucket Shoals', lat: 40.416667, lon: -69.5, next: rhumbAtSea },
  // Ambrose: the former Ambrose Light tower (USCG Light List, 40°27'N 073°48'W), where the
  // Sandy Hook pilots board for Ambrose Channel.
  { name: 'Ambrose pilot station', lat: 40.45, lon: -73.8, next: inPilotage },
  // Up Ambrose Channel (290° from the pilot station) into the Lower Bay, west of Norton Point
  // (Coney Island's west end, 40°35'N 074°00.7'W), read off a small-scale chart.
  { name: 'Ambrose Channel', lat: 40.49, lon: -73.95, next: inPilotage },
  { name: 'Lower Bay, west of Norton Point', lat: 40.58, lon: -74.03, next: inPilotage },
  // The Narrows under the Verrazzano-Narrows Bridge (40°36.4'N 074°02.7'W), then the Upper Bay
  // west of Governors Island (40°41'N 074°01'W).
  { name: 'The Narrows', lat: 40.606667, lon: -74.045, next: inPilotage },
  { name: 'Upper Bay, west of Governors Island', lat: 40.68, lon: -74.03, next: inPilotage },
  // World Port Index (NGA Pub 150), New York: 40°42'N 074°01'W, the Battery.
  { name: 'New York', lat: 40.7, lon: -74.016667 },
];

export const sampleVoyageName = 'Sample: Rotterdam to New York';

/** Hours between the first start and the sample's departure, before rounding up to the hour. */
const departureAfterStartH = 3;
const hourMs = 3_600_000;

/** The departure: a few hours after the first start, on the whole hour (a plausible ETD). */
export function sampleDepartureUtcMs(firstStartMs: number): number {
  return Math.ceil((firstStartMs + departureAfterStartH * hourMs) / hourMs) * hourMs;
}

/** The sample as a new voyage, departing a few hours after `firstStartMs`, on the default vessel. */
export function sampleVoyage(firstStartMs: number): NewVoyage & { waypoints: Waypoint[]; legs: Leg[]; departure: Departure } {
  return {
    name: sampleVoyageName,
    waypoints: stops.map(({ name, lat, lon }, index) => ({ id: `sample-${index + 1}`, name, lat, lon })),
    legs: stops.flatMap((stop) => (stop.next ? [{ ...stop.next }] : [])),
    departure: { mode: 'departAt', etdUtcMs: sampleDepartureUtcMs(firstStartMs) },
  };
}
