import { greatCircleInverse } from '../../shared/geo';
import type { Port } from '../../shared/service/ports';
import type { VoyagePlan } from '../../shared/voyage/voyage-plan';

/**
 * The ship's times at a Dutch port of call, which crew moves are planned around: at the arrival
 * port the ETA is the plan's and the ETD follows after the stay at the berth; at the departure
 * port the ETD is the plan's and the ETA is that stay earlier. Any other Dutch port chosen takes
 * the ETA of the waypoint nearest it, if the route passes within reach.
 */

export interface PortOfCall {
  key: string;
  /** "Arrival: Rotterdam". */
  label: string;
  name: string;
  lat: number;
  lon: number;
  etaUtcMs: number | null;
  etdUtcMs: number | null;
  /** Why a time is missing, in words (null when both are given). */
  note: string | null;
}

/** A waypoint within this distance of a port is taken as calling there. */
export const callsAtWithinNm = 15;

export function isDutchPort(port: Port): boolean {
  return (port.country ?? '').trim().toLowerCase() === 'netherlands' || (port.country ?? '').trim().toUpperCase() === 'NL';
}

function distanceNm(a: { lat: number; lon: number }, port: Port): number {
  return greatCircleInverse(a, { lat: port.latitude, lon: port.longitude }).distanceNm;
}

function nearestDutchPort(point: { lat: number; lon: number }, ports: readonly Port[]): Port | null {
  let best: { port: Port; distanceNm: number } | null = null;
  for (const port of ports) {
    if (!isDutchPort(port)) continue;
    const d = distanceNm(point, port);
    if (best === null || d < best.distanceNm) best = { port, distanceNm: d };
  }
  return best !== null && best.distanceNm <= callsAtWithinNm ? best.port : null;
}

/** The voyage's Dutch ports of call: its departure and arrival when they lie at a Dutch port. */
export function portsOfCall(waypoints: readonly { lat: number; lon: number }[], plan: VoyagePlan | null, ports: readonly Port[], stayHours: number): PortOfCall[] {
  const first = waypoints[0];
  const last = waypoints[waypoints.length - 1];
  const stayMs = stayHours * 3_600_000;
  const calls: PortOfCall[] = [];
  const departure = first === undefined ? null : nearestDutchPort(first, ports);
  if (departure !== null) {
    const etd = plan?.etdUtcMs ?? null;
    calls.push({ key: `departure:${departure.id}`, label: `Departure: ${departure.name}`, name: departure.name, lat: departure.latitude, lon: departure.longitude, etdUtcMs: etd, etaUtcMs: etd === null ? null : etd - stayMs, note: plan === null ? 'the route has no schedule yet' : null });
  }
  const arrival = last === undefined || waypoints.length < 2 ? null : nearestDutchPort(last, ports);
  if (arrival !== null) {
    const eta = plan?.etaUtcMs ?? null;
    calls.push({ key: `arrival:${arrival.id}`, label: `Arrival: ${arrival.name}`, name: arrival.name, lat: arrival.latitude, lon: arrival.longitude, etaUtcMs: eta, etdUtcMs: eta === null ? null : eta + stayMs, note: plan === null ? 'the route has no schedule yet' : null });
  }
  return calls;
}

/** Any Dutch port: the ship's ETA at the waypoint nearest it, when the route passes within reach. */
export function chosenPortOfCall(port: Port, waypoints: readonly { lat: number; lon: number }[], plan: VoyagePlan | null, stayHours: number): PortOfCall {
  let nearest: { index: number; distanceNm: number } | null = null;
  waypoints.forEach((waypoint, index) => {
    const d = distanceNm(waypoint, port);
    if (nearest === null || d < nearest.distanceNm) nearest = { index, distanceNm: d };
  });
  const found = nearest as { index: number; distanceNm: number } | null;
  const base = { key: `chosen:${port.id}`, label: `Chosen: ${port.name}`, name: port.name, lat: port.latitude, lon: port.longitude };
  if (found === null || found.distanceNm > callsAtWithinNm || plan === null) {
    return { ...base, etaUtcMs: null, etdUtcMs: null, note: `the route does not pass within ${callsAtWithinNm} nm of ${port.name}` };
  }
  const eta = plan.schedule.waypointEtaUtcMs[found.index] ?? null;
  return { ...base, etaUtcMs: eta, etdUtcMs: eta === null ? null : eta + stayHours * 3_600_000, note: null };
}
