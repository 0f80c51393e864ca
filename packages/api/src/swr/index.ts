export { endpointKey, inputFromKey, isEndpointKey } from './keys.js';
export type { EndpointKey } from './keys.js';
export { ApiProvider, useApiClient } from './provider.js';
export type { ApiProviderProps } from './provider.js';
export { isTransientError, useEndpoint } from './use-endpoint.js';
export { useEndpointMutation, useRevalidate } from './use-endpoint-mutation.js';
export type {
  EndpointMutation,
  EndpointMutationOptions,
  RevalidateTarget,
} from './use-endpoint-mutation.js';
export { usePagedEndpoint } from './use-paged-endpoint.js';
export type { PagedEndpointResult, PagedInputOf, PageItemOf } from './use-paged-endpoint.js';
