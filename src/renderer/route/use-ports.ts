import type { PassageBridge } from '../../shared/bridge';
import { portSizes, type Port } from '../../shared/service/ports';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { useCall } from '../bridge/use-call';

export interface PortsAnswer {
  ports: readonly Port[];
  provenance: AnswerProvenance | null;
  problem: string | null;
}

const noPorts: readonly Port[] = [];

/** Every port of every size, through the cache (offline it answers from what was fetched before). */
export function usePorts(bridge: PassageBridge): PortsAnswer {
  const call = useCall(() => bridge.getPorts({ query: { size: [...portSizes] } }), [bridge]);
  return {
    ports: call.value?.value.ports ?? noPorts,
    provenance: call.value?.provenance ?? null,
    problem: call.status === 'failed' ? `Ports could not be read: ${call.error.message}` : null,
  };
}
