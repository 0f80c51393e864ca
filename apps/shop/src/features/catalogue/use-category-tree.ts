import { useCallback, useEffect } from 'react';
import { common, type CategoryNode } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { useAppState, useStore, type AppState } from '../../state/index.js';

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
  /** Remembers the category chosen on the categories screen. */
  setActiveId(id: number): void;
}

const selectKeptList = (state: AppState) => state.category.list;
const selectNothing = () => null;

/**
 * The platform's category tree (`GET common/categorys`), kept in the `category` part so the next
 * visit paints it at once, with the category last opened. The kept tree is read only while the
 * answer is missing: keeping the answer (right after a server-rendered page hydrates) renders
 * nothing again.
 */
export function useCategoryTree(): CategoryTreeState {
  const store = useStore();
  const { data, error, isLoading, mutate } = useEndpoint(common.categorys, undefined, {
    revalidateOnFocus: false,
  });
  const kept = useAppState(data ? selectNothing : selectKeptList);
  useEffect(() => {
    if (data) store.set('category', (category) => ({ ...category, list: data.list }));
  }, [data, store]);
  const setActiveId = useCallback(
    (id: number) =>
      store.set('category', (category) =>
        category.activeId === id ? category : { ...category, activeId: id },
      ),
    [store],
  );
  const list = data?.list ?? kept ?? [];
  return {
    list,
    isLoading: isLoading && list.length === 0,
    isError: error !== undefined && !data && list.length === 0,
    retry: () => void mutate(),
    setActiveId,
  };
}

/**
 * The category the categories screen shows: `id` (a top level or a sub-category) when the tree
 * has it, else the one last chosen (the `category` part's `activeId`), else the first top level.
 * The screen re-renders only when that choice changes, not when the choice is remembered.
 */
export function useChosenCategory(
  list: readonly CategoryNode[],
  id: number | null,
): ReturnType<typeof findCategory> {
  const chosenId = useAppState(
    (state) =>
      (
        findCategory(list, id) ??
        findCategory(list, state.category.activeId) ??
        findCategory(list, list[0]?.id)
      )?.category.id ?? null,
  );
  return findCategory(list, chosenId);
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
