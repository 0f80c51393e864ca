import { useCallback, useMemo, useState } from 'react';

/** A set of ticked ids (goods to list or unlist, market goods to list). */
export interface Selection {
  /** The ticked ids, in the order they were ticked. */
  ids: number[];
  /** How many are ticked. */
  size: number;
  /** Whether `id` is ticked. */
  has(id: number): boolean;
  /** Ticks or unticks one id. */
  toggle(id: number, isSelected: boolean): void;
  /** Ticks or unticks every id of `ids` (select all of a list). */
  setAll(ids: readonly number[], isSelected: boolean): void;
  /** Unticks everything. */
  clear(): void;
}

/** The ticks of a list; the screen clears them when the list changes (another tab). */
export function useSelection(): Selection {
  const [ids, setIds] = useState<number[]>([]);
  const toggle = useCallback((id: number, isSelected: boolean) => {
    setIds((current) => {
      const without = current.filter((item) => item !== id);
      return isSelected ? [...without, id] : without;
    });
  }, []);
  const setAll = useCallback((all: readonly number[], isSelected: boolean) => {
    setIds((current) => {
      const without = current.filter((item) => !all.includes(item));
      return isSelected ? [...without, ...all] : without;
    });
  }, []);
  const clear = useCallback(() => setIds([]), []);
  return useMemo(() => {
    const set = new Set(ids);
    return { ids, size: ids.length, has: (id) => set.has(id), toggle, setAll, clear };
  }, [ids, toggle, setAll, clear]);
}
