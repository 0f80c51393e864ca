import { DEFAULT_LANGUAGE } from '@bazaar/domain';
import type { TSchema } from 'typebox';
import type {
  BodyOf,
  EndpointDefinition,
  HttpMethod,
  QueryOf,
  ResponseOf,
} from '../contract/index.js';
import { ApiError, type ApiErrorKind } from './errors.js';
import { createIdempotencyKeys } from './idempotency.js';
import { stableStringify, toQueryString } from './query.js';
import {
  fetchTransport,
  xhrTransport,
  type FetchLike,
  type Transport,
  type TransportResponse,
  type UploadProgress,
  type XhrLike,
} from './transport.js';

/** The HTTP time-out of every call, in milliseconds (spec section 9). */
export const REQUEST_TIMEOUT_MS = 50_000;

/** The base address of the API when none is configured. */
export const DEFAULT_BASE_URL = '/api';

/** Where the client reads the session token and how it ends the session on a 401. */
export interface SessionStore {
  /** The current token, or nothing when logged out. */
  getToken(): string | null | undefined;
  /** Ends the session (token and user data): called when the server answers 401. */
  clear(): void;
}

/** How {@link createApiClient} is set up. */
export interface ApiClientOptions {
  /** The fixed app value of the `X-Client` header (for example `bazaar-shop`). */
  appId: string;
  /** The session the `token` header comes from, cleared on a 401. */
  session: SessionStore;
  /** The API's base address. @default '/api' */
  baseUrl?: string;
  /** The stored interface language, for `Accept-Language`. @default () => 'en' */
  getLanguage?: () => string;
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Makes the `XMLHttpRequest` of uploads. @default () => new XMLHttpRequest() */
  createXhr?: () => XhrLike;
  /** Makes a new `Idempotency-Key`. @default () => crypto.randomUUID() */
  createIdempotencyKey?: () => string;
  /** The time-out of a call in milliseconds. @default 50000 */
  timeoutMs?: number;
  /**
   * Called with every failed call except cancelled ones and calls made with `silent`: the app
   * shows the error in a toast (`error.messageKey ? t(error.messageKey) : error.message`).
   */
  onError?: (error: ApiError) => void;
  /** Called after a 401 has cleared the session (for example to go to the login page). */
  onUnauthorized?: (error: ApiError) => void;
}

/** Options of one call. */
export interface CallOptions {
  /** Cancels the call; a cancelled call rejects with an `aborted` {@link ApiError}. */
  signal?: AbortSignal;
  /** Do not report a failure of this call to `onError` (the caller shows it itself). */
  silent?: boolean;
  /**
   * The `Idempotency-Key` of an idempotent call, when the caller keeps its own (for example
   * across a page reload). Without it the client picks one per logical call.
   */
  idempotencyKey?: string;
}

/** One call described by hand; prefer {@link ApiClient.call} with a contract endpoint. */
export interface ApiRequest extends CallOptions {
  method: HttpMethod;
  /** The path under the base address (for example `/wanlshop/user/login`). */
  path: string;
  /** Query parameters; `undefined`, `null` and `''` values are left out. */
  query?: object;
  /** A JSON body, or a form for a multipart upload. POST only. */
  body?: unknown;
  /** True for a write that moves money: it carries an `Idempotency-Key`. @default false */
  idempotent?: boolean;
  /**
   * A download's file type: a success is the file's text (`text/csv`), not an envelope; a refusal
   * is still the envelope. @default undefined
   */
  download?: 'csv';
}

/** What an endpoint takes: its query for a GET, its body for a POST. */
export type InputOf<E> = [QueryOf<E>] extends [undefined] ? BodyOf<E> : QueryOf<E>;

/** The arguments of a typed call: the input (optional when it may be empty), then options. */
export type CallArgs<E> = [InputOf<E>] extends [undefined]
  ? [input?: undefined, options?: CallOptions]
  : object extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

