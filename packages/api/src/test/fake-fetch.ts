import { vi } from 'vitest';
import type { FetchLike } from '../client/transport.js';

/** One request the fake fetch received. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON body, the FormData, or undefined. */
  body: unknown;
  signal: AbortSignal;
}

/** What the fake answers next: an HTTP answer, a network failure, or no answer at all. */
export type FakeAnswer =
  | { status?: number; body: unknown }
  | { status?: number; text: string; contentType?: string }
  | 'network-error'
  | 'hang';

/** An envelope as the server sends it. */
export function envelope(code: number, data: unknown = null, msg = '') {
  return { code, msg, time: 1_700_000_000, data };
}

function abortError(): Error {
  const error = new Error('aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * A fake `fetch`: records each request and answers with `route(request)` when given, else with
 * the queued answers in order (an empty queue answers `{ code: 1, data: null }`). A hanging
 * request rejects when its signal aborts, as the real fetch does.
 */
export function createFakeFetch(route?: (request: RecordedRequest) => FakeAnswer) {
  const requests: RecordedRequest[] = [];
  const answers: FakeAnswer[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    const signal = init.signal as AbortSignal;
    const body = init.body;
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof body === 'string' ? JSON.parse(body) : (body ?? undefined),
      signal,
    };
    requests.push(request);
    if (signal.aborted) throw abortError();
    const answer = route?.(request) ?? answers.shift() ?? { body: envelope(1) };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(abortError()));
      });
    }
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.body);
    const contentType = 'contentType' in answer ? answer.contentType : undefined;
    return new Response(text, {
      status: answer.status ?? 200,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });
  });
  return {
    fetch,
    requests,
    /** Queues the next answers. */
    answer(...next: FakeAnswer[]) {
      answers.push(...next);
    },
    /** The last request received. */
    get last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
  };
}

/** A session store with a token, recording `clear()`. */
export function createFakeSession(token: string | null = 'tok-123') {
  let current = token;
  return {
    getToken: () => current,
    clear: vi.fn(() => {
      current = null;
    }),
  };
}
