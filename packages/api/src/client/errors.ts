/**
 * Why a call failed:
 * - `refused`: the server answered with a falsy envelope code (a business rule, validation,
 *   unknown id, rate limit, server fault); `message` is the server's `msg` for the user.
 * - `unauthorized`: not logged in or the token expired (HTTP or envelope code 401); the client
 *   has cleared the session.
 * - `forbidden`: logged in but not allowed (403).
 * - `timeout`: no answer within the time-out (50000 ms).
 * - `network`: the request never reached the server or its answer was lost.
 * - `aborted`: the caller cancelled the call (its `signal`); never shown to the user.
 * - `bad_response`: the server answered something that is not an envelope.
 */
export type ApiErrorKind =
  'refused' | 'unauthorized' | 'forbidden' | 'timeout' | 'network' | 'aborted' | 'bad_response';

/** The i18n key shown for each kind when the server gave no `msg` of its own. */
const FALLBACK_KEYS: Readonly<Record<ApiErrorKind, string | null>> = {
  refused: 'errors:server_error',
  unauthorized: 'errors:login_required',
  forbidden: 'errors:forbidden',
  timeout: 'errors:timeout',
  network: 'errors:network_error',
  aborted: null,
  bad_response: 'errors:server_error',
};

/** What a {@link ApiError} is built from. */
export interface ApiErrorInit {
  /** Why the call failed. */
  kind: ApiErrorKind;
  /** The envelope's `msg` (already in the user's language), or empty when there was none. */
  msg: string;
  /** The envelope's `code`, or `null` when no envelope arrived. */
  code: number | null;
  /** The HTTP status, or `null` when no answer arrived. */
  status: number | null;
  /** The envelope's `data` (a refusal's detail, for example `{ balance: '12.00' }`). */
  data: unknown;
  /** `METHOD path` of the call, for logs. */
  request: string;
  /** The underlying exception (network failure), for logs. */
  cause?: unknown;
}

/**
 * A failed API call. Show it with `messageKey ? t(messageKey) : message`: `message` is the
 * server's `msg` in the user's language when there was one; otherwise `messageKey` names the
 * i18n key to show (`errors:timeout`, `errors:network_error`, ...).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Why the call failed. */
  readonly kind: ApiErrorKind;
  /** The envelope's `code` (0, 401, 403), or `null` when no envelope arrived. */
  readonly code: number | null;
  /** The HTTP status, or `null` when no answer arrived (time-out, network, aborted). */
  readonly status: number | null;
  /** The envelope's `data`: `null` or a detail object of the refusal. */
  readonly data: unknown;
  /** The i18n key to show when the server gave no `msg`; `null` when `message` is the text. */
  readonly messageKey: string | null;
  /** `METHOD path` of the call. */
  readonly request: string;

  constructor(init: ApiErrorInit) {
    super(init.msg || `${init.request}: ${init.kind}`, { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.messageKey = init.msg ? null : FALLBACK_KEYS[init.kind];
    this.request = init.request;
  }
}

/** True when `value` is an {@link ApiError}, also across bundles (checks the name and kind). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'ApiError' &&
      typeof (value as { kind?: unknown }).kind === 'string')
  );
}
