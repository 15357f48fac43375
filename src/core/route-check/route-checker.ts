import { routeCheckDisclaimer, type RouteCheckResult, type RouteFinding } from '../../shared/voyage/route-check';
import type { LegGeometry } from '../../shared/geo';
import type { CoastIndex } from './coast-index';
import { buildLandIndexInChild } from './land-index-in-child';
import { scanLeg, type LegScan } from './leg-coast-scan';
import { naturalEarthLand } from './natural-earth-land';
import { legFindings, stretchFinding, type CheckedLeg } from './route-findings';
import { berthStretch, type BerthStretch } from './berth-stretches';
import { stretchKey, withAcknowledgement } from './finding-acknowledgements';
import type { RouteCheckAcknowledgement } from '../../shared/voyage/voyage';
import { createCoastQuery, type CoastQuery } from './track-coast-query';
import { createBerthPorts, readWorldPortIndex, type BerthPorts } from './berth-ports';
import { draftShortfall, type WorldPort } from '../../shared/ports/world-port-index';

export interface CheckedRoute {
  waypoints: readonly { name: string; lat: number; lon: number }[];
  legs: readonly { geometry: LegGeometry }[];
  /** Findings the navigator acknowledged (stored with the voyage). */
  routeCheckAcknowledgements?: readonly RouteCheckAcknowledgement[];
}

export interface RouteChecker {
  /** With the ship's draft, ports at the route's ends shallower than it are findings too. Waits for the land index on the first check. */
  check(route: CheckedRoute, safetyDistanceNm: number, draftM?: number | null): Promise<RouteCheckResult>;
  /** Builds the land index now rather than on the first check (a benchmark). */
  prepare(): Promise<void>;
  /**
   * The land index itself, built once for the app (weather routing keeps its routes off the same
   * land; its arrays are in shared memory, so a routing worker reads them without a copy).
   */
  landIndex(): Promise<CoastIndex>;
  /** Drops every scanned leg: the next check starts from scratch (benchmarks). */
  forget(): void;
  /** How many legs were scanned against the land since the checker was made (tests: an edit rescans only its legs). */
  legsScanned(): number;
}

interface KeptScan {
  scan: LegScan;
  findings?: { key: string; value: RouteFinding[] };
}

/** Legs kept scanned: a 5,000-waypoint route and its edits several times over. */
const MAX_KEPT_LEGS = 40_000;

/**
 * The route check with a memory of legs: a leg is scanned again only when its ends, its geometry
 * or the safety distance changed, so a check on every edit costs the edited legs. The land is
 * read and indexed on the first check (a few hundred ms), not at start, and by default in a
 * process of its own, so that other calls are answered meanwhile and the build's heap is not the app's.
 */
