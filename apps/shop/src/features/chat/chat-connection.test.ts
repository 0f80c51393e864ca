import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@bazaar/i18n';
import { createServices } from '../../app/services.js';
import { endSession, setSession } from '../../state/index.js';
import { createFakeServer } from '../../test/fake-server.js';
import { FakeWebSocket } from '../../test/fake-socket.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { memoryRouterFactory } from '../../test/render-app.js';
import { memoryStorage } from '../../test/memory-storage.js';
import { chatHub } from './chat-hub.js';
import { keepChatConnected, unreadFromWire } from './chat-connection.js';
import { notificationSound } from './notification-sound.js';
import { VOICE_SETTING_KEY } from './voice-setting.js';

const SHAKE = 'POST /wanlshop/chat/shake';

function chatFrame(from: number, id = 100) {
  return {
    type: 'chat',
    id,
    to_id: 7,
    form: { id: from, name: 'Tea House', avatar: '', shop_id: 1 },
    message: { type: 'text', content: { text: 'Hello' } },
    createtime: 1_700_000_000,
  };
}

async function setUp({ loggedIn = true } = {}) {
  const server = createFakeServer({
    [SHAKE]: ({ body }) => ({
      data: {
        client_id: (body as { client_id: string }).client_id,
        list: [],
        unread: { '5': 2 },
        total: 2,
      },
    }),
  });
  const storage = memoryStorage();
  const i18n = await createI18n({ language: 'en' });
  const services = createServices({
    i18n,
    storage,
    fetch: server.fetch,
    createRouter: memoryRouterFactory,
  });
  if (loggedIn) setSession(services.store, sessionAnswer('token-1'), services.now());
  const toast = vi.spyOn(services, 'toast');
  const stop = keepChatConnected(services, { url: 'ws://shop.test/ws' });
  return { server, services, storage, toast, stop, hub: chatHub(services.store) };
}

/** Opens the latest socket and lets the server say init; resolves once the shake answered. */
async function connect(server: ReturnType<typeof createFakeServer>, clientId = 'client-1') {
  const socket = FakeWebSocket.latest()!;
  socket.open();
  socket.receive({ type: 'init', client_id: clientId });
  await vi.waitFor(() => expect(server.calls(SHAKE)).not.toHaveLength(0));
  await vi.waitFor(() => expect(server.calls(SHAKE).at(-1)?.body).toBeDefined());
  return socket;
}

afterEach(() => {
  FakeWebSocket.reset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('keepChatConnected', () => {
  it('opens no socket for a visitor, one at login, and closes it at logout', async () => {
    const { services, stop } = await setUp({ loggedIn: false });
    expect(FakeWebSocket.instances).toHaveLength(0);
    setSession(services.store, sessionAnswer('token-1'), services.now());
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest()?.url).toBe('ws://shop.test/ws');
    // A renewed token is the same user: the connection stays.
    setSession(services.store, sessionAnswer('token-2'), services.now());
    expect(FakeWebSocket.instances).toHaveLength(1);
    endSession(services.store);
    expect(FakeWebSocket.latest()?.closed).toBe(true);
    stop();
  });

  it('registers the client id on init with chat/shake, keeps it and the exact unread counts', async () => {
    const { server, services, stop } = await setUp();
    await connect(server, 'client-42');
    expect(server.calls(SHAKE)[0]).toMatchObject({
      body: { client_id: 'client-42' },
      headers: { token: 'token-1' },
    });
    await vi.waitFor(() => expect(services.store.getState().chat.unread).toEqual({ 5: 2 }));
    expect(services.store.getState().chat.clientId).toBe('client-42');
    stop();
  });

  it('answers ping with pong', async () => {
    const { server, stop } = await setUp();
    const socket = await connect(server);
    socket.receive({ type: 'ping' });
    expect(socket.sent).toEqual([{ type: 'pong' }]);
    stop();
  });

  it('raises pushes as app events and counts a message as unread unless its conversation is open', async () => {
    const { server, services, hub, stop } = await setUp();
    const socket = await connect(server);
    await vi.waitFor(() => expect(services.store.getState().chat.unread).toEqual({ 5: 2 }));
    const events = vi.fn();
    hub.subscribe(events);

    socket.receive(chatFrame(5, 101));
    expect(services.store.getState().chat.unread).toEqual({ 5: 3 });
    expect(events).toHaveBeenCalledWith(expect.objectContaining({ type: 'chat', id: 101 }));

    const close = hub.openConversation(9);
    socket.receive(chatFrame(9, 102));
    expect(services.store.getState().chat.unread).toEqual({ 5: 3 });
    close();
    socket.receive(chatFrame(9, 103));
    expect(services.store.getState().chat.unread).toEqual({ 5: 3, 9: 1 });

    hub.markRead(5);
    expect(services.store.getState().chat.unread).toEqual({ 9: 1 });
    socket.receive({ ...chatFrame(0, 104), type: 'notice' });
    expect(events).toHaveBeenCalledWith(expect.objectContaining({ type: 'notice', id: 104 }));
    stop();
  });

  it('counts an order or other notice pushed as one more unread notice, until stopped', async () => {
    const { server, services, stop } = await setUp();
    const socket = await connect(server);
    const notices = () => services.store.getState().user.statistics?.notice;
    expect(notices()).toBe(0);
    socket.receive({ ...chatFrame(0, 200), type: 'order' });
    socket.receive({ ...chatFrame(0, 201), type: 'notice' });
    expect(notices()).toBe(2);
    socket.receive(chatFrame(5, 202));
    socket.receive({ ...chatFrame(0, 203), type: 'live' });
    expect(notices()).toBe(2);
    stop();
    chatHub(services.store).emit({ ...chatFrame(0, 204), type: 'notice' } as never);
    expect(notices()).toBe(2);
  });

  it('plays the sound only while the voice setting is on', async () => {
    const play = vi.spyOn(notificationSound, 'play').mockImplementation(() => {});
    const { server, storage, stop } = await setUp();
    const socket = await connect(server);
    socket.receive(chatFrame(5, 101));
    expect(play).toHaveBeenCalledTimes(1);
    storage.setItem(VOICE_SETTING_KEY, 'off');
    socket.receive(chatFrame(5, 102));
    expect(play).toHaveBeenCalledTimes(1);
    stop();
  });

  it('toasts "connection failed, retrying (attempt N)" up to 3 times, then logs an error', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { toast, stop } = await setUp();
    for (const attempt of [1, 2, 3]) {
      FakeWebSocket.latest()!.drop();
      expect(toast).toHaveBeenLastCalledWith(
        `Connection failed, retrying (attempt ${attempt})`,
        'critical',
      );
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(FakeWebSocket.instances).toHaveLength(4);
    FakeWebSocket.latest()!.drop();
    expect(toast).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Chat connection failed'),
      expect.anything(),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    stop();
  });
});

describe('unreadFromWire', () => {
  it('turns string keys into user ids and drops entries that are not counts', () => {
    expect(unreadFromWire({ '5': 2, '9': 1, x: 3, '0': 1, '7': 0, '8': 1.5 })).toEqual({
      5: 2,
      9: 1,
    });
  });
});
