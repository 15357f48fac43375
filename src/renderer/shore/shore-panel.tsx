import './shore.css';
import { useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { ConnectionStatus } from '../../shared/service/answer-provenance';
import { useOpenVoyage } from '../route/open-voyage';
import { usePorts } from '../route/use-ports';
import { JourneyPlanner } from './journey-planner';
import { PortOfCallSection } from './port-of-call-section';
import { chosenPortOfCall, isDutchPort, portsOfCall } from './ship-times-at-port';
import { TrafficSection } from './traffic-section';

/**
 * The Shore tab: the open voyage's Dutch port of call with the ship's times there, crew journeys
 * planned around them, and road traffic on the approaches.
 */
export function ShorePanel({ bridge, connection }: { bridge: PassageBridge; connection: ConnectionStatus | null }) {
  const { voyage, plan } = useOpenVoyage();
  const [stayHours, setStayHours] = useState(12);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const { ports, problem: portsProblem } = usePorts(bridge);
  const dutchPorts = useMemo(() => ports.filter(isDutchPort).sort((a, b) => a.name.localeCompare(b.name)), [ports]);
  const solved = plan !== null && plan.ok ? plan.plan : null;
  const waypoints = voyage?.waypoints;
  const calls = useMemo(() => portsOfCall(waypoints ?? [], solved, dutchPorts, stayHours), [waypoints, solved, dutchPorts, stayHours]);
  const current = useMemo(() => {
    if (chosenKey?.startsWith('chosen:')) {
      const port = dutchPorts.find((each) => `chosen:${each.id}` === chosenKey);
      return port === undefined ? null : chosenPortOfCall(port, waypoints ?? [], solved, stayHours);
    }
    return calls.find((call) => call.key === chosenKey) ?? calls[calls.length - 1] ?? null;
  }, [chosenKey, calls, dutchPorts, waypoints, solved, stayHours]);

  if (voyage === null) return <p className="shore-panel">Open a voyage in the Route tab to plan crew changes at its Dutch port of call.</p>;
  const connectionKey = `${connection?.offlineMode ?? false}:${connection?.reachable ?? true}`;
  return (
    <div className="shore-panel">
      {portsProblem !== null && <p className="problem" role="alert">{portsProblem}</p>}
      <PortOfCallSection calls={calls} chosenKey={current?.key ?? null} onChoose={setChosenKey} dutchPorts={dutchPorts} stayHours={stayHours} onStayHours={setStayHours} current={current} />
      {current !== null && (
        <>
          <JourneyPlanner bridge={bridge} voyageId={voyage.id} port={current} />
          <TrafficSection bridge={bridge} voyageId={voyage.id} port={current} offline={connection?.offlineMode === true || connection?.reachable === false} connectionKey={connectionKey} />
        </>
      )}
    </div>
  );
}
