import { useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { joinTraffic } from '../../shared/traffic/traffic-join';
import { approachDelayMinutes, trafficNearPort, trafficRadiusNm } from '../../shared/traffic/traffic-near-port';
import { useCall } from '../bridge/use-call';
import { orNotGiven } from '../shell/not-given';
import { shoreTraffic } from '../state/shore-traffic';
import type { PortOfCall } from './ship-times-at-port';
import { agoWords } from './shore-time';

/**
 * Road traffic on the approaches to the port: the overview's events joined with the geo feed's
 * shapes, those within reach of the port listed nearest first, and handed to the chart's layer.
 * Asked again every five minutes (the feeds' freshness); offline, the kept answer with its age.
 */

const refreshEveryMs = 5 * 60_000;

function ageWords(provenance: AnswerProvenance | null, offline: boolean): string {
  if (provenance === null) return '';
  const where = offline || provenance.source === 'offline-cache' ? ' · kept from before (offline)' : provenance.source === 'cache' ? ' · from the cache' : '';
  return `fetched ${agoWords(provenance.ageMs)}${where}`;
}

export function TrafficSection({ bridge, voyageId, port, offline, connectionKey }: { bridge: PassageBridge; voyageId: string; port: PortOfCall; offline: boolean; connectionKey: string }) {
  const [tick, setTick] = useState(0);
  useEffect(function refreshAsFreshnessSays() {
    const timer = setInterval(() => setTick((count) => count + 1), refreshEveryMs);
    return function stopRefreshing() {
      clearInterval(timer);
    };
  }, []);
  const overview = useCall(() => bridge.getTrafficOverview({ query: {}, pinForVoyageId: voyageId }), [bridge, voyageId, tick, connectionKey]);
  const geo = useCall(() => bridge.getTrafficGeo({ query: {}, pinForVoyageId: voyageId }), [bridge, voyageId, tick, connectionKey]);
  const near = useMemo(() => {
    if (overview.value === null || geo.value === null) return null;
    return trafficNearPort(joinTraffic(overview.value.value.events, geo.value.value.features), port);
  }, [overview.value, geo.value, port]);

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
          <p data-testid="traffic-summary">
            {near.length === 0 ? 'No traffic events near the port' : `${near.length} events, ${approachDelayMinutes(near)} min delay on the approach roads`} · {ageWords(overview.value?.provenance ?? null, offline)}
          </p>
          <ol className="traffic-list">
            {near.map((event, index) => (
              <li key={index} data-testid="traffic-event" className={`traffic-event cause-${event.causeType ?? 'unknown'}`}>
                <strong>{event.roadNumber ?? 'road not given'}</strong> · {event.distanceNm.toFixed(1)} nm · delay {orNotGiven(event.delayMinutes, (minutes) => `${minutes} min`)} · {event.type ?? event.causeType ?? 'event'}
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
