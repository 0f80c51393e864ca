import type { KeyValueStorage } from '../state/index.js';

/** An in-memory `Storage` stand-in; `failing` makes every call throw (blocked storage). */
export function memoryStorage(
  initial: Record<string, string> = {},
  failing = false,
): KeyValueStorage & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (failing) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    data,
    getItem(key) {
      guard();
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      guard();
      data.set(key, value);
    },
    removeItem(key) {
      guard();
      data.delete(key);
    },
  };
}
