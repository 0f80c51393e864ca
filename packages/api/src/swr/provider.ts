import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AnyEndpoint, ApiClient } from '../client/client.js';

/** Revalidates every page of one mounted paged list. */
type RevalidatePages = () => Promise<unknown>;

/** The paged lists on screen, by endpoint, so that a mutation can refresh every page of them. */
export interface PagedListRegistry {
  /** Registers a mounted list; returns its unregister function. */
  add(endpoint: AnyEndpoint, revalidate: RevalidatePages): () => void;
  /** The lists mounted for `endpoint`. */
  get(endpoint: AnyEndpoint): readonly RevalidatePages[];
}

function createPagedListRegistry(): PagedListRegistry {
  const lists = new Map<AnyEndpoint, Set<RevalidatePages>>();
  return {
    add(endpoint, revalidate) {
      let set = lists.get(endpoint);
      if (!set) lists.set(endpoint, (set = new Set()));
      set.add(revalidate);
      return () => {
        set.delete(revalidate);
        if (set.size === 0) lists.delete(endpoint);
      };
    },
    get: (endpoint) => [...(lists.get(endpoint) ?? [])],
  };
}

interface ApiContextValue {
  client: ApiClient;
  pagedLists: PagedListRegistry;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client the hooks below call through (from `createApiClient`). */
  client: ApiClient;
  children?: ReactNode;
}

/** Carries the API client to the hooks of `@bazaar/api/swr`. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const [pagedLists] = useState(createPagedListRegistry);
  const value = useMemo(() => ({ client, pagedLists }), [client, pagedLists]);
  return createElement(ApiContext.Provider, { value }, children);
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value)
    throw new Error('The @bazaar/api hooks need an <ApiProvider client={...}> above them.');
  return value;
}

/** The API client of the nearest {@link ApiProvider}. */
export function useApiClient(): ApiClient {
  return useApiContext().client;
}

/** The paged lists mounted under the nearest {@link ApiProvider}. */
export function usePagedListRegistry(): PagedListRegistry {
  return useApiContext().pagedLists;
}
