import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  TEA_HOUSE,
  chatFrame,
  chatMessage,
  chatServer,
  connectChat,
  conversation,
  noticeFrame,
  noticeItem,
  pageOf,
  push,
} from '../../test/chat-fixtures.js';
import type { FakeServer } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

const bakery = conversation({
  id: 14,
  name: 'Bakery',
  shop_id: 5,
  content: '',
  type: 'img',
  count: 0,
  createtime: 1_699_000_000,
});
const service = conversation({
  id: 1,
  name: 'Support',
  shop_id: 0,
  content: '<b>Welcome</b> <img src=x onerror="alert(1)">',
  count: 0,
});

function server(overrides: Parameters<typeof chatServer>[0] = {}) {
  return chatServer({
    'GET /wanlshop/chat/lists': () => ({
      data: { ...pageOf([conversation(), bakery, service]), unread: 2 },
    }),
    'GET /wanlshop/notice/lists': () => ({
      data: {
        ...pageOf([
          noticeItem(),
          noticeItem({
            id: 40,
            type: 'system',
            title: 'Welcome aboard',
            content: 'Enjoy shopping',
            related_id: null,
            is_read: true,
          }),
        ]),
        unread: 1,
      },
    }),
    'POST /wanlshop/notice/read': () => ({ data: { unread: 0 } }),
    'POST /wanlshop/chat/del': () => ({ data: { total: 0 } }),
    'POST /wanlshop/chat/clear': () => ({ data: { total: 0 } }),
    ...overrides,
  });
}

async function open(options: { server?: FakeServer; width?: number; path?: string } = {}) {
  const app = await renderApp({
    path: options.path ?? '/user/notice',
    width: options.width ?? 375,
    session: sessionAnswer(),
    server: options.server ?? server(),
  });
  await screen.findByRole('heading', { name: 'Messages', level: 1 });
  return app;
}

/** The row of a conversation (its list item). */
const row = async (name: string) =>
  (await screen.findByRole('link', { name: new RegExp(name) })).closest('li')!;

