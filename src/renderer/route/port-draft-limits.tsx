import type { PassageBridge } from '../../shared/bridge';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { PortDraftLimit } from '../../shared/ports/port-draft-limits';
import { draftShortfall } from '../../shared/ports/world-port-index';
import { useCall } from '../bridge/use-call';

/**
 * The draft limits of the ports a search shows (channel depth, maximum draft, from the World Port
 * Index copy through getPortDraftLimits: the service's port answer has none), and a mark where
 * the vessel's draft exceeds them, so a port too shallow for the ship is seen before it is chosen.
 */
export function usePortDraftLimits(bridge: PassageBridge, positions: readonly { lat: number; lon: number }[]): ReadonlyArray<PortDraftLimit | null> | null {
  const key = positions.map(({ lat, lon }) => `${lat},${lon}`).join(';');
  const answer = useCall(() => (positions.length === 0 ? null : bridge.getPortDraftLimits({ positions: [...positions] })), [bridge, key]);
  return answer.status === 'ready' ? answer.value.limits : null;
}

export function PortDraftLimits({ limit, draftM }: { limit: PortDraftLimit | null | undefined; draftM: number | null }) {
  if (limit === undefined) return null;
  const depths = limit === null ? null : { channel: limit.channelDepthM, draft: limit.maxDraftM };
  const shortfall = limit && draftShortfall(limit, draftM);
  return (
    <span className="port-draft-limits" data-testid="port-draft-limits" data-too-shallow={shortfall ? 'true' : 'false'}>
      {depths === null || (depths.channel === null && depths.draft === null)
        ? 'depths not in the World Port Index'
        : `channel ${formatQuantity(depths.channel, 'm')}, max draft ${formatQuantity(depths.draft, 'm')}`}
      {shortfall && (
        <strong className="port-too-shallow" title={shortfall} aria-label={shortfall}>
          {' '}⚠ too shallow for {formatQuantity(draftM, 'm')}
        </strong>
      )}
    </span>
  );
}
