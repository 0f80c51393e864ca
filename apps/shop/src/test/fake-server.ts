import type { FetchLike } from '@bazaar/api';

/** One request the fake server received. */
export type ServerRequest = {
  readonly method: string;
  /** The path under `/api`, without the query (`/wanlshop/user/login`). */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body, if any. */
  readonly body: unknown;
};

/**
 * An answer: an envelope's `data` (code 1), a refusal, a file (a download's body and type), or no
 * network.
 */
export type ServerAnswer =
  | { readonly data: unknown }
  | { readonly file: string; readonly type: string }
  | {
      readonly refuse: string;
      readonly status?: number;
      readonly code?: number;
      /** The refusal's details (`{ balance: '12.00', action: 'recharge' }`). */
      readonly data?: unknown;
    }
  | 'network-error';

/** Answers one route; may look at the request. */
export type ServerHandler = (request: ServerRequest) => ServerAnswer | Promise<ServerAnswer>;

/** An envelope as the server sends it. */
export function envelope(code: number, data: unknown, msg = '') {
  return { code, msg, time: 1_700_000_000, data };
}

/**
 * A fake API server behind `fetch`: handlers by `"METHOD /path"`, every request recorded. An
 * unknown route answers 404 with code 0, as the real server does.
 */
export function createFakeServer(handlers: Record<string, ServerHandler> = {}) {
  const routes = new Map(Object.entries(handlers));
  const requests: ServerRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: ServerRequest = {
      method: init.method ?? 'GET',
      path: parsed.pathname.replace(/^\/api/, ''),
      query: parsed.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body,
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    const answer: ServerAnswer = handler
      ? await handler(request)
      : { refuse: 'Not found', status: 404 };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if ('file' in answer) {
      return new Response(answer.file, { headers: { 'content-type': answer.type } });
    }
    if (!('refuse' in answer)) return new Response(JSON.stringify(envelope(1, answer.data)));
    const status = answer.status ?? 200;
    const code = answer.code ?? (status === 401 ? 401 : status === 403 ? 403 : 0);
    return new Response(JSON.stringify(envelope(code, answer.data ?? null, answer.refuse)), {
      status,
    });
  };
  return {
    fetch,
    requests,
    /** Adds or replaces the handler of `"METHOD /path"`. */
    on(route: string, handler: ServerHandler) {
      routes.set(route, handler);
    },
    /** True when `"METHOD /path"` has a handler. */
    has(route: string): boolean {
      return routes.has(route);
    },
    /** The requests sent to `"METHOD /path"`. */
    calls(route: string): ServerRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
}

/** The fake server's type. */
export type FakeServer = ReturnType<typeof createFakeServer>;
