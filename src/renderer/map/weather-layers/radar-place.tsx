import { useEffect, useState } from 'react';
import type { PassageBridge } from '../../../shared/bridge';
import { formatPosition } from '../../../shared/geo/position-format';
import { matchingPorts } from '../../route/port-matching';
import { usePorts } from '../../route/use-ports';
import { textOrNotGiven } from '../../shell/not-given';
import { pointPick, usePointPick } from '../../state/point-pick';

/**
 * Where the radar is asked: the chart's centre, a port found by name in the port list (the same
 * list and matching as the Route tab's search, through the cache), or a point picked on the chart
 * (the chart's one point pick, state/point-pick.ts; Escape cancels).
 */

export type RadarPlace = { kind: 'centre' } | { kind: 'port' | 'point'; name: string; lat: number; lon: number };

export function radarPlaceWords(place: RadarPlace): string {
  if (place.kind === 'centre') return 'the chart centre';
  return place.kind === 'port' ? `${place.name} (port)` : place.name;
}

export function RadarPlaceChooser({ bridge, voyageId, place, onChoose }: { bridge: PassageBridge; voyageId: string | null; place: RadarPlace; onChoose: (place: RadarPlace) => void }) {
  const [text, setText] = useState('');
  const searching = text.trim().length >= 2;
  const { ports, provenance, problem } = usePorts(bridge, searching);
  const found = searching ? matchingPorts(ports, text, 5) : [];
  const { picking, picked } = usePointPick(voyageId);
  const [askedForPick, setAskedForPick] = useState(false);

  useEffect(
    function takeChartPick() {
      if (!askedForPick || picked === null) return;
      setAskedForPick(false);
      onChoose({ kind: 'point', name: `Point ${formatPosition(picked.lat, picked.lon)}`, lat: picked.lat, lon: picked.lon });
    },
    [askedForPick, picked, onChoose],
  );

  return (
    <div className="weather-radar-place" data-testid="radar-place">
      <p>
        Radar at <strong data-testid="radar-place-chosen">{radarPlaceWords(place)}</strong>
        {place.kind === 'centre' ? '' : ` ${formatPosition(place.lat, place.lon)}`}
      </p>
      <input className="weather-radar-port-search" aria-label="Port for the radar" placeholder="Port for the radar (2 letters or more)" value={text} onChange={(event) => setText(event.target.value)} data-testid="radar-port-search" />
      <div className="weather-radar-ask">
        <button
          type="button"
          aria-pressed={picking && askedForPick}
          data-testid="radar-pick-point"
          onClick={() => {
            if (picking && askedForPick) {
              pointPick.cancel();
              setAskedForPick(false);
            } else {
              setAskedForPick(true);
              pointPick.start();
            }
          }}
        >
          {picking && askedForPick ? 'Click the chart… (Esc)' : 'Point on chart'}
        </button>
        {place.kind !== 'centre' && (
          <button type="button" onClick={() => onChoose({ kind: 'centre' })} data-testid="radar-at-centre">
            Chart centre
          </button>
        )}
      </div>
      {problem !== null && searching && <p role="alert">{problem}</p>}
      {searching && provenance !== null && found.length === 0 && <p>No port called “{text.trim()}” in the port list.</p>}
      {found.length > 0 && (
        <ul className="weather-radar-ports" aria-label="Ports for the radar">
          {found.map((port) => (
            <li key={port.id}>
              <button
                type="button"
                data-testid="radar-port-option"
                onClick={() => {
                  onChoose({ kind: 'port', name: port.name, lat: port.latitude, lon: port.longitude });
                  setText('');
                }}
              >
                ⚓ {port.name} ({textOrNotGiven(port.country, 'country')}) {formatPosition(port.latitude, port.longitude)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
