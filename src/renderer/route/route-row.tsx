import { memo, useCallback, useId, type FormEvent } from 'react';
import { formatUtcShort } from '../../shared/time/time-format';
import { waypointRadiiWords, formatCourseTenth, formatRouteDistance } from '../../shared/format/quantity-format';
import type { Leg, LegGeometry, Voyage, Waypoint } from '../../shared/voyage/voyage';
import type { Port } from '../../shared/service/ports';
import { localTimeWords } from './port-local-time';
import { PositionCell } from './position-cell';
import type { PortZones } from './use-port-zones';
import { updateLeg, updateWaypoint } from './route-edits';
import { SpeedCell } from './speed-cell';

const degrees = (value: number) => `${formatCourseTenth(value)}°`;
/** A row's form is never sent anywhere: its fields commit on their own (Enter, or leaving them). */
const keepInPage = (event: FormEvent) => event.preventDefault();

export interface RouteRowProps {
  index: number;
  waypoint: Waypoint;
  /** The leg arriving at this waypoint (none for the first). */
  leg: Leg | undefined;
  distanceNm: number | undefined;
  initialCourseDeg: number | undefined;
  etaUtcMs: number | undefined;
  /** The port whose clock the local time is in (the voyage's ends' approaches), or null at sea; and the ports' zones. */
  port: Port | null;
  zones: PortZones;
  /** The route check's warning for the leg arriving here (crosses land, too near the coast). */
  checkWarning?: string | undefined;
  selected: boolean;
  edit(change: (voyage: Voyage) => Voyage): void;
  select(index: number | null): void;
  /** The table's measure of the row's height (its rows are laid out only in view). */
  measure(row: HTMLTableRowElement | null): void;
}

/**
 * One waypoint of the route table with the leg that arrives at it. Memoised: one waypoint edited
 * re-renders its row, not the rows in view; the local time is worked out here, so a keystroke
 * elsewhere formats no row's (a port's zone arriving re-renders the rows in view).
 */
export const RouteRow = memo(function RouteRow({ index, waypoint, leg, distanceNm, initialCourseDeg, etaUtcMs, port, zones, checkWarning, selected, edit, select, measure }: RouteRowProps) {
  const rowLabel = waypoint.name || `waypoint ${index + 1}`;
  const legLabel = `leg ${index} to ${rowLabel}`;
  const radii = waypointRadiiWords(waypoint);
  // The fields' handlers keep their identity while the row's index does, so that a row rendered
  // again for its new ETA (every row after a dropped waypoint) leaves its fields as they were.
  const setName = useCallback((name: string) => edit((current) => updateWaypoint(current, index, (each) => ({ ...each, name }))), [edit, index]);
  const setLat = useCallback((lat: number) => edit((current) => updateWaypoint(current, index, (each) => ({ ...each, lat }))), [edit, index]);
  const setLon = useCallback((lon: number) => edit((current) => updateWaypoint(current, index, (each) => ({ ...each, lon }))), [edit, index]);
  const setGeometry = useCallback((geometry: LegGeometry) => edit((current) => updateLeg(current, index - 1, { geometry })), [edit, index]);
  const setSpeed = useCallback((speedKn: number) => edit((current) => updateLeg(current, index - 1, { speedKn })), [edit, index]);
  // The row's fields are a form of their own. After each keystroke Chromium (by every sign its
  // autofill) reads the form of the field typed in, laying out the page to see each of its
  // controls; fields in no form make one form of every such control in the page (122 with a
  // 1,000-waypoint voyage open): about 240 forced layouts a keystroke in the table, about 70 with a
  // form per row (a trace of 22 keys; BENCHMARKS.md, route table).
  const form = useId();
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      className={[selected ? 'selected' : '', checkWarning ? 'route-check-warning' : ''].join(' ').trim() || undefined}
      onClick={() => select(index)}
      data-testid="route-row"
      data-check-warning={checkWarning ? 'true' : undefined}
    >
      <td className="number" title={checkWarning}>
        {checkWarning && <span aria-label={checkWarning}>⚠ </span>}
        {index + 1}
        <form id={form} hidden onSubmit={keepInPage} />
      </td>
      <td>
        <NameField label={`Name of waypoint ${index + 1}`} name={waypoint.name} form={form} onChange={setName} />
        {radii && (
          <span className="waypoint-radii" data-testid="waypoint-radii" title="Radii from the route file, written back to it: OpenCPN's arrival radius, RTZ's turn radius">
            {radii}
          </span>
        )}
      </td>
      <td className="position">
        <PositionCell axis="lat" valueDeg={waypoint.lat} rowLabel={rowLabel} form={form} onChange={setLat} />
        <PositionCell axis="lon" valueDeg={waypoint.lon} rowLabel={rowLabel} form={form} onChange={setLon} />
      </td>
      <td>
        {leg && <LegTypeField label={`Type of ${legLabel}`} geometry={leg.geometry} form={form} onChange={setGeometry} />}
      </td>
      <td className="number">{distanceNm === undefined ? '' : formatRouteDistance(distanceNm)}</td>
      <td className="number">{initialCourseDeg === undefined ? '' : degrees(initialCourseDeg)}</td>
      <td>{leg && <SpeedCell speedKn={leg.speedKn} legLabel={legLabel} form={form} onChange={setSpeed} />}</td>
      <td className="eta">
        <span data-testid="eta-utc">{etaUtcMs === undefined ? '' : formatUtcShort(etaUtcMs)}</span>
        <span className="local-time">{etaUtcMs === undefined ? '' : localTimeWords(etaUtcMs, waypoint.lon, port, zones)}</span>
      </td>
    </tr>
  );
});

const NameField = memo(function NameField({ label, name, form, onChange }: { label: string; name: string; form: string; onChange(name: string): void }) {
  return <input aria-label={label} value={name} size={9} maxLength={200} form={form} onChange={(event) => onChange(event.target.value)} />;
});

const LegTypeField = memo(function LegTypeField({ label, geometry, form, onChange }: { label: string; geometry: LegGeometry; form: string; onChange(geometry: LegGeometry): void }) {
  return (
    <select aria-label={label} value={geometry} form={form} onChange={(event) => onChange(event.target.value as LegGeometry)}>
      <option value="rhumb" title="Rhumb line: constant course">RL</option>
      <option value="greatCircle" title="Great circle: shortest way">GC</option>
    </select>
  );
});