describe('messages (/user/notice)', () => {
  it('lists the conversations with their last message as text, unread counts and links', async () => {
    const app = await open();
    const tea = within(await row('Tea House'));
    expect(tea.getByText('Is the green tea in stock?')).toBeInTheDocument();
    expect(tea.getByText('2 unread')).toBeInTheDocument();
    expect(tea.getByRole('link')).toHaveAttribute('href', '/chat/12?shop=3');
    expect(within(await row('Bakery')).getByText('[Picture]')).toBeInTheDocument();
    // The partner without a shop opens the conversation without one.
    const support = within(await row('Support'));
    expect(support.getByRole('link')).toHaveAttribute('href', '/chat/1');
    // Text is text: no element comes out of it.
    expect(support.getByText('<b>Welcome</b> <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(support.getByRole('link').querySelector('b, img')).toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'Messages' }));
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Chats (2)' })).toBeInTheDocument());
    await app.user.click(tea.getByRole('link'));
    await waitFor(() => expect(app.path()).toBe('/chat/12?shop=3'));
  });

  it('shows the notices, marks one read when opened and goes to its order', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('tab', { name: 'Notices (1)' }));
    const shipped = await screen.findByRole('button', { name: /Your order has shipped/ });
    expect(shipped).toHaveTextContent('Order B202401010001 has been shipped.');
    expect(shipped).toHaveTextContent('New');
    // A plain-text notice shows as written.
    expect(screen.getByRole('button', { name: /Welcome aboard/ })).toHaveTextContent(
      'Enjoy shopping',
    );
    await app.user.click(shipped);
    await waitFor(() => expect(app.path()).toBe('/user/order/details/501'));
    expect(app.server.calls('POST /wanlshop/notice/read')[0]?.body).toEqual({ id: 41 });
    await waitFor(() => expect(app.services.store.getState().user.statistics?.notice).toBe(0));
  });

  it('opens a read notice without marking it again, and a notice about nothing stays', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('tab', { name: 'Notices (1)' }));
    await app.user.click(await screen.findByRole('button', { name: /Welcome aboard/ }));
    expect(app.path()).toBe('/user/notice');
    expect(app.server.calls('POST /wanlshop/notice/read')).toHaveLength(0);
  });

  it('marks every notice read at once', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('tab', { name: 'Notices (1)' }));
    await app.user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/notice/read')[0]?.body).toEqual({}),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Notices' })).toBeInTheDocument();
  });

  it('keeps the unread counts live: chat messages and notices pushed over the connection', async () => {
    const chats = server();
    let listed = [conversation(), bakery];
    chats.on('GET /wanlshop/chat/lists', () => ({
      data: { ...pageOf(listed), unread: 2 },
    }));
    let notices = [noticeItem({ is_read: true })];
    chats.on('GET /wanlshop/notice/lists', () => ({
      data: { ...pageOf(notices), unread: notices.filter((item) => !item.is_read).length },
    }));
    chats.on('POST /wanlshop/chat/shake', () => ({
      data: { client_id: 'client-1', list: [], unread: { '12': 2 }, total: 2 },
    }));
    const app = await open({ server: chats });
    const socket = await connectChat(app.server);
    await screen.findByRole('tab', { name: 'Chats (2)' });

    const fromBakery = chatMessage({
      id: 901,
      form: { id: 14, name: 'Baker', avatar: '', shop_id: 5 },
      message: { type: 'text', content: { text: 'Fresh bread today' } },
    });
    listed = [{ ...bakery, content: 'Fresh bread today', type: 'text', count: 1 }, conversation()];
    push(socket, chatFrame(fromBakery));
    expect(await screen.findByRole('tab', { name: 'Chats (3)' })).toBeInTheDocument();
    expect(await screen.findByText('Fresh bread today')).toBeInTheDocument();
    expect(within(await row('Bakery')).getByText('1 unread')).toBeInTheDocument();

    const paid = noticeItem({ id: 42, title: 'order:notice.shipped', related_id: 502 });
    notices = [paid, ...notices];
    push(socket, noticeFrame(paid));
    expect(await screen.findByRole('tab', { name: 'Notices (1)' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Notices (1)' }));
    expect(await screen.findAllByRole('button', { name: /Your order has shipped/ })).toHaveLength(
      2,
    );
  });

  it('deletes a conversation and clears a history only after the confirmation', async () => {
    const app = await open();
    const tea = within(await row('Tea House'));
    await app.user.click(tea.getByRole('button', { name: 'More actions for Tea House' }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete chat' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete the chat with Tea House from your list?');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /wanlshop/chat/del')).toHaveLength(0);

    await app.user.click(tea.getByRole('button', { name: 'More actions for Tea House' }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete chat' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete chat' }),
    );
    await expectToast(app, 'Chat deleted');
    expect(app.server.calls('POST /wanlshop/chat/del')[0]?.body).toEqual({ id: TEA_HOUSE.userId });
    // Deleting marks it read.
    expect(app.services.store.getState().chat.unread).toEqual({});

    await app.user.click(
      within(await row('Bakery')).getByRole('button', { name: 'More actions for Bakery' }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Clear chat history' }));
    const clear = await screen.findByRole('alertdialog');
    expect(clear).toHaveTextContent('Clear the chat history with Bakery?');
    await app.user.click(within(clear).getByRole('button', { name: 'Clear chat history' }));
    await expectToast(app, 'Chat history cleared');
    expect(app.server.calls('POST /wanlshop/chat/clear')[0]?.body).toEqual({ id: 14 });
  });

  it("shows the server's refusal of a deletion and keeps the conversation", async () => {
    const app = await open({
      server: server({ 'POST /wanlshop/chat/del': () => ({ refuse: 'Not found', status: 404 }) }),
    });
    const tea = within(await row('Tea House'));
    await app.user.click(tea.getByRole('button', { name: 'More actions for Tea House' }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete chat' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete chat' }),
    );
    await expectToast(app, 'Not found');
    expect(app.toasts()).not.toContain('Chat deleted');
    expect(app.services.store.getState().chat.unread).toEqual({ [TEA_HOUSE.userId]: 2 });
  });

  it('shows "no data" for empty lists', async () => {
    const app = await open({ server: chatServer() });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Notices' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('offers a retry when a list cannot be loaded', async () => {
    let fail = true;
    const failing = server({
      'GET /wanlshop/chat/lists': () =>
        fail ? 'network-error' : { data: { ...pageOf([conversation()]), unread: 2 } },
      'GET /wanlshop/notice/lists': () =>
        fail ? 'network-error' : { data: { ...pageOf([noticeItem()]), unread: 1 } },
    });
    const app = await open({ server: failing });
    expect(
      await screen.findByText('Your chats could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Tea House')).toBeInTheDocument();

    fail = true;
    await app.user.click(screen.getByRole('tab', { name: /Notices/ }));
    expect(
      await screen.findByText('Your notices could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('button', { name: /Your order has shipped/ }),
    ).toBeInTheDocument();
  });

  it('pages the conversations to "no more data"', async () => {
    const paged = server({
      'GET /wanlshop/chat/lists': ({ query }) => ({
        data:
          query.get('page') === '2'
            ? { ...pageOf([bakery], 2, 2), unread: 2 }
            : { ...pageOf([conversation()], 1, 2), unread: 2 },
      }),
    });
    const app = await open({ server: paged });
    await row('Tea House');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('Bakery')).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('shows chats and notices side by side on desktop, with their unread counts', async () => {
    await open({ width: 1280 });
    const chats = screen.getByRole('region', { name: 'Chats' });
    const notices = screen.getByRole('region', { name: 'Notices' });
    expect(await within(chats).findByRole('link', { name: /Tea House/ })).toBeInTheDocument();
    expect(
      await within(notices).findByRole('button', { name: /Your order has shipped/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await waitFor(() => expect(within(notices).getByText('1 unread')).toBeInTheDocument());
    // The side navigation's messages entry is the current page.
    expect(screen.getByRole('link', { name: /^Messages/, current: 'page' })).toBeInTheDocument();
  });
});
