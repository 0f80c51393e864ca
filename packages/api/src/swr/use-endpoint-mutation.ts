import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ResponseOf } from '../contract/index.js';
import type { EndpointFunction } from '../client/bind.js';
import type { AnyEndpoint, CallArgs } from '../client/client.js';
import { isApiError, type ApiError } from '../client/errors.js';
import { isEndpointKey, type EndpointKey } from './keys.js';
import { useApiClient, usePagedListRegistry } from './provider.js';

/**
 * What to refresh after a change: an endpoint (every cached key of it and every paged list of it
 * on screen) or one exact key from `endpointKey`.
 */
export type RevalidateTarget = AnyEndpoint | EndpointKey;

/** Returns a function that refreshes the given targets. */
export function useRevalidate(): (targets: readonly RevalidateTarget[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  const registry = usePagedListRegistry();
  return useCallback(
    async (targets) => {
      if (targets.length === 0) return;
      const keys = new Set(targets.filter((target) => typeof target === 'string'));
      const endpoints = targets.filter((target) => typeof target !== 'string');
      await Promise.allSettled([
        mutate(
          (key) =>
            (typeof key === 'string' && keys.has(key)) ||
            endpoints.some((endpoint) => isEndpointKey(endpoint, key)),
        ),
        ...endpoints.flatMap((endpoint) =>
          registry.get(endpoint).map((revalidate) => revalidate()),
        ),
      ]);
    },
    [mutate, registry],
  );
}

/** Options of {@link useEndpointMutation}. */
export interface EndpointMutationOptions {
  /** What to refresh after a success (for example the order list after cancelling). */
  revalidate?: readonly RevalidateTarget[];
}

/** A change made through an endpoint, with its state for the button that makes it. */
export interface EndpointMutation<E> {
  /**
   * Calls the endpoint, then refreshes the targets; resolves with the answer. Rejects with the
   * {@link ApiError} (the client's `onError` has already shown it).
   */
  trigger: EndpointFunction<E>;
  /** A call is under way (disable the button). */
  isMutating: boolean;
  /** The answer of the last successful call. */
  data: ResponseOf<E> | undefined;
  /** The error of the last call, if it failed. */
  error: ApiError | undefined;
  /** Forgets `data` and `error`. */
  reset(): void;
}

interface MutationState<T> {
  pending: number;
  data: T | undefined;
  error: ApiError | undefined;
}

/**
 * A write through an endpoint (add to cart, cancel an order, pay) that refreshes the named
 * reads once it succeeds.
 */
export function useEndpointMutation<E extends AnyEndpoint>(
  endpoint: E,
  options: EndpointMutationOptions = {},
): EndpointMutation<E> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const targets = useRef(options.revalidate ?? []);
  useEffect(() => {
    targets.current = options.revalidate ?? [];
  });
  const [state, setState] = useState<MutationState<ResponseOf<E>>>({
    pending: 0,
    data: undefined,
    error: undefined,
  });

  const trigger = useCallback(
    async (...args: CallArgs<E>): Promise<ResponseOf<E>> => {
      setState((s) => ({ ...s, pending: s.pending + 1 }));
      try {
        const data = await client.call(endpoint, ...args);
        await revalidate(targets.current);
        setState((s) => ({ pending: s.pending - 1, data, error: undefined }));
        return data;
      } catch (error) {
        setState((s) => ({
          ...s,
          pending: s.pending - 1,
          error: isApiError(error) ? error : s.error,
        }));
        throw error;
      }
    },
    [client, endpoint, revalidate],
  );

  const reset = useCallback(
    () => setState((s) => ({ ...s, data: undefined, error: undefined })),
    [],
  );

  return {
    trigger,
    isMutating: state.pending > 0,
    data: state.data,
    error: state.error,
    reset,
  };
}
