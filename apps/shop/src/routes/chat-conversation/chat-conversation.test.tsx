import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@bazaar/api/contract';
import {
  ME,
  TEA_HOUSE,
  chatFrame,
  chatMessage,
  chatServer,
  connectChat,
  myMessage,
  pageOf,
  push,
} from '../../test/chat-fixtures.js';
import type { FakeServer, ServerHandler } from '../../test/fake-server.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { goodsCard, sessionAnswer } from '../../test/fixtures.js';
import { orderItem } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

const TEA_PATH = `/chat/${TEA_HOUSE.userId}?shop=${TEA_HOUSE.shopId}`;

const green = goodsCard({ id: 11, shop_id: TEA_HOUSE.shopId, title: 'Green tea', price: '12.50' });

/** The answer of `chat/send` for a body: the stored message, with an id counting up. */
function sent(): ServerHandler {
  let id = 1000;
  return ({ body }) => {
    const { to_id, message } = body as { to_id: number; message: ChatMessage['message'] };
    const stored =
      message.type === 'goods'
        ? {
            type: 'goods',
            content: {
              goods_id: 11,
              title: 'Green tea',
              image: '/uploads/tea.png',
              price: '12.50',
            },
          }
        : message.type === 'order'
          ? {
              type: 'order',
              content: {
                order_id: 501,
                order_no: 'B202401010001',
                title: 'Green tea',
                image: '',
                count: 2,
                total: '30.00',
                state: 1,
              },
            }
          : message;
    return {
      data: {
        ...chatMessage({
          id: ++id,
          to_id,
          form: { id: ME, name: 'Buyer', avatar: '', shop_id: 0 },
        }),
        message: stored,
      },
    };
  };
}

function server(handlers: Record<string, ServerHandler> = {}) {
  return chatServer({
    'POST /wanlshop/chat/getShopChat': ({ body }) => ({
      data: {
        user_id: TEA_HOUSE.userId,
        shop_id: TEA_HOUSE.shopId,
        name: TEA_HOUSE.name,
        avatar: '',
        goodsInfo: (body as { goods_id?: number }).goods_id ? green : null,
      },
    }),
    'POST /wanlshop/chat/history': () => ({
      data: pageOf([
        myMessage('<b>Is it fresh?</b>', 902),
        chatMessage({ id: 901, createtime: 1_699_999_000 }),
      ]),
    }),
    'POST /wanlshop/chat/send': sent(),
    ...handlers,
  });
}

async function open(
  path = TEA_PATH,
  options: { server?: FakeServer; width?: number; title?: string } = {},
) {
  const app = await renderApp({
    path,
    width: options.width ?? 375,
    session: sessionAnswer(),
    server: options.server ?? server(),
  });
  await screen.findByRole('heading', { name: options.title ?? 'Tea House', level: 1 });
  return app;
}

const log = () => screen.getByRole('log', { name: 'Messages' });

