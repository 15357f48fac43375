import type { PassageApp } from '../../src/core/app';
import type { PackChoicesInput, PackStatus } from '../../src/shared/voyage/voyage-pack';

/**
 * A voyage to prepare for sea in the pack tests and benchmark: the Western Approaches to the
 * Canaries at 12 kn, with the choices the tabs would pass (a compared model, a weather layer,
 * the end ports' weather, the ports the route names).
 */

export async function unwrap<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Ushant to Las Palmas (1,300 nm), or only its first `share` (tests keep the passage short on a loaded machine). */
export function passageWaypoints(count: number, share = 1): { id: string; name: string; lat: number; lon: number }[] {
  const from = { lat: 48.3, lon: -5.8 };
  const to = { lat: 48.3 + (28.2 - 48.3) * share, lon: -5.8 + (-15.3 + 5.8) * share };
  return Array.from({ length: count }, (_, index) => {
    const share = index / (count - 1);
    return { id: `w${index}`, name: index === 0 ? 'Ushant' : index === count - 1 ? 'Las Palmas' : `WP ${index}`, lat: from.lat + (to.lat - from.lat) * share, lon: from.lon + (to.lon - from.lon) * share };
  });
}

export async function createPackVoyage(app: PassageApp, options: { etdUtcMs: number; waypoints?: number; speedKn?: number; share?: number }) {
  const profiles = await unwrap(app.router.call('listVesselProfiles', {}));
  const waypoints = passageWaypoints(options.waypoints ?? 4, options.share);
  return unwrap(
    app.router.call('createVoyage', {
      name: 'Ushant to Las Palmas',
      vesselProfileId: profiles[0]!.id,
      waypoints,
      legs: waypoints.slice(1).map(() => ({ geometry: 'rhumb' as const, speedKn: options.speedKn ?? 12 })),
      departure: { mode: 'departAt', etdUtcMs: options.etdUtcMs },
    }),
  );
}

export function packChoices(voyageId: string, etdUtcMs: number, etaUtcMs: number): PackChoicesInput {
  return {
    voyageId,
    comparedModels: [{ area: 'marine', model: 'ecmwf-wam', compare: ['significantWaveHeight'] }],
    layers: [{ model: 'ecmwf-hres', element: 'windSpeed', level: '10m', zoom: 4 }],
    places: [
      { role: 'departure port', name: 'Brest', lat: 48.38, lon: -4.49, markUtcMs: etdUtcMs },
      { role: 'arrival port', name: 'Las Palmas', lat: 28.14, lon: -15.42, markUtcMs: etaUtcMs },
    ],
    portsNamed: [
      { lat: 48.38, lon: -4.49 },
      { lat: 28.14, lon: -15.42 },
    ],
    // Now, in 12 h and in 24 h: the first is the route forecast itself, asked once.
    departureWindow: { everyHours: 12, windowHours: 24 },
  };
}

export function requestsDone(status: PackStatus): number {
  return status.items.reduce((sum, item) => sum + item.requestsDone, 0);
}
