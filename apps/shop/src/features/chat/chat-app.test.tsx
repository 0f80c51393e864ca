import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setSession } from '../../state/index.js';
import {
  chatFrame,
  chatMessage,
  chatServer,
  connectChat,
  noticeFrame,
  noticeItem,
  pageOf,
  push,
} from '../../test/chat-fixtures.js';
import { FakeWebSocket } from '../../test/fake-socket.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { notificationSound } from './notification-sound.js';
import { VOICE_SETTING_KEY } from './voice-setting.js';

/** A logged-in user with one unread notice. */
function withNotice() {
  const answer = sessionAnswer();
  return { ...answer, statistics: { ...answer.statistics, notice: 1 } };
}

function server() {
  return chatServer({
    'POST /wanlshop/chat/shake': ({ body }) => ({
      data: {
        client_id: (body as { client_id: string }).client_id,
        list: [],
        unread: { '12': 2 },
        total: 2,
      },
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the chat connection in the app', () => {
  it('opens no socket for a visitor, and starts at login: init, client id, chat/shake', async () => {
    const app = await renderApp({ path: '/cart', server: server() });
    await screen.findByRole('navigation', { name: 'Main sections' });
    expect(FakeWebSocket.instances).toHaveLength(0);
    act(() => setSession(app.services.store, sessionAnswer('token-9'), app.services.now()));
    // The chat client's code loads at login (a visitor's pages never download it).
    await waitFor(() => expect(FakeWebSocket.latest()?.url).toMatch(/^ws:\/\/.+\/ws$/));
    await connectChat(app.server, 'client-77');
    expect(app.server.calls('POST /wanlshop/chat/shake')[0]).toMatchObject({
      body: { client_id: 'client-77' },
      headers: { token: 'token-9' },
    });
    expect(app.services.store.getState().chat.clientId).toBe('client-77');
  });

  it('shows unread chat messages and notices on the "me" tab, live', async () => {
    vi.spyOn(notificationSound, 'play').mockImplementation(() => {});
    const app = await renderApp({ path: '/cart', session: withNotice(), server: server() });
    const tabs = within(await screen.findByRole('navigation', { name: 'Main sections' }));
    expect(tabs.getByRole('link', { name: '1 unread Me' })).toBeInTheDocument();
    const socket = await connectChat(app.server);
    await waitFor(() =>
      expect(tabs.getByRole('link', { name: '3 unread Me' })).toBeInTheDocument(),
    );

    // A message from someone other than the open conversation counts.
    push(socket, chatFrame(chatMessage({ id: 950 })));
    expect(tabs.getByRole('link', { name: '4 unread Me' })).toBeInTheDocument();
    push(socket, noticeFrame(noticeItem({ id: 60 })));
    expect(tabs.getByRole('link', { name: '5 unread Me' })).toBeInTheDocument();
    expect(notificationSound.play).toHaveBeenCalledTimes(2);
  });

  it('plays no sound while the voice setting is off', async () => {
    const play = vi.spyOn(notificationSound, 'play').mockImplementation(() => {});
    window.localStorage.setItem(VOICE_SETTING_KEY, 'off');
    const app = await renderApp({ path: '/cart', session: sessionAnswer(), server: server() });
    const socket = await connectChat(app.server);
    push(socket, chatFrame(chatMessage({ id: 951 })));
    expect(app.services.store.getState().chat.unread).toEqual({ 12: 3 });
    expect(play).not.toHaveBeenCalled();
  });

  it('toasts "connection failed, retrying (attempt N)" when the socket drops', async () => {
    const app = await renderApp({ path: '/cart', session: sessionAnswer(), server: server() });
    await connectChat(app.server);
    act(() => FakeWebSocket.latest()!.drop());
    await expectToast(app, 'Connection failed, retrying (attempt 1)');
  });

  it('shows the unread count on the header\'s "me" and the messages entry on desktop', async () => {
    const desktop = server();
    desktop.on('GET /wanlshop/notice/lists', () => ({
      data: { ...pageOf([noticeItem()]), unread: 1 },
    }));
    const app = await renderApp({
      path: '/user/notice',
      width: 1280,
      session: withNotice(),
      server: desktop,
    });
    await connectChat(app.server);
    const main = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await waitFor(() =>
      expect(main.getByRole('link', { name: '3 unread Me' })).toHaveAttribute('href', '/user'),
    );
    const side = within(screen.getByRole('navigation', { name: 'My account' }));
    expect(side.getByRole('link', { name: /Messages/ })).toHaveTextContent('3 unread');
  });
});
