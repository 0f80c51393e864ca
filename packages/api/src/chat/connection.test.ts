import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_CONNECTION_FAILED_KEY,
  CHAT_HEARTBEAT_TIMEOUT_MS,
  CHAT_RESTART_JITTER_MS,
  CHAT_RETRY_DELAY_MS,
  chatSocketUrl,
  createChatConnection,
  SERVICE_RESTART_CLOSE_CODE,
  type ChatConnectionOptions,
  type ChatConnectionState,
  type ChatSocket,
} from './connection.js';
import type { ChatPushFrame, ChatPushType } from './frames.js';
import type { UnreadCounts } from '@bazaar/domain';

class FakeSocket implements ChatSocket {
  sent: string[] = [];
  closedWith: number | undefined | null = null;
  onopen: ChatSocket['onopen'] = null;
  onmessage: ChatSocket['onmessage'] = null;
  onclose: ChatSocket['onclose'] = null;
  onerror: ChatSocket['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop() {
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
  /** The server stops and hints a reconnect. */
  restart() {
    this.onclose?.({
      code: SERVICE_RESTART_CLOSE_CODE,
      reason: 'server restarting, reconnect',
    } as CloseEvent);
  }
}

function chatFrame(senderId: number, type: ChatPushFrame['type'] = 'chat'): ChatPushFrame {
  return {
    type,
    id: 100,
    to_id: 1,
    form: { id: senderId, name: 'Shop', avatar: '/a.png', shop_id: 3 },
    message: { type: 'text', content: { text: 'Hello' } },
    createtime: 1_700_000_000,
  };
}

function setup(overrides: Partial<ChatConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  let voice = true;
  let open: number | null = null;
  const options = {
    createSocket: vi.fn((url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    }),
    shake: vi.fn(async (_clientId: string): Promise<unknown> => ({ messages: [] })),
    saveClientId: vi.fn<(clientId: string) => void>(),
    onEvent: vi.fn<(frame: ChatPushFrame) => void>(),
    toast: vi.fn<(key: string, values: Record<string, unknown>) => void>(),
    logError: vi.fn<(message: string, details?: unknown) => void>(),
    playSound: vi.fn<(type: ChatPushType) => void>(),
    onUnreadChange: vi.fn<(counts: UnreadCounts) => void>(),
    onStateChange: vi.fn<(state: ChatConnectionState) => void>(),
  };
  const connection = createChatConnection({
    url: 'ws://shop.test/ws',
    isVoiceOn: () => voice,
    getOpenConversationId: () => open,
    ...options,
    ...overrides,
  });
  const socket = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket');
    return last;
  };
  /** Opens the current socket, sends init and lets the shake settle. */
  const ready = async (clientId = 'c-1') => {
    socket().open();
    socket().receive({ type: 'init', client_id: clientId });
    await vi.advanceTimersByTimeAsync(0);
  };
  return {
    connection,
    options,
    sockets,
    socket,
    ready,
    setVoice: (on: boolean) => (voice = on),
    setOpen: (id: number | null) => (open = id),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('init and ping', () => {
  it('connects to the configured address', () => {
    const { socket, connection } = setup();
    expect(socket().url).toBe('ws://shop.test/ws');
    expect(connection.getState()).toBe('connecting');
  });

  it('stores the client id and shakes with it on init', async () => {
    const { connection, options, ready } = setup();
    await ready('7f00000108fc00000001');
    expect(options.saveClientId).toHaveBeenCalledExactlyOnceWith('7f00000108fc00000001');
    expect(options.shake).toHaveBeenCalledExactlyOnceWith('7f00000108fc00000001');
    expect(connection.getClientId()).toBe('7f00000108fc00000001');
    expect(connection.getState()).toBe('ready');
    expect(options.onStateChange.mock.calls.map(([state]) => state)).toEqual([
      'connected',
      'ready',
    ]);
  });

  it('answers ping with pong', async () => {
    const { socket, ready } = setup();
    await ready();
    socket().receive({ type: 'ping' });
    socket().receive({ type: 'ping' });
    expect(socket().sent).toEqual(['{"type":"pong"}', '{"type":"pong"}']);
  });

  it('logs an unreadable frame and carries on', async () => {
    const { socket, ready, options } = setup();
    await ready();
    socket().receive('not json');
    socket().receive({ type: 'ping' });
    expect(options.logError).toHaveBeenCalledExactlyOnceWith('Unexpected chat frame.', 'not json');
    expect(socket().sent).toEqual(['{"type":"pong"}']);
    expect(options.onEvent).not.toHaveBeenCalled();
  });

  it('works with the default timers and without the optional callbacks', async () => {
    const socket = new FakeSocket('ws://x/ws');
    const connection = createChatConnection({
      url: 'ws://x/ws',
      createSocket: () => socket,
      shake: async () => null,
      onEvent: () => undefined,
      toast: () => undefined,
      logError: () => undefined,
      playSound: () => undefined,
      isVoiceOn: () => false,
      getOpenConversationId: () => null,
    });
    socket.open();
    socket.receive({ type: 'init', client_id: 'c' });
    socket.receive(chatFrame(5));
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.getState()).toBe('ready');
    expect(connection.getUnread()).toEqual({ 5: 1 });
    connection.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('pushes', () => {
  it.each(['chat', 'order', 'notice', 'service', 'live'] as const)(
    'raises an app event for %s',
    async (type) => {
      const { socket, ready, options } = setup();
      await ready();
      const frame = chatFrame(5, type);
      socket().receive(frame);
      expect(options.onEvent).toHaveBeenCalledExactlyOnceWith(frame);
    },
  );

  it('ignores a frame of an unknown type', async () => {
    const { socket, ready, options } = setup();
    await ready();
    socket().receive({ type: 'typing', id: 1 });
    expect(options.onEvent).not.toHaveBeenCalled();
    expect(options.logError).toHaveBeenCalledOnce();
  });
});

describe('unread', () => {
  it('counts a chat message from a conversation that is not open', async () => {
    const { socket, ready, connection, options, setOpen } = setup();
    await ready();
    setOpen(9);
    socket().receive(chatFrame(5));
    socket().receive(chatFrame(5));
    expect(connection.getUnread()).toEqual({ 5: 2 });
    expect(options.onUnreadChange).toHaveBeenLastCalledWith({ 5: 2 });
  });

  it('does not count a message from the open conversation', async () => {
    const { socket, ready, connection, options, setOpen } = setup();
    await ready();
    setOpen(5);
    socket().receive(chatFrame(5));
    expect(connection.getUnread()).toEqual({});
    expect(options.onUnreadChange).not.toHaveBeenCalled();
    expect(options.onEvent).toHaveBeenCalledOnce();
  });

  it('counts only chat messages', async () => {
    const { socket, ready, connection } = setup();
    await ready();
    for (const type of ['order', 'notice', 'service', 'live'] as const)
      socket().receive(chatFrame(5, type));
    expect(connection.getUnread()).toEqual({});
  });

  it('counts before raising the event, so the event sees the new count', async () => {
    const seen: unknown[] = [];
    const { socket, ready, connection } = setup({
      onEvent: () => seen.push(connection.getUnread()),
    });
    await ready();
    socket().receive(chatFrame(5));
    expect(seen).toEqual([{ 5: 1 }]);
  });

  it('starts from the given counts, can be replaced and marked read', async () => {
    const { socket, ready, connection, options } = setup({ initialUnread: { 5: 3, 6: 1 } });
    await ready();
    socket().receive(chatFrame(6));
    expect(connection.getUnread()).toEqual({ 5: 3, 6: 2 });
    connection.markRead(5);
    expect(connection.getUnread()).toEqual({ 6: 2 });
    connection.setUnread({ 8: 1 });
    expect(connection.getUnread()).toEqual({ 8: 1 });
    expect(options.onUnreadChange.mock.calls.map(([counts]) => counts)).toEqual([
      { 5: 3, 6: 2 },
      { 6: 2 },
      { 8: 1 },
    ]);
  });

  it('ignores a chat frame without a sender id', async () => {
    const { socket, ready, connection, options } = setup();
    await ready();
    socket().receive({ ...chatFrame(5), form: undefined });
    expect(connection.getUnread()).toEqual({});
    expect(options.onEvent).toHaveBeenCalledOnce();
  });
});

describe('sound', () => {
  it('plays a sound for a push when the voice setting is on', async () => {
    const { socket, ready, options } = setup();
    await ready();
    socket().receive(chatFrame(5));
    socket().receive(chatFrame(5, 'order'));
    expect(options.playSound.mock.calls).toEqual([['chat'], ['order']]);
  });

  it('plays no sound when the voice setting is off', async () => {
    const { socket, ready, options, setVoice } = setup();
    await ready();
    setVoice(false);
    socket().receive(chatFrame(5));
    socket().receive(chatFrame(5, 'notice'));
    expect(options.playSound).not.toHaveBeenCalled();
    expect(options.onEvent).toHaveBeenCalledTimes(2);
  });

  it('reads the voice setting at each message', async () => {
    const { socket, ready, options, setVoice } = setup();
    await ready();
    setVoice(false);
    socket().receive(chatFrame(5));
    setVoice(true);
    socket().receive(chatFrame(5));
    expect(options.playSound).toHaveBeenCalledOnce();
  });

  it('plays no sound for a live push', async () => {
    const { socket, ready, options } = setup();
    await ready();
    socket().receive(chatFrame(5, 'live'));
    expect(options.playSound).not.toHaveBeenCalled();
  });
});

describe('reconnect', () => {
  it('toasts attempts 1 to 3, then logs an error and stops', async () => {
    const { sockets, socket, ready, options, connection } = setup();
    await ready();
    socket().drop();
    for (const attempt of [1, 2, 3]) {
      expect(options.toast).toHaveBeenLastCalledWith(CHAT_CONNECTION_FAILED_KEY, {
        count: attempt,
      });
      expect(connection.getState()).toBe('retrying');
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS - 1);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      expect(options.logError).not.toHaveBeenCalled();
      socket().drop();
    }
    expect(options.toast).toHaveBeenCalledTimes(3);
    expect(options.logError).toHaveBeenCalledOnce();
    expect(options.logError.mock.calls[0]?.[0]).toMatch(/after 3 reconnect attempts/);
    expect(connection.getState()).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reconnects quietly after a restart hint, within the jitter, without counting an attempt', async () => {
    const { sockets, socket, ready, options, connection } = setup({ random: () => 0.5 });
    await ready();
    socket().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
    await ready('c-2');
    expect(options.toast).toHaveBeenCalledTimes(1);
    socket().restart();
    expect(connection.getState()).toBe('retrying');
    expect(sockets[1]?.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(CHAT_RESTART_JITTER_MS / 2 - 1);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    await ready('c-3');
    expect(connection.getState()).toBe('ready');
    expect(options.shake).toHaveBeenLastCalledWith('c-3');
    expect(options.toast).toHaveBeenCalledTimes(1);
    expect(options.logError).not.toHaveBeenCalled();
  });

  it('counts a restart hint on a socket that was never bound as a failure', async () => {
    const { socket, options } = setup();
    socket().open();
    socket().restart();
    expect(options.toast).toHaveBeenCalledExactlyOnceWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
  });

  it('counts a socket that never opens as a failure', async () => {
    const { socket, options } = setup();
    socket().drop();
    expect(options.toast).toHaveBeenCalledExactlyOnceWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
  });

  it('counts a socket that does not open within 30 s as a failure', async () => {
    const { sockets, options } = setup();
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_TIMEOUT_MS - 1);
    expect(options.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(options.toast).toHaveBeenCalledExactlyOnceWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
  });

  it('counts a socket that cannot be created as a failure', async () => {
    const error = new SyntaxError('bad url');
    const createSocket = vi.fn(() => {
      throw error;
    });
    const { options, connection } = setup({ createSocket });
    expect(options.toast).toHaveBeenLastCalledWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS * 3);
    expect(createSocket).toHaveBeenCalledTimes(4);
    expect(options.logError).toHaveBeenCalledExactlyOnceWith(expect.any(String), error);
    expect(connection.getState()).toBe('failed');
  });

  it('starts counting again after a successful reconnect', async () => {
    const { socket, ready, options } = setup();
    await ready();
    socket().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
    socket().drop();
    expect(options.toast).toHaveBeenLastCalledWith(CHAT_CONNECTION_FAILED_KEY, { count: 2 });
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
    await ready('c-2');
    expect(options.shake).toHaveBeenLastCalledWith('c-2');
    socket().drop();
    expect(options.toast).toHaveBeenLastCalledWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
  });

  it('does not reset the count on a socket that opens but is never bound', async () => {
    const { socket, options } = setup();
    socket().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
    socket().open();
    socket().drop();
    expect(options.toast).toHaveBeenLastCalledWith(CHAT_CONNECTION_FAILED_KEY, { count: 2 });
  });

  it('treats a failed shake as a connection failure', async () => {
    const shake = vi.fn(async () => {
      throw new Error('offline');
    });
    const { socket, ready, options, connection } = setup({ shake });
    await ready();
    expect(socket().closedWith).toBe(1000);
    expect(connection.getState()).toBe('retrying');
    expect(options.toast).toHaveBeenCalledExactlyOnceWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
  });

  it('treats a shake that throws at once as a connection failure', async () => {
    const shake = vi.fn((): Promise<unknown> => {
      throw new Error('no session');
    });
    const { ready, options } = setup({ shake });
    await ready();
    expect(options.toast).toHaveBeenCalledOnce();
  });

  it('reconnects when the server goes silent for three pings', async () => {
    const { sockets, socket, ready, options } = setup();
    await ready();
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_TIMEOUT_MS - 1);
    socket().receive({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_TIMEOUT_MS - 1);
    expect(options.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(options.toast).toHaveBeenCalledExactlyOnceWith(CHAT_CONNECTION_FAILED_KEY, { count: 1 });
  });

  it('ignores events of a socket it has dropped', async () => {
    const { sockets, socket, ready, options } = setup();
    await ready();
    const old = socket();
    const onmessage = old.onmessage;
    const onclose = old.onclose;
    old.drop();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
    onmessage?.(new MessageEvent('message', { data: JSON.stringify(chatFrame(5)) }));
    onclose?.({ code: 1006 } as CloseEvent);
    expect(options.toast).toHaveBeenCalledOnce();
    expect(sockets).toHaveLength(2);
  });

  it('ignores a shake that settles after its socket was replaced', async () => {
    let resolveShake: (value: unknown) => void = () => undefined;
    const shake = vi.fn(() => new Promise((resolve) => (resolveShake = resolve)));
    const { socket, connection, options } = setup({ shake });
    socket().open();
    socket().receive({ type: 'init', client_id: 'old' });
    socket().drop();
    resolveShake(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.getState()).toBe('retrying');
    expect(options.toast).toHaveBeenCalledOnce();
  });
});

describe('close', () => {
  it('closes the socket and stops everything', async () => {
    const { sockets, socket, ready, connection, options } = setup();
    await ready();
    connection.close();
    expect(socket().closedWith).toBe(1000);
    expect(connection.getState()).toBe('closed');
    expect(connection.getClientId()).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(options.toast).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels a pending reconnect', async () => {
    const { sockets, socket, connection } = setup();
    socket().drop();
    connection.close();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS * 5);
    expect(sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not become ready when a shake settles after close', async () => {
    let resolveShake: (value: unknown) => void = () => undefined;
    const shake = vi.fn(() => new Promise((resolve) => (resolveShake = resolve)));
    const { socket, connection } = setup({ shake });
    socket().open();
    socket().receive({ type: 'init', client_id: 'c' });
    connection.close();
    resolveShake(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.getState()).toBe('closed');
  });

  it('survives a socket whose close throws', async () => {
    const { socket, connection } = setup();
    socket().close = () => {
      throw new Error('InvalidStateError');
    };
    expect(() => connection.close()).not.toThrow();
  });
});

describe('chatSocketUrl', () => {
  it.each([
    [{ protocol: 'https:', host: 'shop.example' }, undefined, 'wss://shop.example/ws'],
    [{ protocol: 'http:', host: 'localhost:8080' }, undefined, 'ws://localhost:8080/ws'],
    [{ protocol: 'https:', host: 'a.example' }, '/chat', 'wss://a.example/chat'],
  ])('%o %s gives %s', (location, path, expected) => {
    expect(chatSocketUrl(location, path)).toBe(expected);
  });
});
