import { useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { analyseStorm, type AnalysedStorm } from '../../shared/risk';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import type { Storm } from '../../shared/service/storms';
import { useCall } from '../bridge/use-call';
import { stormDrawing, type StormDrawing } from '../map/storm-drawing';
import { useShownData } from '../shell/shown-data';

/**
 * Asked again this often; the response cache decides whether that reaches the service (storms
 * are fresh for minutes), so a refresh costs nothing while the cached answer is fresh.
 */
export const STORMS_REFRESH_MS = 5 * 60_000;

export interface ShownStorm {
  storm: Storm;
  analysed: AnalysedStorm;
  drawing: StormDrawing;
}

export interface StormsState {
  storms: readonly ShownStorm[];
  provenance: AnswerProvenance | null;
  /** why the latest ask failed (the previous answer, if any, stays shown) */
  problem: string | null;
  loading: boolean;
}

/**
 * Every active storm of /v1/storms, analysed once per answer for the chart and the Risk tab,
 * registered with the status bar so its age (and "offline, from the cache") is always shown.
 * `connectionKey` changes when the connection does (offline switched, service lost or back):
 * the storms are asked again at once, so what is shown says where it now comes from.
 */
export function useStorms(bridge: PassageBridge, connectionKey: string): StormsState {
  const [round, setRound] = useState(0);
  useEffect(function askAgainEveryFewMinutes() {
    const timer = window.setInterval(() => setRound((previous) => previous + 1), STORMS_REFRESH_MS);
    return function stopAsking() {
      window.clearInterval(timer);
    };
  }, []);
  const answer = useCall(() => bridge.getStorms({ query: {} }), [bridge, round, connectionKey]);
  const provenance = answer.value?.provenance ?? null;
  useShownData('storms', 'storms', provenance, false);
  const storms = useMemo(() => {
    if (answer.value === null) return [];
    const fetchedUtcMs = answer.value.provenance.fetchedAtMs;
    return answer.value.value.storms.map((storm) => {
      const analysed = analyseStorm(storm, fetchedUtcMs);
      return { storm, analysed, drawing: stormDrawing(storm, analysed) };
    });
  }, [answer.value]);
  return {
    storms,
    provenance,
    problem: answer.status === 'failed' ? `Storms could not be fetched: ${answer.error.message}` : null,
    loading: answer.status === 'loading',
  };
}
