import type { PassageBridge } from '../../shared/bridge';
import { portSizes, type Port } from '../../shared/service/ports';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import { askOnce } from '../bridge/shared-answer';
import { useCall } from '../bridge/use-call';

export interface PortsAnswer {
  ports: readonly Port[];
  provenance: AnswerProvenance | null;
  problem: string | null;
}

const noPorts: readonly Port[] = [];

/**
 * Every port of every size, through the cache (offline it answers from what was fetched before):
 * one answer for every view that shows ports (bridge/shared-answer.ts). `wanted` false asks
 * nothing (a search not yet typed).
 */
export function usePorts(bridge: PassageBridge, wanted = true): PortsAnswer {
  const call = useCall(() => (wanted ? askOnce(bridge, 'getPorts:every size', () => bridge.getPorts({ query: { size: [...portSizes] } })) : null), [bridge, wanted]);
  return {
    ports: call.value?.value.ports ?? noPorts,
    provenance: call.value?.provenance ?? null,
    problem: call.status === 'failed' ? `Ports could not be read: ${call.error.message}` : null,
  };
}
