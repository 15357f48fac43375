import { refuse } from './route-file-error';

/**
 * RTZ's waypoint ids, which the schedules point at. A file from another system may break the
 * schema's rules on them; each break is named in a warning with the waypoints it touches, and a
 * schedule that would need a guess (an id several waypoints share) refuses the file. A schedule
 * element pointing at no waypoint is left out, with a warning naming it.
 */
export interface RtzWaypointIds {
  /** the index of the waypoint a schedule element points at; undefined (and a warning) when none has the id */
  indexOf(waypointId: string, where: string): number | undefined;
}

const list = (labels: readonly string[]) => `${labels.slice(0, 5).join(', ')}${labels.length > 5 ? ` and ${labels.length - 5} more` : ''}`;

/** `labels[i]` names waypoint i as the file shows it; `ids[i]` is its id, '' when missing. */
export function rtzWaypointIds(ids: readonly string[], labels: readonly string[], fileName: string, warnings: string[]): RtzWaypointIds {
  const indexById = new Map<string, number>();
  const shared = new Map<string, number[]>();
  const missing: string[] = [];
  ids.forEach((id, index) => {
    if (id === '') {
      missing.push(labels[index] as string);
      return;
    }
    const earlier = indexById.get(id);
    if (earlier === undefined) indexById.set(id, index);
    else shared.set(id, [...(shared.get(id) ?? [earlier]), index]);
  });
  if (missing.length > 0) {
    warnings.push(`Deviation from RTZ: ${missing.length === 1 ? 'a waypoint has' : `${missing.length} waypoints have`} no id, which the schema requires (${list(missing)}); no schedule can refer to ${missing.length === 1 ? 'it' : 'them'}.`);
  }
  shared.forEach((indices, id) => {
    warnings.push(`Deviation from RTZ: waypoint id ${id.slice(0, 20)} is used by ${indices.length} waypoints (${list(indices.map((index) => labels[index] as string))}); ids must be unique.`);
  });
  return {
    indexOf(waypointId, where) {
      const id = waypointId.trim();
      const sharing = shared.get(id);
      if (sharing) {
        throw refuse(fileName, `${where}: the id ${id.slice(0, 20)} belongs to ${sharing.length} waypoints (${list(sharing.map((index) => labels[index] as string))}), so which one the schedule means would be a guess`);
      }
      const index = indexById.get(id);
      if (index === undefined) warnings.push(`Deviation from RTZ: ${where} points at no waypoint; it was left out.`);
      return index;
    },
  };
}
