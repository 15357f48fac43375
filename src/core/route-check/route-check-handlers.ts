import type { Handlers } from '../router';
import type { ReadableDatabase } from '../store/database';
import { findVesselProfile } from '../store/vessel-profiles-table';
import { getVoyage } from '../store/voyages-table';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import type { RouteCheckInput, RouteCheckResult } from '../../shared/voyage/route-check';
import type { PortDraftLimits } from '../../shared/ports/port-draft-limits';
import { createBerthPorts, readWorldPortIndex, type BerthPorts } from './berth-ports';
import type { RouteChecker } from './route-checker';

/** The route of a check: the unsaved one when given (findings while editing), else the saved voyage. */
export function checkRouteOf(db: ReadableDatabase, checker: RouteChecker, input: RouteCheckInput): Promise<RouteCheckResult> {
  const route = input.route ?? getVoyage(db, input.voyageId!);
  const profile = findVesselProfile(db, route.vesselProfileId) ?? defaultVesselProfile;
  return checker.check(route, profile.coastSafetyDistanceNm, profile.draftM);
}

const worldPortIndexSource = 'World Port Index (NGA Pub 150), the copy in resources/world-port-index';

/** checkRoute and getPortDraftLimits; app.ts spreads them into its handlers. */
export function routeCheckHandlers(db: ReadableDatabase, checker: RouteChecker): Pick<Handlers, 'checkRoute' | 'getPortDraftLimits'> {
  let berths: BerthPorts | null = null;
  return {
    checkRoute: (input) => checkRouteOf(db, checker, input),
    getPortDraftLimits: ({ positions }): PortDraftLimits => {
      berths ??= createBerthPorts(readWorldPortIndex());
      const ports = berths;
      return {
        limits: positions.map(({ lat, lon }) => {
          const port = ports.portAt(lat, lon);
          return port && { name: port.name, wpiNumber: port.wpiNumber, channelDepthM: port.channelDepthM, maxDraftM: port.maxDraftM };
        }),
        source: worldPortIndexSource,
      };
    },
  };
}
