/**
 * Field paths of an answer, and answers with fields left out or set to null: the tools of the
 * reading-policy property tests (answer-reading.property.test.ts, not-given-views.property.test.ts).
 */

export type FieldPath = readonly (string | number)[];
export type FieldEdit = { path: FieldPath; how: 'remove' | 'null' };

/** Every field of every object in the answer, parents before their children (list items are not fields). */
export function fieldPaths(value: unknown, path: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => [[...path, key], ...fieldPaths(child, [...path, key])]);
  }
  return [];
}

/** "elements[].data[].value": the path with list indexes folded, as the policy table names fields. */
export function fieldName(path: FieldPath): string {
  return path.map((part, index) => (typeof part === 'number' ? '[]' : index === 0 ? part : `.${part}`)).join('').replaceAll('.[]', '[]');
}

/** A copy of the answer with each edit applied; an edit under a field already gone does nothing. */
export function withEdits(answer: unknown, edits: readonly FieldEdit[]): unknown {
  const copy = structuredClone(answer);
  for (const { path, how } of edits) {
    let node: unknown = copy;
    for (const part of path.slice(0, -1)) node = typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[part] : undefined;
    if (typeof node !== 'object' || node === null) continue;
    const last = path.at(-1)!;
    if (!(last in node)) continue;
    if (how === 'remove') delete (node as Record<string | number, unknown>)[last];
    else (node as Record<string | number, unknown>)[last] = null;
  }
  return copy;
}
