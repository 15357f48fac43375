import type { TrafficEvent, TrafficFeature } from '../service/traffic';

/**
 * The traffic overview's events and the GeoJSON feed's features describe the same events but
 * share no id (the spec gives no key between the two feeds): an event is matched to the feature
 * with the same road number, description and start time. Road and description alone are not enough: the same
 * jam text on the same road can be two events started at different times. Texts are compared
 * with case and spacing folded, times as instants (one feed may write Z, the other an offset).
 */

export interface JoinedTrafficEvent {
  roadNumber: string | null;
  description: string;
  startUtcMs: number | null;
  causeType: string | null;
  /** Dutch label (File, Verkeersmaatregel, Omleiding). */
  type: string | null;
  trend: string | null;
  /** The overview's delay; null where it gave none (a feature alone never gives minutes). */
  delayMinutes: number | null;
  /** The geo feed's delay band as minutes from and to (to null: open-ended); null where it gave none. */
  delayBandMinutes: DelayBandMinutes | null;
  /** Where the event's carriageway leads (overview endLocation, else the feature's toLocation): its direction. */
  towards: string | null;
  /** The overview's queue length (kilometres, with decimals, as the vendor's examples read it). */
  queueLength: number | null;
  /** [lat, lon] points: one for a point event, several for a stretch; empty when no feature matched. */
  points: Array<[number, number]>;
  /** closed, stationary, slow… as the feed presents it. */
  presentationType: string | null;
  /** Which feed(s) it came from. */
  source: 'both' | 'overview only' | 'geo only';
}

export interface DelayBandMinutes {
  fromMinutes: number;
  toMinutes: number | null;
}

function fold(text: string | null | undefined): string {
  return (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

function instant(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

export function trafficJoinKey(road: string | null | undefined, description: string | null | undefined, startTime: string | null | undefined): string {
  const startMs = instant(startTime);
  return `${fold(road)}|${fold(description)}|${startMs === null ? fold(startTime) : String(startMs)}`;
}

type FeatureProperties = NonNullable<TrafficFeature['properties']>;

function propertiesOf(feature: TrafficFeature): Partial<FeatureProperties> {
  return feature.properties ?? {};
}

function pointsOf(feature: TrafficFeature): Array<[number, number]> {
  if (feature.geometry.type === 'Point') return [[feature.geometry.coordinates[1], feature.geometry.coordinates[0]]];
  return feature.geometry.coordinates.map(([lon, lat]) => [lat, lon]);
}

// The bands the spec names (and the vendor's feed uses); NEGLIGIBLE is under ten minutes.
const delayBands: Record<string, DelayBandMinutes> = {
  NEGLIGIBLE: { fromMinutes: 0, toMinutes: 10 },
  BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES: { fromMinutes: 10, toMinutes: 30 },
  BETWEEN_THIRTY_MINUTES_AND_ONE_HOUR: { fromMinutes: 30, toMinutes: 60 },
  LONGER_THAN_ONE_HOUR: { fromMinutes: 60, toMinutes: null },
};

function delayBandOf(band: string | null | undefined): DelayBandMinutes | null {
  return band === null || band === undefined ? null : (delayBands[band.trim().toUpperCase()] ?? null);
}

/** The spec writes an unknown road number as "?": said as not given, never shown as a road. */
function roadNumberOf(road: string | null | undefined): string | null {
  const text = road?.trim() ?? '';
  return text === '' || text === '?' ? null : text;
}

function placeOf(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Every event of either feed once: matched pairs, then events with no feature, then features with no event. */
export function joinTraffic(events: readonly TrafficEvent[], features: readonly TrafficFeature[]): JoinedTrafficEvent[] {
  const featuresByKey = new Map<string, TrafficFeature[]>();
  for (const feature of features) {
    const properties = propertiesOf(feature);
    const key = trafficJoinKey(properties.roadNumber, properties.description, properties.startTime);
    featuresByKey.set(key, [...(featuresByKey.get(key) ?? []), feature]);
  }
  const joined: JoinedTrafficEvent[] = events.map((event) => {
    const candidates = featuresByKey.get(trafficJoinKey(event.roadNumber, event.description, event.startTime));
    // A true duplicate (same road, text and start) takes the features in order.
    const feature = candidates?.shift();
    const properties: Partial<FeatureProperties> = feature === undefined ? {} : propertiesOf(feature);
    return {
      roadNumber: roadNumberOf(event.roadNumber),
      description: event.description,
      startUtcMs: instant(event.startTime),
      causeType: event.causeType ?? null,
      type: event.type ?? null,
      trend: event.trend ?? null,
      delayMinutes: event.delayMinutes ?? null,
      delayBandMinutes: delayBandOf(properties.delayBand),
      towards: placeOf(event.endLocation) ?? placeOf(properties.toLocation),
      queueLength: event.queueLength ?? null,
      points: feature === undefined ? [] : pointsOf(feature),
      presentationType: properties.presentationType ?? null,
      source: feature === undefined ? 'overview only' : 'both',
    };
  });
  for (const left of featuresByKey.values()) {
    for (const feature of left) {
      const properties = propertiesOf(feature);
      joined.push({
        roadNumber: roadNumberOf(properties.roadNumber),
        description: properties.description ?? properties.roadName ?? 'no description given',
        startUtcMs: instant(properties.startTime),
        causeType: properties.causeType ?? null,
        type: properties.type ?? null,
        trend: properties.trend ?? null,
        delayMinutes: null,
        delayBandMinutes: delayBandOf(properties.delayBand),
        towards: placeOf(properties.toLocation),
        queueLength: null,
        points: pointsOf(feature),
        presentationType: properties.presentationType ?? null,
        source: 'geo only',
      });
    }
  }
  return joined;
}
