import { useRef } from 'react';
import { sameTrackAndTimes, type VoyagePlanResult } from '../../shared/voyage/voyage-plan';

/**
 * The plan last seen, kept while new plans only rename waypoints (sameTrackAndTimes): for views
 * that follow the ship's track and times only (the route on the chart, storm approaches), so a
 * name typed in a 5,000-waypoint table does not redraw or recompute them.
 */
export function useSteadyMotion(plan: VoyagePlanResult | null): VoyagePlanResult | null {
  const kept = useRef(plan);
  const last = kept.current;
  if (plan !== last && !(plan?.ok && last?.ok && sameTrackAndTimes(plan.plan, last.plan))) kept.current = plan;
  return kept.current;
}
