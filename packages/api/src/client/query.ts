/** A value the client leaves out of a query (spec section 7: empty values are skipped). */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * A copy of `input` without the entries whose value is `undefined`, `null` or `''`, so that a
 * filter object such as `{ page: 1, keyword: '' }` becomes `{ page: 1 }`. Other values are kept,
 * `0` and `false` included.
 */
export function withoutEmptyValues<T extends object>(input: T): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isEmpty(value)) result[key as keyof T] = value as T[keyof T];
  }
  return result;
}

function queryValue(key: string, value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      throw new TypeError(`The query parameter "${key}" must be a string, number or boolean.`);
  }
}

/**
 * The query string (without `?`) of a GET call: empty values skipped, keys sorted so the same
 * query always gives the same string, arrays as repeated keys (`ids=1&ids=2`).
 */
export function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const entries = Object.entries(withoutEmptyValues(query)).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const [key, value] of entries) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) params.append(key, queryValue(key, item));
    } else {
      params.append(key, queryValue(key, value));
    }
  }
  return params.toString();
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    }
    return sorted;
  }
  return value;
}

/** JSON with object keys sorted at every level: equal values always give the same text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'undefined';
}
