import './voyage-pack.css';
import { useCallback, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Port } from '../../shared/service/ports';
import type { PackPlace, PackStatus } from '../../shared/voyage/voyage-pack';
import { useCall } from '../bridge/use-call';
import { useWeatherLayer } from '../map/weather-layers/weather-layer-state';
import { voyageEndPlace } from '../port-weather/voyage-end-place';
import { useOpenVoyage, useOpenVoyageSelector } from '../route/open-voyage';
import type { PortZones } from '../route/use-port-zones';
import { comparedModelsStore } from '../state/compared-models';
import { departureWindowStore } from '../state/departure-window';
import { sameFields, useExternalStore, useVoyageStore } from '../state/external-store';
import { prepareForSeaOpen, voyagePackStore } from '../state/voyage-pack';
import { packChoicesFor } from './pack-choices';
import { PackEstimateList } from './pack-estimate-list';
import { PackProgress } from './pack-progress';
import { packAgeWords } from './pack-progress-words';
import { prepareForSeaShortcut } from './prepare-for-sea-key';

/**
 * "Prepare for sea" in the Route tab (issue 21): what the open voyage needs offline with its cost
 * and size before anything is asked, through the one credit gate; then one progress bar, each
 * item's state and cancel; at the end the offline checklist and a switch to test offline.
 */
export function PrepareForSea({ bridge, nearest, zones }: { bridge: PassageBridge; nearest: readonly (Port | null)[]; zones: PortZones }) {
  // Whether the voyage is saved and planned: an edit renders this section only when that changes.
  const { voyageId, revision, dirty, planned } = useOpenVoyageSelector(
    (each) => ({ voyageId: each.voyage?.id ?? null, revision: each.voyage?.revision, dirty: each.dirty, planned: each.plan?.ok === true }),
    sameFields,
  );
  const open = useExternalStore(prepareForSeaOpen);
  const pack = useVoyageStore(voyagePackStore, voyageId);
  const [nowMs] = useState(() => Date.now());
  if (voyageId === null) return null;
  const outdated = pack !== null && pack.voyageRevision !== revision;
  return (
    <section className="voyage-pack" aria-labelledby="voyage-pack-heading" data-testid="voyage-pack">
      <div className="voyage-pack-header">
        <h2 id="voyage-pack-heading">Prepare for sea</h2>
        <span className="voyage-pack-age" data-testid="voyage-pack-age">
          {packAgeWords(pack, nowMs)}
          {outdated ? ' (the route changed since)' : ''}
        </span>
        <button type="button" aria-expanded={open} onClick={() => prepareForSeaOpen.set(!open)} title={`${prepareForSeaShortcut.action} (${prepareForSeaShortcut.keys})`} data-testid="voyage-pack-toggle">
          {open ? 'Close' : 'Prepare for sea…'} <kbd>{prepareForSeaShortcut.keys}</kbd>
        </button>
      </div>
      {open && dirty && <p role="alert">Save the voyage first: the pack follows the saved route and times.</p>}
      {open && !dirty && !planned && <p role="alert">The voyage needs a route of two waypoints or more before it can be prepared.</p>}
      {open && !dirty && planned && <PackBody bridge={bridge} pack={outdated ? null : pack} nearest={nearest} zones={zones} />}
    </section>
  );
}

function PackBody({ bridge, pack, nearest, zones }: { bridge: PassageBridge; pack: PackStatus | null; nearest: readonly (Port | null)[]; zones: PortZones }) {
  const { voyage, plan } = useOpenVoyage();
  const compared = useVoyageStore(comparedModelsStore, voyage?.id ?? null);
  const { choice } = useWeatherLayer();
  const departureWindow = useVoyageStore(departureWindowStore, voyage?.id ?? null);
  const [again, setAgain] = useState(false);
  // The estimate is asked again when a tick changes: a question two items share is paid by the
  // first ticked one, so unticking one moves its cost to the other.
  const [unticked, setUnticked] = useState<readonly string[]>([]);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const times = plan?.ok === true ? plan.plan : null;
  const places = useMemo<(PackPlace | null)[]>(() => {
    const end = (which: 'departure' | 'arrival') => {
      const place = voyageEndPlace(which, which === 'departure' ? voyage?.waypoints[0] : voyage?.waypoints.at(-1), (which === 'departure' ? nearest[0] : nearest.at(-1)) ?? null, times === null ? null : which === 'departure' ? times.etdUtcMs : times.etaUtcMs, (portId) => zones.get(portId));
      return place === null ? null : { role: which === 'departure' ? ('departure port' as const) : ('arrival port' as const), name: place.name, lat: place.lat, lon: place.lon, markUtcMs: place.markUtcMs };
    };
    return [end('departure'), end('arrival')];
  }, [voyage, nearest, zones, times]);
  const choices = useMemo(
    () =>
      voyage === null
        ? null
        : packChoicesFor({
            voyageId: voyage.id,
            compared: compared.revision === voyage.revision ? compared.list : [],
            layer: choice.modelId === null ? null : choice,
            places,
            namedPorts: nearest,
            untickedItemIds: unticked,
            tickedItemIds: ticked,
            departureWindow,
          }),
    [voyage, compared, choice, places, nearest, unticked, ticked, departureWindow],
  );
  const choicesKey = JSON.stringify(choices);
  const showEstimate = pack === null || again;
  const estimate = useCall(() => (choices === null || !showEstimate ? null : bridge.estimateVoyagePack(choices)), [bridge, choicesKey, showEstimate]);
  const started = useCallback(() => setAgain(false), []);

  if (choices === null) return null;
  if (showEstimate) return <PackEstimateList bridge={bridge} choices={choices} estimate={estimate} onUntickedChange={setUnticked} onTickedChange={setTicked} onStarted={started} />;
  return <PackProgress bridge={bridge} pack={pack} onPrepareAgain={() => setAgain(true)} />;
}
