import './route.css';
import { useMemo } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { DepartureForm } from './departure-form';
import { samePositions, useOpenVoyageSelector } from './open-voyage';
import { sameFields } from '../state/external-store';
import { PortSearch } from './port-search';
import { RouteFiles } from './route-files';
import { useRouteEditing } from './route-editing';
import { RouteTable } from './route-table';
import { RouteCheckList } from '../route-check/route-check-list';
import { acknowledgeFinding } from '../route-check/acknowledge-finding';
import { PortWeatherSection } from '../port-weather/port-weather-section';
import { usePorts } from './use-ports';
import { useWaypointClocks } from './use-waypoint-clocks';
import { VesselProfileForm } from './vessel-profile-form';
import { NoGoAreasPanel } from './no-go-areas-panel';
import { VoyageList } from './voyage-list';
import { PrepareForSea } from '../voyage-pack/prepare-for-sea';

/**
 * The Route tab: the saved voyages, and for the open one its vessel, timing, the route table and
 * the port and place search. The chart's route layer edits the same open voyage.
 */
export function RoutePanel({ bridge }: { bridge: PassageBridge }) {
  // The header's fields, not the voyage: a keystroke in the route table renders the table, not
  // every section of the tab (each section selects what it shows itself).
  const { voyageName, dirty, canUndo, canRedo, problem, save, undo, redo, edit } = useOpenVoyageSelector(
    (open) => ({ voyageName: open.voyage?.name ?? null, dirty: open.dirty, canUndo: open.canUndo, canRedo: open.canRedo, problem: open.problem, save: open.save, undo: open.undo, redo: open.redo, edit: open.edit }),
    sameFields,
  );
  const voyageOpen = voyageName !== null;
  const { editing, toggleEditing, select } = useRouteEditing();
  const { ports, problem: portsProblem } = usePorts(bridge);

  // The local times' ports follow the waypoints' positions: a renamed waypoint keeps them.
  const positions = useOpenVoyageSelector((open) => open.voyage?.waypoints, samePositions);
  const { nearest, zones, zoneLookup, clocks } = useWaypointClocks(bridge, positions, ports);

  // The sections are made again only when what they are given changes: a waypoint moved at sea
  // renders this panel (its positions) but none of them, each reading its own part of the voyage.
  const sections = useMemo(
    () =>
      voyageOpen && (
        <>
          <PrepareForSea bridge={bridge} nearest={nearest} zones={zones} />
          <VesselProfileForm bridge={bridge} />
          <NoGoAreasPanel />
          <DepartureForm departurePort={nearest[0] ?? null} arrivalPort={nearest.at(-1) ?? null} zones={zones} zoneLookup={zoneLookup} />
          <PortWeatherSection bridge={bridge} departurePort={nearest[0] ?? null} arrivalPort={nearest.at(-1) ?? null} zones={zones} />
          <RouteTable nearest={nearest} zones={zones} />
          <RouteCheckList onChooseLeg={(legIndex) => select(legIndex + 1)} onAcknowledge={(key, result) => edit((current) => acknowledgeFinding(current, key, Date.now(), result))} />
        </>
      ),
    [voyageOpen, bridge, nearest, zones, zoneLookup, select, edit],
  );
  const search = useMemo(() => voyageOpen && <PortSearch bridge={bridge} ports={ports} />, [voyageOpen, bridge, ports]);
  const files = useMemo(
    () => (
      <>
        <RouteFiles bridge={bridge} portClocks={clocks} />
        <VoyageList bridge={bridge} />
      </>
    ),
    [bridge, clocks],
  );

  return (
    <div className="route-panel">
      {voyageOpen && (
        <div className="route-header">
          <h2>
            {voyageName}
            {dirty && (
              <span className="unsaved-mark" title="Unsaved changes (Ctrl+S saves)" data-testid="unsaved-mark">
                {' '}
                ● unsaved
              </span>
            )}
          </h2>
          <div className="route-actions">
            <button type="button" onClick={() => void save()} disabled={!dirty} title="Save (Ctrl+S)">
              Save
            </button>
            <button type="button" onClick={undo} disabled={!canUndo} title="Undo (Ctrl+Z)">
              Undo
            </button>
            <button type="button" onClick={redo} disabled={!canRedo} title="Redo (Ctrl+Y)">
              Redo
            </button>
            <button type="button" aria-pressed={editing} onClick={toggleEditing} title="Edit route on the chart (E)">
              {editing ? 'Editing route…' : 'Edit route'} <kbd>E</kbd>
            </button>
          </div>
          {problem && <p role="alert">{problem}</p>}
          {editing && <p className="route-hint">Click the chart to add a waypoint, click a leg to insert one, drag to move; Delete removes the selected one.</p>}
        </div>
      )}
      {sections}
      {/* With no voyage open, why (one could not be opened, or was deleted in another window). */}
      {!voyageOpen && problem && <p role="alert">{problem}</p>}
      {portsProblem && <p role="alert">{portsProblem}</p>}
      {search}
      {files}
    </div>
  );
}
