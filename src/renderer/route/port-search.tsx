import { useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatPosition } from '../../shared/geo';
import type { Port } from '../../shared/service/ports';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { useCall } from '../bridge/use-call';
import { useShownData } from '../shell/shown-data';
import { useOpenVoyage } from './open-voyage';
import { setRouteEnd, type Position } from './route-edits';

const sizeRank: Record<Port['size'], number> = { large: 0, medium: 1, small: 2, very_small: 3 };

/** Ports whose name contains the text, larger harbours first, at most `limit`. */
export function matchingPorts(ports: readonly Port[], text: string, limit: number): Port[] {
  const wanted = text.trim().toLowerCase();
  if (wanted.length < 2) return [];
  return ports
    .filter((port) => port.name.toLowerCase().includes(wanted))
    .sort((a, b) => Number(!a.name.toLowerCase().startsWith(wanted)) - Number(!b.name.toLowerCase().startsWith(wanted)) || sizeRank[a.size] - sizeRank[b.size] || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * Find a port (from the port list) or any place (the service's place search) by name, and make
 * it the departure or arrival waypoint. Both answer offline from the cache.
 */
export function PortSearch({ bridge, ports }: { bridge: PassageBridge; ports: readonly Port[] }) {
  const { voyage, profile, edit } = useOpenVoyage();
  const [text, setText] = useState('');
  const [placeQuery, setPlaceQuery] = useState<string | null>(null);
  const places = useCall(() => (placeQuery === null ? null : bridge.searchPlaces({ query: { query: placeQuery } })), [bridge, placeQuery]);
  useShownData('place-search', 'place search', placeQuery === null ? null : (places.value?.provenance ?? null));
  const speedKn = profile?.serviceSpeedKn ?? defaultVesselProfile.serviceSpeedKn;
  const found = matchingPorts(ports, text, 8);

  const setEnd = (end: 'departure' | 'arrival', position: Position, name: string) => edit((current) => setRouteEnd(current, end, position, name, speedKn));
  const endButtons = (position: Position, name: string) =>
    voyage && (
      <>
        <button type="button" onClick={() => setEnd('departure', position, name)}>Departure</button>
        <button type="button" onClick={() => setEnd('arrival', position, name)}>Arrival</button>
      </>
    );

  return (
    <section className="port-search" aria-labelledby="port-search-heading">
      <h2 id="port-search-heading">Ports and places</h2>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          setPlaceQuery(text.trim() === '' ? null : text.trim());
        }}
      >
        <input aria-label="Port or place name" placeholder="Port or place (2 letters or more)" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" title="Search places with the service's place search">
          Search places
        </button>
      </form>
      <ul className="search-results" aria-label="Ports found">
        {found.map((port) => (
          <li key={port.id}>
            <span>
              ⚓ {port.name} ({port.country}, {port.size.replace('_', ' ')}) {formatPosition(port.latitude, port.longitude)}
            </span>{' '}
            {endButtons({ lat: port.latitude, lon: port.longitude }, port.name)}
          </li>
        ))}
      </ul>
      {places.status === 'failed' && <p role="alert">Place search failed: {places.error.message}</p>}
      {placeQuery !== null && places.value && (
        <ul className="search-results" aria-label="Places found">
          {places.value.value.length === 0 && <li>No place called “{placeQuery}”.</li>}
          {places.value.value.map((place) => (
            <li key={`${place.name}-${place.latitude}-${place.longitude}`}>
              <span>
                {place.name}, {place.country.name} {formatPosition(place.latitude, place.longitude)} ({place.timezone})
              </span>{' '}
              {endButtons({ lat: place.latitude, lon: place.longitude }, place.name)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
