import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ChatMessage, Conversation, NoticeItem } from '@bazaar/api/contract';
import { createFakeServer, type FakeServer, type ServerHandler } from './fake-server.js';
import { FakeWebSocket } from './fake-socket.js';
import { page } from './fixtures.js';

/** The logged-in user of the tests (`userinfo()` of fixtures.ts). */
export const ME = 7;

/** The Tea House shop (id 3) and its owner's user (12): a buyer's chat partner. */
export const TEA_HOUSE = { shopId: 3, userId: 12, name: 'Tea House' } as const;

export { page as pageOf };

/** A conversation of `chat/lists`: with the Tea House, 2 unread, its last message a text. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: TEA_HOUSE.userId,
    user_id: overrides.id ?? TEA_HOUSE.userId,
    name: TEA_HOUSE.name,
    avatar: '',
    shop_id: TEA_HOUSE.shopId,
    content: 'Is the green tea in stock?',
    type: 'text',
    count: 2,
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** A text message from the Tea House's owner to the user. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 900,
    to_id: ME,
    form: { id: TEA_HOUSE.userId, name: 'Tea owner', avatar: '', shop_id: TEA_HOUSE.shopId },
    message: { type: 'text', content: { text: 'Hello from the Tea House' } },
    createtime: 1_700_000_000,
    is_read: false,
    ...overrides,
  };
}

/** A text message the user sent to `to`. */
export function myMessage(text: string, id: number, to: number = TEA_HOUSE.userId): ChatMessage {
  return chatMessage({
    id,
    to_id: to,
    form: { id: ME, name: 'Buyer', avatar: '', shop_id: 0 },
    message: { type: 'text', content: { text } },
  });
}

/** A notice of `notice/lists`: an order notice (order 501 shipped), unread. */
export function noticeItem(overrides: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id: 41,
    type: 'order',
    title: 'order:notice.shipped',
    content: JSON.stringify({ order_no: 'B202401010001' }),
    related_id: 501,
    is_read: false,
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** The fake server of chat tests: empty lists and histories unless the test says otherwise. */
export function chatServer(handlers: Record<string, ServerHandler> = {}): FakeServer {
  return createFakeServer({
    'GET /wanlshop/chat/lists': () => ({ data: { ...page([]), unread: 0 } }),
    'GET /wanlshop/notice/lists': () => ({ data: { ...page([]), unread: 0 } }),
    'POST /wanlshop/chat/history': () => ({ data: page([]) }),
    'POST /wanlshop/chat/read': () => ({ data: { total: 0 } }),
    'POST /wanlshop/chat/shake': ({ body }) => ({
      data: {
        client_id: (body as { client_id: string }).client_id,
        list: [],
        unread: {},
        total: 0,
      },
    }),
    ...handlers,
  });
}

/**
 * Plays the server side of the app's chat socket: opens it, says `init`, and waits for the app's
 * `chat/shake`. Returns the socket, to push frames with `push`.
 */
export async function connectChat(server: FakeServer, clientId = 'client-1') {
  await vi.waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
  const socket = FakeWebSocket.latest()!;
  const shakes = server.calls('POST /wanlshop/chat/shake').length;
  act(() => {
    socket.open();
    socket.receive({ type: 'init', client_id: clientId });
  });
  await vi.waitFor(() =>
    expect(server.calls('POST /wanlshop/chat/shake').length).toBeGreaterThan(shakes),
  );
  // Lets the shake's answer reach the connection.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return socket;
}

/** Pushes a frame from the server over `socket`, inside React's `act`. */
export function push(socket: FakeWebSocket, frame: unknown): void {
  act(() => socket.receive(frame));
}

/** A `chat` push of `message`. */
export function chatFrame(message: ChatMessage) {
  const { is_read: _read, ...frame } = message;
  return { type: 'chat', ...frame };
}

/** An `order` notice push (the same row as in `notice/lists`). */
export function noticeFrame(item: NoticeItem) {
  return {
    type: item.type === 'order' ? 'order' : 'notice',
    id: item.id,
    to_id: ME,
    form: { id: 0, name: '', avatar: '', shop_id: 0 },
    message: {
      type: item.type === 'order' ? 'order' : 'notice',
      content: {
        title: item.title,
        values: JSON.parse(item.content) as Record<string, string>,
        related_id: item.related_id,
      },
    },
    createtime: item.createtime,
  };
}
