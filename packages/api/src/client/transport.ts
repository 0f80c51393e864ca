/** What a transport sends: the prepared request of one call. */
export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string | FormData | undefined;
  /** Aborts the request (time-out or the caller's cancel). */
  signal: AbortSignal;
}

/** What a transport gives back: the status and the body text of the answer. */
export interface TransportResponse {
  status: number;
  text: string;
  /** The answer's `Content-Type`, when the transport knows it. */
  contentType?: string;
}

/**
 * Sends one request. Rejects when no answer arrives (network failure, or the signal aborted);
 * any HTTP answer, whatever its status, resolves.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The `fetch` function the client uses (the browser's, or a fake in tests). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A transport over `fetch`. */
export function fetchTransport(fetchImpl: FetchLike): Transport {
  return async ({ method, url, headers, body, signal }) => {
    const response = await fetchImpl(url, { method, headers, body, signal });
    return {
      status: response.status,
      text: await response.text(),
      contentType: response.headers.get('content-type') ?? undefined,
    };
  };
}

/** Upload progress: bytes sent so far, of `total` when the browser knows it. */
export interface UploadProgress {
  loaded: number;
  /** `null` when the size is not known. */
  total: number | null;
  /** `loaded / total` between 0 and 1, or `null` when the size is not known. */
  fraction: number | null;
}

/** The part of `XMLHttpRequest` the upload helper uses (a fake in tests). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData | string | null): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

function abortError(): Error {
  const error = new Error('The request was aborted.');
  error.name = 'AbortError';
  return error;
}

/**
 * A transport over `XMLHttpRequest`, which (unlike `fetch`) reports upload progress; used by the
 * avatar and image uploaders.
 */
export function xhrTransport(
  createXhr: () => XhrLike,
  onProgress?: (progress: UploadProgress) => void,
): Transport {
  return ({ method, url, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = ({ loaded, total, lengthComputable }) => {
          const known = lengthComputable && total > 0;
          onProgress({
            loaded,
            total: known ? total : null,
            fraction: known ? Math.min(1, loaded / total) : null,
          });
        };
      }
      const onAbort = () => xhr.abort();
      const settle = () => signal.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('The upload failed.'));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort);
      xhr.send(body ?? null);
    });
}
