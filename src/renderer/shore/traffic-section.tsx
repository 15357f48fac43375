import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { approachRoadDelays, approachRoadWords, approachRuleWords } from '../../shared/traffic/port-approach-roads';
import { trafficDelayWords } from '../../shared/traffic/traffic-delay';
import { joinTraffic } from '../../shared/traffic/traffic-join';
import { trafficNearPort, trafficRadiusNm } from '../../shared/traffic/traffic-near-port';
import { useAskAgainWhenStale } from '../bridge/ask-again-when-stale';
import { useCall } from '../bridge/use-call';
import { textOrNotGiven } from '../shell/not-given';
import { shoreTraffic } from '../state/shore-traffic';
import type { PortOfCall } from './ship-times-at-port';
import { agoWords } from './shore-time';

/**
 * Road traffic near the port: the overview's events joined with the geo feed's shapes, those
 * within reach of the port listed nearest first and handed to the chart's layer, and above them
 * the delay on each road that leads to the port (shared/traffic/port-approach-roads.ts). Asked
 * again when the answers stop being fresh by the app's freshness rule; offline, the kept answer
 * with its age.
 */

function ageWords(provenance: AnswerProvenance | null, offline: boolean): string {
  if (provenance === null) return '';
  const where = offline || provenance.source === 'offline-cache' ? ' · kept from before (offline)' : provenance.source === 'cache' ? ' · from the cache' : '';
  return `fetched ${agoWords(provenance.ageMs)}${where}`;
}

export function TrafficSection({ bridge, voyageId, port, offline, connectionKey }: { bridge: PassageBridge; voyageId: string; port: PortOfCall; offline: boolean; connectionKey: string }) {
  const [round, setRound] = useState(0);
  const overview = useCall(() => bridge.getTrafficOverview({ query: {}, pinForVoyageId: voyageId }), [bridge, voyageId, connectionKey, round]);
  const geo = useCall(() => bridge.getTrafficGeo({ query: {}, pinForVoyageId: voyageId }), [bridge, voyageId, connectionKey, round]);
  const askAgain = useCallback(() => setRound((count) => count + 1), []);
  useAskAgainWhenStale([overview.value?.provenance ?? null, geo.value?.provenance ?? null], askAgain);
  const overviewAnswer = overview.value;
  const geoAnswer = geo.value;
  const near = useMemo(() => {
    if (overviewAnswer === null || geoAnswer === null) return null;
    return trafficNearPort(joinTraffic(overviewAnswer.value.events, geoAnswer.value.features), port);
  }, [overviewAnswer, geoAnswer, port]);
  const approach = useMemo(() => (near === null ? [] : approachRoadDelays(near, port.name)), [near, port.name]);

  useEffect(
    function showOnChart() {
      shoreTraffic.set({ port: { name: port.name, lat: port.lat, lon: port.lon }, events: near ?? [] });
      return function clearChart() {
        shoreTraffic.set({ port: null, events: [] });
      };
    },
    [near, port],
  );

  const problems = [overview, geo].flatMap((call) => (call.status === 'failed' ? [call.error.message] : []));
  return (
    <section className="shore-section traffic-section" aria-label="Road traffic near the port">
      <h3>Road traffic within {trafficRadiusNm} nm of {port.name}</h3>
      {problems.length > 0 && <p className="problem" role="alert">Traffic could not be read: {problems.join('; ')}</p>}
      {near === null ? (
        problems.length === 0 && <p>Reading traffic…</p>
      ) : (
        <>
          <h4 className="approach-roads-heading">Delay on the approach roads</h4>
          <p className="approach-rule">Counted: {approachRuleWords(port.name)} of the port.</p>
          {approach.length === 0 ? (
            <p data-testid="approach-roads-clear">No traffic on the approach roads</p>
          ) : (
            <ul className="approach-roads">
              {approach.map((road) => (
                <li key={road.roadNumber ?? ''} data-testid="approach-road" className={road.closed ? 'closed' : undefined}>
                  {approachRoadWords(road)}
                </li>
              ))}
            </ul>
          )}
          <p data-testid="traffic-summary">
            {near.length === 0 ? 'No traffic events near the port' : `${near.length === 1 ? '1 event' : `${near.length} events`} within ${trafficRadiusNm} nm`} · {ageWords(overviewAnswer?.provenance ?? null, offline)}
          </p>
          <ol className="traffic-list">
            {near.map((event, index) => (
              <li key={index} data-testid="traffic-event" className={`traffic-event cause-${event.causeType ?? 'unknown'}`}>
                <strong>{textOrNotGiven(event.roadNumber, 'road')}</strong> · {formatQuantity(event.distanceNm, 'nm')} · delay {trafficDelayWords(event)} · {event.type ?? event.causeType ?? 'event'}
                <br />
                {event.description}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