async function type(app: Awaited<ReturnType<typeof open>>, text: string) {
  await app.user.type(screen.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat (/chat/:id)', () => {
  it('shows the history oldest first, text as text, and reads the conversation', async () => {
    const app = await open();
    expect(await within(log()).findByText('Hello from the Tea House')).toBeInTheDocument();
    const texts = within(log())
      .getAllByText(/Hello from the Tea House|Is it fresh/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Hello from the Tea House', '<b>Is it fresh?</b>']);
    expect(log().querySelector('b')).toBeNull();
    expect(app.server.calls('POST /wanlshop/chat/history')[0]?.body).toEqual({
      to_id: TEA_HOUSE.userId,
      limit: 20,
      page: 1,
    });
    expect(app.server.calls('POST /wanlshop/chat/getShopChat')[0]?.body).toEqual({
      shop_id: TEA_HOUSE.shopId,
    });
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/chat/read')[0]?.body).toEqual({
        id: TEA_HOUSE.userId,
      }),
    );
    expect(within(log()).getByText('No more data')).toBeInTheDocument();
  });

  it.each([
    ['without messages', [], 'No messages yet. Say hello!'],
    [
      'with every message read',
      [chatMessage({ is_read: true }), myMessage('Thanks', 902)],
      'Thanks',
    ],
  ])('asks nothing to be marked read in a conversation %s', async (_name, history, shown) => {
    const app = await open(TEA_PATH, {
      server: server({ 'POST /wanlshop/chat/history': () => ({ data: pageOf(history) }) }),
    });
    expect(await within(log()).findByText(shown)).toBeInTheDocument();
    await waitFor(() => expect(app.server.calls('POST /wanlshop/chat/history')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/chat/read')).toEqual([]);
  });

  it('sends a text at once and keeps it as the server stored it', async () => {
    const app = await open();
    await within(log()).findByText('Hello from the Tea House');
    await type(app, 'Two boxes please');
    expect(await within(log()).findByText('Two boxes please')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toEqual({
        to_id: TEA_HOUSE.userId,
        message: { type: 'text', content: { text: 'Two boxes please' } },
      }),
    );
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('sends messages typed quickly one after another, in the order they were typed', async () => {
    const send = sent();
    let release = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const app = await open(TEA_PATH, {
      server: server({
        'POST /wanlshop/chat/send': async (request) => {
          calls += 1;
          if (calls === 1) await first;
          return send(request);
        },
      }),
    });
    await within(log()).findByText('Hello from the Tea House');
    await type(app, 'First');
    await type(app, 'Second');
    expect(await within(log()).findByText('Second')).toBeInTheDocument();
    // The second waits while the first is on its way.
    expect(app.server.calls('POST /wanlshop/chat/send')).toHaveLength(1);
    release();
    await waitFor(() => expect(app.server.calls('POST /wanlshop/chat/send')).toHaveLength(2));
    const texts = app.server
      .calls('POST /wanlshop/chat/send')
      .map(
        (call) => (call.body as { message: { content: { text: string } } }).message.content.text,
      );
    expect(texts).toEqual(['First', 'Second']);
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
  });

  it('asks before the page is left while messages are still being sent, and not after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = sent();
    const app = await open(TEA_PATH, {
      server: server({
        'POST /wanlshop/chat/send': async (request) => {
          await held;
          return send(request);
        },
      }),
    });
    await within(log()).findByText('Hello from the Tea House');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await type(app, 'Still there?');
    expect(await within(log()).findByLabelText('Sending')).toBeInTheDocument();
    expect(leave()).toBe(true);
    release();
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
    expect(leave()).toBe(false);
  });

  it('marks a message the server refused and sends it again on request', async () => {
    let refuse = true;
    const send = sent();
    const app = await open(TEA_PATH, {
      server: server({
        'POST /wanlshop/chat/send': (request) =>
          refuse ? { refuse: 'Too many messages, please wait', status: 429 } : send(request),
      }),
    });
    await within(log()).findByText('Hello from the Tea House');
    await type(app, 'Hello?');
    await expectToast(app, 'Too many messages, please wait');
    const failure = await within(log()).findByRole('alert');
    expect(failure).toHaveTextContent('Not sent');
    refuse = false;
    await app.user.click(within(failure).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(log()).queryByRole('alert')).not.toBeInTheDocument());
    expect(app.server.calls('POST /wanlshop/chat/send')).toHaveLength(2);
    expect(within(log()).getAllByText('Hello?')).toHaveLength(1);
  });

  it('offers the goods being asked about as a card to send, once', async () => {
    const app = await open(`${TEA_PATH}&goods=11`);
    const card = await screen.findByRole('region', { name: 'Green tea' });
    expect(app.server.calls('POST /wanlshop/chat/getShopChat')[0]?.body).toEqual({
      shop_id: TEA_HOUSE.shopId,
      goods_id: 11,
    });
    await app.user.click(within(card).getByRole('button', { name: 'Send goods' }));
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toEqual({
        to_id: TEA_HOUSE.userId,
        message: { type: 'goods', content: { goods_id: 11 } },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Green tea' })).not.toBeInTheDocument();
    const link = await within(log()).findByRole('link', { name: /Green tea/ });
    expect(link).toHaveAttribute('href', '/goods/11');
  });

  it('uploads a picture and sends it; other files are refused', async () => {
    const uploads = installFakeUploads(() => ({
      data: { url: '/uploads/photo.png', name: 'photo.png' },
    }));
    const revoke = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = revoke;
    try {
      const app = await open();
      await within(log()).findByText('Hello from the Tea House');
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      uploads.hold();
      await app.user.upload(input, imageFile('photo.png'));
      // The picture shows at once from the device while it uploads.
      expect(await within(log()).findByRole('img', { name: 'Picture message' })).toHaveAttribute(
        'src',
        'blob:photo',
      );
      expect(within(log()).getByLabelText('Sending')).toBeInTheDocument();
      uploads.release();
      await waitFor(() =>
        expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toEqual({
          to_id: TEA_HOUSE.userId,
          message: { type: 'img', content: { url: '/uploads/photo.png' } },
        }),
      );
      expect(uploads.uploads[0]?.file?.name).toBe('photo.png');
      expect(await within(log()).findByRole('img', { name: 'Picture message' })).toHaveAttribute(
        'src',
        '/uploads/photo.png',
      );

      await userEvent
        .setup({ applyAccept: false })
        .upload(input, new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
      await expectToast(app, 'Only JPG, JPEG or PNG images can be uploaded');
      expect(uploads.uploads).toHaveLength(1);
      // Leaving the conversation releases the local copy.
      app.unmount();
      expect(revoke).toHaveBeenCalledWith('blob:photo');
    } finally {
      uploads.restore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it("shows the partner's messages as they come, read at once; others only count", async () => {
    const app = await open();
    await within(log()).findByText('Hello from the Tea House');
    const socket = await connectChat(app.server);
    const reads = () => app.server.calls('POST /wanlshop/chat/read').length;
    const before = reads();
    push(
      socket,
      chatFrame(
        chatMessage({ id: 903, message: { type: 'text', content: { text: 'Yes, picked today' } } }),
      ),
    );
    expect(await within(log()).findByText('Yes, picked today')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(app.services.store.getState().chat.unread).toEqual({});

    push(
      socket,
      chatFrame(
        chatMessage({
          id: 904,
          form: { id: 14, name: 'Baker', avatar: '', shop_id: 5 },
          message: { type: 'text', content: { text: 'Bread is ready' } },
        }),
      ),
    );
    expect(app.services.store.getState().chat.unread).toEqual({ 14: 1 });
    expect(within(log()).queryByText('Bread is ready')).not.toBeInTheDocument();
  });

  it('reads earlier messages page by page up to "no more data"', async () => {
    const app = await open(TEA_PATH, {
      server: server({
        'POST /wanlshop/chat/history': ({ body }) =>
          (body as { page: number }).page === 2
            ? {
                data: pageOf(
                  [
                    chatMessage({
                      id: 800,
                      createtime: 1_690_000_000,
                      message: { type: 'text', content: { text: 'Welcome to our shop' } },
                    }),
                  ],
                  2,
                  2,
                ),
              }
            : { data: pageOf([chatMessage()], 1, 2) },
      }),
    });
    await within(log()).findByText('Hello from the Tea House');
    expect(within(log()).queryByText('No more data')).not.toBeInTheDocument();
    await app.user.click(within(log()).getByRole('button', { name: 'Earlier messages' }));
    expect(await within(log()).findByText('Welcome to our shop')).toBeInTheDocument();
    const texts = within(log())
      .getAllByText(/Welcome to our shop|Hello from the Tea House/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Welcome to our shop', 'Hello from the Tea House']);
    expect(within(log()).getByText('No more data')).toBeInTheDocument();
  });

  it('says hello on an empty conversation and offers a retry when the history fails', async () => {
    let fail = true;
    const app = await open(TEA_PATH, {
      server: server({
        'POST /wanlshop/chat/history': () => (fail ? 'network-error' : { data: pageOf([]) }),
      }),
    });
    expect(
      await within(log()).findByText('The messages could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await app.user.click(within(log()).getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it('sends one of the orders placed with the shop', async () => {
    const app = await open(TEA_PATH, {
      server: server({
        'GET /wanlshop/order/getOrderList': () => ({
          data: pageOf([
            orderItem({ shop: { id: TEA_HOUSE.shopId, shopname: 'Tea House', avatar: '' } }),
            orderItem({
              id: 502,
              order_no: 'B202401010002',
              shop: { id: 5, shopname: 'Bakery', avatar: '' },
            }),
          ]),
        }),
      }),
    });
    await within(log()).findByText('Hello from the Tea House');
    await app.user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send an order' });
    const send = await within(sheet).findByRole('button', { name: 'Send order B202401010001' });
    expect(within(sheet).queryByText('Order B202401010002')).not.toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/order/getOrderList')[0]?.query.get('state')).toBe('0');
    await app.user.click(send);
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toEqual({
        to_id: TEA_HOUSE.userId,
        message: { type: 'order', content: { order_id: 501 } },
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Send an order' })).not.toBeInTheDocument();
    expect(await within(log()).findByRole('link', { name: /Order B202401010001/ })).toHaveAttribute(
      'href',
      '/user/order/details/501',
    );
  });

  it('reads more orders until one is with the shop, and says when there is none', async () => {
    const app = await open(TEA_PATH, {
      server: server({
        'GET /wanlshop/order/getOrderList': ({ query }) => ({
          data:
            query.get('page') === '2'
              ? pageOf(
                  [
                    orderItem({
                      id: 503,
                      order_no: 'B3',
                      shop: { id: 9, shopname: 'Other', avatar: '' },
                    }),
                  ],
                  2,
                  2,
                )
              : pageOf([orderItem({ shop: { id: 5, shopname: 'Bakery', avatar: '' } })], 1, 2),
        }),
      }),
    });
    await within(log()).findByText('Hello from the Tea House');
    await app.user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send an order' });
    expect(await within(sheet).findByText('No orders yet')).toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/order/getOrderList')).toHaveLength(2);
  });

  it('finds the partner of "chat with the shop" first, then names them in the address', async () => {
    const app = await renderApp({
      path: `/chat/shop?shop=${TEA_HOUSE.shopId}&goods=11`,
      session: sessionAnswer(),
      server: server(),
    });
    await waitFor(() => expect(app.path()).toBe(`${TEA_PATH}&goods=11`));
    expect(await screen.findByRole('heading', { name: 'Tea House', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Green tea' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the shop's chat, with a retry", async () => {
    let refuse = true;
    const app = await renderApp({
      path: `/chat/shop?shop=${TEA_HOUSE.shopId}`,
      session: sessionAnswer(),
      server: server({
        'POST /wanlshop/chat/getShopChat': () =>
          refuse
            ? { refuse: 'You cannot send a message to yourself' }
            : {
                data: {
                  user_id: TEA_HOUSE.userId,
                  shop_id: TEA_HOUSE.shopId,
                  name: 'Tea House',
                  avatar: '',
                  goodsInfo: null,
                },
              },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot send a message to yourself');
    refuse = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(app.path()).toBe(TEA_PATH));
  });

  it('says so for an address that names no one', async () => {
    await renderApp({ path: '/chat/abc', session: sessionAnswer(), server: server() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This chat does not exist.');
  });

  it('refuses a chat with oneself', async () => {
    await renderApp({ path: `/chat/${ME}`, session: sessionAnswer(), server: server() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot send a message to yourself',
    );
  });

  it('shows the conversation in the desktop layout, named by the partner without a shop', async () => {
    const app = await open(`/chat/${TEA_HOUSE.userId}`, { width: 1280, title: 'Tea owner' });
    expect(await within(log()).findByText('Hello from the Tea House')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/chat/getShopChat')).toHaveLength(0);
    await type(app, 'Hi');
    await waitFor(() => expect(app.server.calls('POST /wanlshop/chat/send')).toHaveLength(1));
  });
});

/** A `MediaRecorder` stand-in: records nothing, hands one chunk over when stopped. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options?: { mimeType?: string },
  ) {
    FakeRecorder.instances.push(this);
  }
  get mimeType() {
    return this.options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

describe('voice messages', () => {
  function installMicrophone(allow = true) {
    const stopTrack = vi.fn();
    FakeRecorder.instances = [];
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: vi.fn(async () => {
          if (!allow) throw new DOMException('denied', 'NotAllowedError');
          return { getTracks: () => [{ stop: stopTrack }] };
        }),
      },
    });
    return { stopTrack };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('records, uploads and sends a voice message with its length', async () => {
    const { stopTrack } = installMicrophone();
    const uploads = installFakeUploads(() => ({
      data: { url: '/uploads/voice.webm', name: 'voice.webm' },
    }));
    let now = 1_700_000_000_000;
    try {
      const app = await renderApp({
        path: TEA_PATH,
        session: sessionAnswer(),
        server: server(),
        now: () => now,
      });
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
        'Hello from the Tea House',
      );
      await app.user.click(screen.getByRole('button', { name: 'Record a voice message' }));
      expect(await screen.findByRole('timer', { name: 'Recording' })).toHaveTextContent('0:00');
      expect(FakeRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');
      now += 4_200;
      await app.user.click(screen.getByRole('button', { name: 'Send voice' }));
      await waitFor(() =>
        expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toEqual({
          to_id: TEA_HOUSE.userId,
          message: { type: 'voice', content: { url: '/uploads/voice.webm', duration: 4 } },
        }),
      );
      expect(uploads.uploads[0]?.file).toMatchObject({ name: 'voice.webm', type: 'audio/webm' });
      expect(stopTrack).toHaveBeenCalled();
      expect(
        await screen.findByRole('button', { name: 'Voice message, 4 seconds' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    } finally {
      uploads.restore();
    }
  });

  it('drops a recording cancelled or under a second, and says when the microphone is refused', async () => {
    installMicrophone();
    // The clock stands still: every recording lasts 0 s.
    const app = await renderApp({
      path: TEA_PATH,
      session: sessionAnswer(),
      server: server(),
      now: () => 1_700_000_000_000,
    });
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
      'Hello from the Tea House',
    );
    await app.user.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await app.user.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await app.user.click(await screen.findByRole('button', { name: 'Send voice' }));
    await expectToast(app, 'The recording is too short');
    expect(app.server.calls('POST /wanlshop/chat/send')).toHaveLength(0);

    installMicrophone(false);
    await app.user.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await expectToast(
      app,
      'The microphone is not available. Allow it in your browser to send voice messages.',
    );
  });

  it('shows the elapsed time and stops by itself at the longest length', async () => {
    installMicrophone();
    const uploads = installFakeUploads(() => ({
      data: { url: '/uploads/voice.webm', name: 'voice.webm' },
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = await open();
      await within(log()).findByText('Hello from the Tea House');
      await app.user.click(screen.getByRole('button', { name: 'Record a voice message' }));
      await screen.findByRole('timer');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
      expect(screen.getByRole('timer')).toHaveTextContent(/0:0[1-3]/);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
      expect(FakeRecorder.instances[0]?.state).toBe('inactive');
      await waitFor(() =>
        expect(app.server.calls('POST /wanlshop/chat/send')[0]?.body).toMatchObject({
          message: { type: 'voice', content: { duration: 60 } },
        }),
      );
    } finally {
      vi.useRealTimers();
      uploads.restore();
    }
  });
});
