import type { z } from 'zod';

/**
 * The reading policy's last rule (src/shared/service/README.md): where one item of an answer (an
 * element, a step, a port, a feature) cannot be read, the rest is used and the item left out is
 * named with its field path. An item is the innermost object inside a list that holds the
 * failing field; a failure outside any list item (a required top-level field) is not salvaged.
 */

export interface LeftOutPart {
  /** The list the items were in, e.g. elements[2].data */
  listPath: string;
  /** Indexes of the items left out, as they were in the answer. */
  indexes: number[];
  /** The first reason, with its own field path. */
  firstReason: string;
}

export type SalvagedRead =
  | { ok: true; value: unknown; leftOut: LeftOutPart[] }
  | { ok: false; issues: readonly z.core.$ZodIssue[] };

type Path = readonly PropertyKey[];

export function formatFieldPath(path: Path): string {
  if (path.length === 0) return '(whole answer)';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path of the innermost list item (an object) that holds the failing field, or null. */
function itemPathOf(root: unknown, path: Path): number | null {
  let node: unknown = root;
  let itemEnd: number | null = null;
  for (let index = 0; index < path.length; index += 1) {
    const part = path[index]!;
    if (Array.isArray(node) && typeof part === 'number') {
      const item: unknown = node[part];
      if (isRecord(item)) itemEnd = index + 1;
      node = item;
    } else if (isRecord(node) && typeof part === 'string') {
      node = node[part];
    } else {
      break;
    }
  }
  return itemEnd;
}

function nodeAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const part of path) node = (node as Record<PropertyKey, unknown>)[part];
  return node;
}

const maxRounds = 4;

/**
 * Parses `input` with `schema`; for every failure inside a list item, leaves that item out and
 * parses again (refinements that run only once the shape is right can show more). `input` is the
 * JSON just parsed from the body: its lists are changed in place.
 */
export function readSalvaging(schema: z.ZodType, input: unknown): SalvagedRead {
  const leftOut: LeftOutPart[] = [];
  for (let round = 0; ; round += 1) {
    const checked = schema.safeParse(input);
    if (checked.success) return { ok: true, value: checked.data, leftOut };
    if (round === maxRounds) return { ok: false, issues: checked.error.issues };
    const byList = new Map<string, { listPath: Path; indexes: Set<number>; firstReason: string }>();
    for (const issue of checked.error.issues) {
      const end = itemPathOf(input, issue.path);
      if (end === null) return { ok: false, issues: checked.error.issues };
      const listPath = issue.path.slice(0, end - 1);
      const key = formatFieldPath(listPath);
      const entry = byList.get(key) ?? { listPath, indexes: new Set<number>(), firstReason: `${formatFieldPath(issue.path)}: ${issue.message}` };
      entry.indexes.add(issue.path[end - 1] as number);
      byList.set(key, entry);
    }
    // Inner lists first, so an outer list's indexes are still those of the answer as it came.
    const lists = [...byList.values()].sort((a, b) => b.listPath.length - a.listPath.length);
    for (const { listPath, indexes, firstReason } of lists) {
      const list = nodeAt(input, listPath) as unknown[];
      const sorted = [...indexes].sort((a, b) => a - b);
      for (const index of [...sorted].reverse()) list.splice(index, 1);
      leftOut.push({ listPath: formatFieldPath(listPath), indexes: sorted, firstReason });
    }
  }
}

/** One line per list, for the log and the view: "elements[2].data: 3 of the items left out ([5], [9], [12]); first: ...". */
export function describeLeftOut(part: LeftOutPart): string {
  const shown = part.indexes.slice(0, 5).map((index) => `[${index}]`).join(', ');
  const more = part.indexes.length > 5 ? ` and ${part.indexes.length - 5} more` : '';
  const count = part.indexes.length === 1 ? '1 item' : `${part.indexes.length} items`;
  return `${part.listPath}: ${count} left out (${shown}${more}) because ${part.firstReason}`;
}