/** The fields of a multipart upload: a `FormData`, or names with text or file values. */
export type UploadForm = FormData | Readonly<Record<string, string | Blob>>;

/** Options of an upload. */
export interface UploadOptions extends CallOptions {
  /** Reports the bytes sent, for a progress bar. */
  onProgress?: (progress: UploadProgress) => void;
}

/** Any endpoint of the contract. */
export type AnyEndpoint = EndpointDefinition<TSchema | undefined, TSchema | undefined, TSchema>;

/** The API client: one `request()` that applies the spec's rules, and typed calls on top. */
export interface ApiClient {
  /** The base address the client calls. */
  readonly baseUrl: string;
  /** Sends one call and resolves with the envelope's `data`, or rejects with an {@link ApiError}. */
  request<T = unknown>(request: ApiRequest): Promise<T>;
  /** Calls a contract endpoint with its query (GET) or body (POST). */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /**
   * Fetches a download endpoint's file (`download: 'csv'`) and resolves with its text; a refusal
   * rejects with an {@link ApiError} as a call does.
   */
  download<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<string>;
  /** Uploads a multipart form to a multipart endpoint, reporting progress. */
  upload<E extends AnyEndpoint>(
    endpoint: E,
    form: UploadForm,
    options?: UploadOptions,
  ): Promise<ResponseOf<E>>;
}

function isEnvelope(value: unknown): value is { code: number; msg?: unknown; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The outcome of an answer: `data` on success, or the failure to raise. */
function readAnswer(
  { status, text, contentType }: TransportResponse,
  label: string,
  download?: 'csv',
): { ok: true; data: unknown } | { ok: false; error: ApiError } {
  if (download && status === 200 && contentType?.startsWith(`text/${download}`)) {
    return { ok: true, data: text };
  }
  const body = parseJson(text);
  const envelope = isEnvelope(body) ? body : null;
  const code = envelope ? envelope.code : null;
  const fail = (kind: ApiErrorKind) => ({
    ok: false as const,
    error: new ApiError({
      kind,
      msg: typeof envelope?.msg === 'string' ? envelope.msg : '',
      code,
      status,
      data: envelope?.data ?? null,
      request: label,
    }),
  });
  if (status === 401 || code === 401) return fail('unauthorized');
  if (status === 403 || code === 403) return fail('forbidden');
  if (!envelope) return fail('bad_response');
  // Spec section 7: a truthy code returns data; anything else is refused with msg.
  return envelope.code ? { ok: true, data: envelope.data } : fail('refused');
}

/** True when the server surely decided the call, so a repeat is a new operation. */
function isDefiniteAnswer(error: ApiError): boolean {
  return error.status !== null && error.status < 500 && error.kind !== 'bad_response';
}

function joinUrl(baseUrl: string, path: string, query: string): string {
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  return query ? `${url}?${query}` : url;
}

function toFormData(form: UploadForm): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) data.append(name, value);
  return data;
}

function defaultFetch(): FetchLike {
  return (url, init) => globalThis.fetch(url, init);
}

function defaultXhr(): XhrLike {
  return new XMLHttpRequest();
}

function defaultIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Creates the API client. Every call goes to the base address with a 50000 ms time-out and the
 * headers of spec section 7 (`token` when logged in, `X-Client`, `Accept-Language: <lang>,zh;q=0.9`);
 * the envelope is unwrapped (a truthy `code` resolves with `data`, anything else rejects with an
 * {@link ApiError} carrying `msg`); a 401 clears the session; money writes carry an
 * `Idempotency-Key` that a repeat of the same call reuses.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const getLanguage = options.getLanguage ?? (() => DEFAULT_LANGUAGE);
  const viaFetch = fetchTransport(options.fetch ?? defaultFetch());
  const createXhr = options.createXhr ?? defaultXhr;
  const idempotencyKeys = createIdempotencyKeys(
    options.createIdempotencyKey ?? defaultIdempotencyKey,
  );

  function currentToken(): string | null {
    return options.session.getToken() || null;
  }

  function headersFor(
    body: string | FormData | undefined,
    token: string | null,
    idempotencyKey: string | undefined,
    download: 'csv' | undefined,
  ) {
    const headers: Record<string, string> = {
      Accept: download ? `text/${download}, application/json` : 'application/json',
      'Accept-Language': `${getLanguage()},zh;q=0.9`,
      'X-Client': options.appId,
    };
    if (token) headers.token = token;
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    return headers;
  }

  function report(error: ApiError, silent: boolean | undefined, tokenSent: string | null) {
    // A 401 to a call made with an older token (the user has logged in again since) says nothing
    // about the current session.
    if (error.kind === 'unauthorized' && currentToken() === tokenSent) {
      options.session.clear();
      options.onUnauthorized?.(error);
    }
    if (!silent && error.kind !== 'aborted') options.onError?.(error);
  }

  async function send<T>(request: ApiRequest, transport: Transport): Promise<T> {
    const { method, path, signal } = request;
    const label = `${method} ${path}`;
    const body =
      method === 'GET'
        ? undefined
        : request.body instanceof FormData
          ? request.body
          : JSON.stringify(request.body ?? {});
    const fingerprint = request.idempotent ? `${label} ${stableStringify(request.body)}` : null;
    const idempotencyKey =
      fingerprint === null
        ? undefined
        : (request.idempotencyKey ?? idempotencyKeys.acquire(fingerprint));

    // Computed first: a query that cannot be encoded is the caller's bug, not a failed call.
    const url = joinUrl(baseUrl, path, toQueryString(request.query));
    const token = currentToken();
    const headers = headersFor(body, token, idempotencyKey, request.download);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', onCallerAbort);

    let error: ApiError;
    try {
      const answer = readAnswer(
        await transport({
          method,
          url,
          headers,
          body,
          signal: controller.signal,
        }),
        label,
        request.download,
      );
      if (answer.ok) {
        if (fingerprint !== null && idempotencyKey)
          idempotencyKeys.release(fingerprint, idempotencyKey);
        return answer.data as T;
      }
      error = answer.error;
    } catch (cause) {
      error = new ApiError({
        kind: timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network',
        msg: '',
        code: null,
        status: null,
        data: null,
        request: label,
        cause,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
    if (fingerprint !== null && idempotencyKey && isDefiniteAnswer(error)) {
      idempotencyKeys.release(fingerprint, idempotencyKey);
    }
    report(error, request.silent, token);
    throw error;
  }

  function endpointRequest(endpoint: AnyEndpoint, input: unknown, callOptions?: CallOptions) {
    return {
      ...callOptions,
      method: endpoint.method,
      path: endpoint.path,
      idempotent: endpoint.idempotent ?? false,
      ...(endpoint.download ? { download: endpoint.download } : {}),
      ...(endpoint.method === 'GET' ? { query: input as object | undefined } : { body: input }),
    } satisfies ApiRequest;
  }

  return {
    baseUrl,
    request: (request) => send(request, viaFetch),
    call(endpoint, ...[input, callOptions]) {
      if (endpoint.multipart) {
        return Promise.reject(
          new TypeError(`${endpoint.name} is a multipart endpoint: send it with client.upload().`),
        );
      }
      if (endpoint.download) {
        return Promise.reject(
          new TypeError(`${endpoint.name} is a download: fetch it with client.download().`),
        );
      }
      return send(endpointRequest(endpoint, input, callOptions), viaFetch);
    },
    download(endpoint, ...[input, callOptions]) {
      if (!endpoint.download) {
        return Promise.reject(new TypeError(`${endpoint.name} is not a download.`));
      }
      return send<string>(endpointRequest(endpoint, input, callOptions), viaFetch);
    },
    upload(endpoint, form, uploadOptions = {}) {
      const { onProgress, ...callOptions } = uploadOptions;
      return send(
        endpointRequest(endpoint, toFormData(form), callOptions),
        xhrTransport(createXhr, onProgress),
      );
    },
  };
}
