import { useCallback, useEffect } from 'react';
import { common, type CategoryNode } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { useAppState, useStore } from '../../state/index.js';

/** What {@link useCategoryTree} returns. */
export interface CategoryTreeState {
  /** The top-level categories with their children; the last visit's tree until loaded. */
  list: readonly CategoryNode[];
  /** The tree has not arrived yet and nothing is kept from a last visit. */
  isLoading: boolean;
  /** Loading failed and nothing is kept to show instead. */
  isError: boolean;
  /** Loads again. */
  retry(): void;
  /** The category last chosen on the categories screen. */
  activeId: number | null;
  /** Remembers the category chosen on the categories screen. */
  setActiveId(id: number): void;
}

/**
 * The platform's category tree (`GET common/categorys`), kept in the `category` part so the next
 * visit paints it at once, with the category last opened.
 */
export function useCategoryTree(): CategoryTreeState {
  const store = useStore();
  const { data, error, isLoading, mutate } = useEndpoint(common.categorys, undefined, {
    revalidateOnFocus: false,
  });
  const kept = useAppState((state) => state.category);
  useEffect(() => {
    if (data) store.set('category', (category) => ({ ...category, list: data.list }));
  }, [data, store]);
  const setActiveId = useCallback(
    (id: number) => store.set('category', (category) => ({ ...category, activeId: id })),
    [store],
  );
  const list = data?.list ?? kept.list;
  return {
    list,
    isLoading: isLoading && list.length === 0,
    isError: error !== undefined && !data && list.length === 0,
    retry: () => void mutate(),
    activeId: kept.activeId,
    setActiveId,
  };
}

/** Finds a category of the tree by id, with its top-level parent (itself for a top level). */
export function findCategory(
  list: readonly CategoryNode[],
  id: number | null | undefined,
): { category: CategoryNode | CategoryNode['childlist'][number]; top: CategoryNode } | null {
  if (id === null || id === undefined) return null;
  for (const top of list) {
    if (top.id === id) return { category: top, top };
    const child = top.childlist.find((item) => item.id === id);
    if (child) return { category: child, top };
  }
  return null;
}
