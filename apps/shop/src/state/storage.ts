/** The part of the Web Storage API the app state needs (`localStorage` fits). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The JSON stored under `key`, or `undefined` when nothing is stored, the text is not JSON or the
 * storage throws (blocked in private mode).
 */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; `null` removes the key. A full or blocked storage is ignored. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage keeps the state for this visit only; nothing else breaks.
  }
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