export function createRouteChecker(
  loadLand: () => CoastIndex | Promise<CoastIndex> = () => buildLandIndexInChild(),
  readPorts: () => readonly WorldPort[] = readWorldPortIndex,
): RouteChecker {
  let land: { index: CoastIndex; query: CoastQuery } | null = null;
  let landLoading: Promise<unknown> | null = null;
  let berths: BerthPorts | null = null;
  const berthPorts = () => (berths ??= createBerthPorts(readPorts()));
  // A leg's scan and the findings last read from it (they also depend on its names and ends).
  const scans = new Map<string, KeptScan>();
  let scanned = 0;

  /** Loads the land once; a failed load is tried again by the next check. */
  async function landReady(): Promise<void> {
    landLoading ??= Promise.resolve(loadLand()).then(
      (index) => void (land = { index, query: createCoastQuery(index) }),
      (error: unknown) => {
        landLoading = null;
        throw error;
      },
    );
    await landLoading;
  }

  function landIndex() {
    if (land === null) throw new Error('the route check ran before its land index was ready');
    return land;
  }

  // The legs of the last check by index: an edit leaves most of them where they were, and
  // comparing four numbers is cheaper than a key (an insertion shifts them: then the key finds them).
  let lastByIndex: { fromLat: number; fromLon: number; toLat: number; toLon: number; geometry: LegGeometry; safetyNm: number; key: string }[] = [];

  function keyOf(leg: Omit<CheckedLeg, 'scan'>, safetyNm: number): string {
    const { from, to, geometry } = leg;
    const last = lastByIndex[leg.legIndex];
    if (last && last.fromLat === from.lat && last.fromLon === from.lon && last.toLat === to.lat && last.toLon === to.lon && last.geometry === geometry && last.safetyNm === safetyNm) {
      return last.key;
    }
    const key = `${from.lat},${from.lon},${to.lat},${to.lon},${geometry},${safetyNm}`;
    lastByIndex[leg.legIndex] = { fromLat: from.lat, fromLon: from.lon, toLat: to.lat, toLon: to.lon, geometry, safetyNm, key };
    return key;
  }

  function scanOf(leg: Omit<CheckedLeg, 'scan'>, safetyNm: number) {
    const key = keyOf(leg, safetyNm);
    let kept = scans.get(key);
    if (kept === undefined) {
      const { index, query } = landIndex();
      kept = { scan: scanLeg(index, query, leg.from, leg.to, leg.geometry, safetyNm) };
      scanned += 1;
      if (scans.size >= MAX_KEPT_LEGS) scans.delete(scans.keys().next().value!);
      scans.set(key, kept);
    }
    return kept;
  }

  /** A leg's land and near-coast findings beyond the berths' stretches, kept with its scan until its names or stretches change. */
  function findingsOf(leg: CheckedLeg, kept: KeptScan, safetyNm: number, route: CheckedRoute, head: number, tail: number): RouteFinding[] {
    const findingsKey = `${leg.legIndex}|${leg.from.name}|${leg.to.name}|${head}|${tail}`;
    if (kept.findings?.key !== findingsKey) kept.findings = { key: findingsKey, value: legFindings(leg, safetyNm, route, head, tail) };
    return kept.findings.value;
  }

  return {
    prepare: landReady,
    landIndex: async () => {
      await landReady();
      return landIndex().index;
    },
    forget: () => {
      scans.clear();
      lastByIndex = [];
    },
    legsScanned: () => scanned,
    async check(route, safetyDistanceNm, draftM = null) {
      await landReady();
      const findings: RouteFinding[] = [];
      const lastLeg = route.legs.length - 1;
      const first = route.waypoints[0];
      const last = route.waypoints.at(-1);
      // Only a route end at a port of the index is a berth with a pilotage stretch: a waypoint
      // clicked inland is land, not a harbour.
      const departurePort = first && lastLeg >= 0 ? berthPorts().portAt(first.lat, first.lon) : null;
      const arrivalPort = last && lastLeg >= 0 ? berthPorts().portAt(last.lat, last.lon) : null;
      lastByIndex.length = Math.min(lastByIndex.length, route.legs.length);
      const legs = route.legs.map((leg, legIndex): CheckedLeg & { kept: KeptScan } => {
        const from = route.waypoints[legIndex]!;
        const to = route.waypoints[legIndex + 1]!;
        const kept = scanOf({ legIndex, from, to, geometry: leg.geometry }, safetyDistanceNm);
        return { legIndex, from, to, geometry: leg.geometry, scan: kept.scan, kept };
      });
      const scansInOrder = legs.map((leg) => leg.scan);
      const departure = departurePort ? berthStretch(scansInOrder, 'departure', safetyDistanceNm) : null;
      const arrival = arrivalPort ? berthStretch(scansInOrder, 'arrival', safetyDistanceNm, departure ?? undefined) : null;
      const portName = (waypoint: { name: string } | undefined, port: WorldPort | null) => waypoint?.name.trim() || port?.name || 'the berth';
      const ports = { departure: portName(first, departurePort), arrival: portName(last, arrivalPort) };
      const stretchFindings = (stretch: BerthStretch | null): RouteFinding[] => {
        if (stretch === null) return [];
        const finding = stretchFinding(stretch, route, ports);
        return [finding.kind === 'pilotageOverLand' ? withAcknowledgement(finding, stretchKey(stretch, route), route.routeCheckAcknowledgements) : finding];
      };
      findings.push(...stretchFindings(departure));
      for (const leg of legs) {
        const head = departure?.piecesByLeg.get(leg.legIndex) ?? 0;
        const tail = arrival?.piecesByLeg.get(leg.legIndex) ?? 0;
        findings.push(...findingsOf(leg, leg.kept, safetyDistanceNm, route, head, tail));
      }
      findings.push(...stretchFindings(arrival));
      for (const [port, legIndex, end] of [[departurePort, 0, 'Departure'], [arrivalPort, lastLeg, 'Arrival']] as const) {
        const shortfall = port && draftShortfall(port, draftM);
        if (!port || !shortfall) continue;
        findings.push({ kind: 'draft', legIndex, lat: port.lat, lon: port.lon, alongLegNm: 0, distanceNm: null, text: `${end} port ${shortfall}.`, severity: 'warning' });
      }
      return {
        findings,
        checkedAgainst: { ...naturalEarthLand },
        safetyDistanceNm,
        legsChecked: route.legs.length,
        disclaimer: routeCheckDisclaimer,
      };
    },
  };
}
