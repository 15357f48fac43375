/**
 * A `sql` tagged template that always binds: interpolated values become `?` parameters, never
 * text, so no query in Passage can be built by string concatenation (Signal Desktop's habit).
 * Identifiers cannot be bound; `sqlIdentifier` is the one deliberate, checked way to name one.
 */
export type SqlValue = string | number | bigint | Buffer | null;

export interface SqlQuery {
  readonly text: string;
  readonly params: readonly SqlValue[];
}

const identifierBrand = Symbol('sqlIdentifier');
interface SqlIdentifier {
  readonly [identifierBrand]: string;
}
type SqlFragment = SqlValue | SqlIdentifier | SqlQuery;

function isIdentifier(value: unknown): value is SqlIdentifier {
  return typeof value === 'object' && value !== null && identifierBrand in value;
}
function isQuery(value: unknown): value is SqlQuery {
  return typeof value === 'object' && value !== null && 'text' in value && 'params' in value;
}

export function sqlIdentifier(name: string): SqlIdentifier {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
  return { [identifierBrand]: name };
}

export function sql(strings: TemplateStringsArray, ...values: SqlFragment[]): SqlQuery {
  let text = strings[0] ?? '';
  const params: SqlValue[] = [];
  values.forEach((value, index) => {
    if (isIdentifier(value)) text += `"${value[identifierBrand]}"`;
    else if (isQuery(value)) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[index + 1] ?? '';
  });
  return { text, params };
}
