import { useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { formatPosition } from '../../shared/geo';
import type { Port } from '../../shared/service/ports';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { useCall } from '../bridge/use-call';
import { useShownData } from '../shell/shown-data';
import { useOpenVoyageSelector } from './open-voyage';
import { sameFields } from '../state/external-store';
import { useRouteEditing } from './route-editing';
import { matchingPorts } from './port-matching';
import { setRouteEnd, type Position } from './route-edits';
import { notGiven, textOrNotGiven } from '../shell/not-given';
import { PortDraftLimits, usePortDraftLimits } from './port-draft-limits';
import { portWeatherPlace } from '../state/port-weather-place';

/**
 * Find a port (from the port list) or any place (the service's place search) by name, and make
 * it the departure or arrival waypoint. Both answer offline from the cache.
 */
export function PortSearch({ bridge, ports }: { bridge: PassageBridge; ports: readonly Port[] }) {
  const { voyageId, profile, edit } = useOpenVoyageSelector((open) => ({ voyageId: open.voyage?.id ?? null, profile: open.profile, edit: open.edit }), sameFields);
  const { requestFit } = useRouteEditing();
  const [text, setText] = useState('');
  const [placeQuery, setPlaceQuery] = useState<string | null>(null);
  const places = useCall(() => (placeQuery === null ? null : bridge.searchPlaces({ query: { query: placeQuery } })), [bridge, placeQuery]);
  useShownData('place-search', 'place search', placeQuery === null ? null : (places.value?.provenance ?? null), false);
  const speedKn = profile?.serviceSpeedKn ?? defaultVesselProfile.serviceSpeedKn;
  const found = matchingPorts(ports, text, 8);
  const draftLimits = usePortDraftLimits(bridge, found.map((port) => ({ lat: port.latitude, lon: port.longitude })));
  const draftM = profile?.draftM ?? null;

  const setEnd = (end: 'departure' | 'arrival', position: Position, name: string) => {
    edit((current) => setRouteEnd(current, end, position, name, speedKn));
    // Both ends on the chart: the navigator sees what was just set.
    requestFit();
  };
  const endButtons = (position: Position, name: string, timeZone: string | null = null) =>
    voyageId !== null && (
      <>
        <button type="button" onClick={() => setEnd('departure', position, name)}>Departure</button>
        <button type="button" onClick={() => setEnd('arrival', position, name)}>Arrival</button>
        <button type="button" title="The weather here (Weather at ports, above)" onClick={() => portWeatherPlace.choose(voyageId, { name, ...position, role: 'searched', markUtcMs: null, timeZone })}>
          Weather
        </button>
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
        {found.map((port, index) => (
          <li key={port.id}>
            <span>
              ⚓ {port.name} ({textOrNotGiven(port.country, 'country')}, {port.size.replace('_', ' ')}) {formatPosition(port.latitude, port.longitude)}
            </span>{' '}
            <PortDraftLimits limit={draftLimits?.[index]} draftM={draftM} />{' '}
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
                {place.name}, {place.country?.name ?? `country ${notGiven}`} {formatPosition(place.latitude, place.longitude)} ({place.timezone ?? `time zone ${notGiven}`})
              </span>{' '}
              {endButtons({ lat: place.latitude, lon: place.longitude }, place.name, place.timezone ?? null)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
