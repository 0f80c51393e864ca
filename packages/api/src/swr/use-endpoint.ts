import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ResponseOf } from '../contract/index.js';
import type { AnyEndpoint, ApiClient, InputOf } from '../client/client.js';
import { isApiError, type ApiError } from '../client/errors.js';
import { endpointKey, inputFromKey } from './keys.js';
import { useApiClient } from './provider.js';

/**
 * Retries only failures that may pass (no answer, a server fault): a refusal, a 401 or a 403 would
 * only come back again, with another toast.
 */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'timeout':
    case 'network':
    case 'bad_response':
      return true;
    case 'refused':
      return error.status !== null && error.status >= 500;
    case 'unauthorized':
    case 'forbidden':
    case 'aborted':
      return false;
    default:
      return error.kind satisfies never;
  }
}

/** Calls `endpoint` with the input its SWR key was made from. */
export function fetchKey<E extends AnyEndpoint>(
  client: ApiClient,
  endpoint: E,
  key: string,
): Promise<ResponseOf<E>> {
  return client.call<AnyEndpoint>(endpoint, inputFromKey(endpoint, key)) as Promise<ResponseOf<E>>;
}

/**
 * Reads an endpoint through SWR: the key comes from the endpoint and its input (see
 * `endpointKey`); `input` `null` means do not fetch (for example until an id is known).
 * For a POST endpoint that reads (`chat/history`), the input is its body.
 */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, ApiError>,
): SWRResponse<ResponseOf<E>, ApiError> {
  const client = useApiClient();
  return useSWR<ResponseOf<E>, ApiError, string | null>(
    endpointKey(endpoint, input),
    (key: string) => fetchKey(client, endpoint, key),
    { shouldRetryOnError: isTransientError, ...config },
  );
}
