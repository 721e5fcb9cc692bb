/**
 * A stored row as an edit form's values: each of the form's fields (the keys of its empty values) taken from the
 * row, lists copied, and a field the row has as null as the empty form has it ('' for a text box, null for an
 * optional number). Fields the row names differently are passed in `row` under the form's name.
 */
export function formValuesFrom<V extends object>(empty: V, row: { [K in keyof V]?: unknown }): V {
  const values = {} as Record<string, unknown>;
  for (const [key, blank] of Object.entries(empty)) {
    const value = (row as Record<string, unknown>)[key];
    values[key] = value === null || value === undefined ? blank : Array.isArray(value) ? structuredClone(value) : value;
  }
  return values as V;
}
