/**
 * A NUL character or a surrogate without its pair. PostgreSQL's `text` cannot hold NUL ("invalid
 * byte sequence for encoding UTF8: 0x00"), and an unpaired surrogate has no UTF-8 form at all (the
 * drivers would store U+FFFD instead, silently changing what was sent).
 */
// eslint-disable-next-line no-control-regex -- a NUL is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL or an unpaired surrogate. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (`order.lists.0.remarks`, `''` for the value itself) of the first string or object key
 * in `value` that holds a NUL or an unpaired surrogate, or undefined when every one can be stored.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly string[] = [],
): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, key].join('.');
    const found = findUnstorableText(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
