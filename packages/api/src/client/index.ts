export { bindEndpoints } from './bind.js';
export type { BoundEndpoints, EndpointFunction } from './bind.js';
export { createApiClient, DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS } from './client.js';
export type {
  AnyEndpoint,
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  CallArgs,
  CallOptions,
  InputOf,
  SessionStore,
  UploadForm,
  UploadOptions,
} from './client.js';
export { createEndpoints } from './endpoints.js';
export type { Endpoints } from './endpoints.js';
export { ApiError, isApiError } from './errors.js';
export type { ApiErrorInit, ApiErrorKind } from './errors.js';
export type { FetchLike, UploadProgress, XhrLike } from './transport.js';
