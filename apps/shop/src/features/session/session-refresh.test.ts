import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@bazaar/api';
import { createAppStore, endSession, selectSession, setSession } from '../../state/index.js';
import { createFakeServer, type ServerAnswer } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import {
  REFRESH_AHEAD_MS,
  REFRESH_RETRY_MS,
  keepSessionFresh,
  refreshSession,
} from './session-refresh.js';

const NOW = 1_750_000_000_000;
const HOUR = 3600;

function setUp(answer: () => ServerAnswer | Promise<ServerAnswer>) {
  const server = createFakeServer({ 'POST /wanlshop/user/refresh': answer });
  const store = createAppStore();
  const onError = vi.fn();
  const client = createApiClient({
    appId: 'test',
    fetch: server.fetch,
    session: { getToken: () => store.getState().user.token, clear: () => endSession(store) },
    onError,
  });
  let now = NOW;
  const services = { store, client, serverCart: null, now: () => now };
  return { server, store, onError, services, advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('refreshSession', () => {
  it('renews the token, the user and the expiry', async () => {
    const { store, services, server } = setUp(() => ({
      data: sessionAnswer('new', { nickname: 'Renewed' }, 2 * HOUR),
    }));
    setSession(store, sessionAnswer('old'), NOW);
    await expect(refreshSession(services)).resolves.toBe('refreshed');
    expect(server.requests[0]?.headers.token).toBe('old');
    expect(selectSession(store.getState())).toMatchObject({
      token: 'new',
      userinfo: { nickname: 'Renewed' },
    });
    expect(store.getState().user.expiresAt).toBe(NOW + 2 * HOUR * 1000);
  });

  it.each([
    ['a 401', { refuse: 'expired', status: 401 }],
    ['a refusal', { refuse: 'Account locked' }],
    ['a 403', { refuse: 'forbidden', status: 403 }],
  ] as const)('ends the session on %s, without a toast', async (_case, answer) => {
    const { store, services, onError } = setUp(() => answer);
    setSession(store, sessionAnswer('old'), NOW);
    await expect(refreshSession(services)).resolves.toBe('ended');
    expect(selectSession(store.getState()).isLoggedIn).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['no network', 'network-error'],
    ['a server fault', { refuse: 'Internal error', status: 500 }],
  ] as const)('keeps the session on %s', async (_case, answer) => {
    const { store, services } = setUp(() => answer);
    setSession(store, sessionAnswer('old'), NOW);
    await expect(refreshSession(services)).resolves.toBe('kept');
    expect(selectSession(store.getState()).token).toBe('old');
  });

  it('does nothing for a visitor', async () => {
    const { services, server } = setUp(() => ({ data: sessionAnswer() }));
    await expect(refreshSession(services)).resolves.toBe('no_session');
    expect(server.requests).toHaveLength(0);
  });

  it('sends one refresh at a time: the second would carry the replaced token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { store, services, server } = setUp(async () => {
      await gate;
      return { data: sessionAnswer('new') };
    });
    setSession(store, sessionAnswer('old'), NOW);
    const first = refreshSession(services);
    const second = refreshSession(services);
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['refreshed', 'refreshed']);
    expect(server.requests).toHaveLength(1);
  });
});

describe('keepSessionFresh', () => {
  it('refreshes ten minutes before the token expires, then follows the new expiry', async () => {
    vi.useFakeTimers();
    const { store, services, server, advance } = setUp(() => ({
      data: sessionAnswer('next', {}, 2 * HOUR),
    }));
    setSession(store, sessionAnswer('first', {}, HOUR), NOW);
    const stop = keepSessionFresh(services);

    const firstDelay = HOUR * 1000 - REFRESH_AHEAD_MS;
    advance(firstDelay - 1);
    await vi.advanceTimersByTimeAsync(firstDelay - 1);
    expect(server.requests).toHaveLength(0);
    advance(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(1);
    expect(selectSession(store.getState()).token).toBe('next');

    const secondDelay = 2 * HOUR * 1000 - REFRESH_AHEAD_MS;
    advance(secondDelay);
    await vi.advanceTimersByTimeAsync(secondDelay);
    expect(server.requests).toHaveLength(2);
    stop();
  });

  it('refreshes at once a token that is about to expire, and retries a minute after no answer', async () => {
    vi.useFakeTimers();
    let answer: ServerAnswer = 'network-error';
    const { store, services, server } = setUp(() => answer);
    setSession(store, sessionAnswer('old', {}, 60), NOW);
    const stop = keepSessionFresh(services);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(1);
    answer = { data: sessionAnswer('new') };
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(server.requests).toHaveLength(2);
    expect(selectSession(store.getState()).token).toBe('new');
    stop();
  });

  it('stops with the session and when stopped', async () => {
    vi.useFakeTimers();
    const { store, services, server } = setUp(() => ({ data: sessionAnswer() }));
    setSession(store, sessionAnswer('old', {}, HOUR), NOW);
    const stop = keepSessionFresh(services);
    endSession(store);
    await vi.advanceTimersByTimeAsync(2 * HOUR * 1000);
    expect(server.requests).toHaveLength(0);
    setSession(store, sessionAnswer('again', {}, HOUR), NOW);
    stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR * 1000);
    expect(server.requests).toHaveLength(0);
  });
});
