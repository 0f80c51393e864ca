import {
  chatSocketUrl,
  createChatConnection,
  type ChatConnection,
  type ChatPushFrame,
  type ChatSocket,
} from '@bazaar/api';
import { chat } from '@bazaar/api/contract';
import { isLoggedIn, type UnreadCounts } from '@bazaar/domain';
import type { AppServices } from '../../app/app-types.js';
import { chatHub } from './chat-hub.js';
import { setNoticeUnread } from './notice-unread.js';
import { notificationSound } from './notification-sound.js';
import { isVoiceOn } from './voice-setting.js';

/** Options of {@link keepChatConnected}. */
export interface KeepChatConnectedOptions {
  /** The websocket address. @default `/ws` on the page's origin (`chatSocketUrl`) */
  url?: string;
  /** Opens a socket. @default the browser's `WebSocket` */
  createSocket?: (url: string) => ChatSocket;
}

type ChatServices = Pick<AppServices, 'store' | 'client' | 'i18n' | 'storage' | 'toast'>;

/** The wire's unread counts (`{"7": 2}`) as the domain's (`{ 7: 2 }`), dropping bad entries. */
export function unreadFromWire(wire: Readonly<Record<string, number>>): UnreadCounts {
  const counts: Record<number, number> = {};
  for (const [id, count] of Object.entries(wire)) {
    const partner = Number(id);
    if (Number.isSafeInteger(partner) && partner > 0 && Number.isSafeInteger(count) && count > 0) {
      counts[partner] = count;
    }
  }
  return counts;
}

function openConnection(services: ChatServices, options: KeepChatConnectedOptions): ChatConnection {
  const { store, client, i18n, storage } = services;
  const hub = chatHub(store);
  // A shake answered after this connection was replaced (another user logged in) is dropped.
  const isCurrent = () => hub.connection() === self;
  const self: ChatConnection = createChatConnection({
    url: options.url ?? chatSocketUrl(window.location),
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    shake: async (clientId) => {
      const answer = await client.call(chat.shake, { client_id: clientId }, { silent: true });
      if (!isCurrent()) return;
      hub.setUnread(unreadFromWire(answer.unread));
      // Messages that arrived while this device was offline: a conversation on screen shows them.
      for (const message of answer.list) hub.emit({ type: 'chat', ...message } as ChatPushFrame);
    },
    saveClientId: (clientId) => store.set('chat', (state) => ({ ...state, clientId })),
    onEvent: (frame) => hub.emit(frame),
    onUnreadChange: (unread) => store.set('chat', (state) => ({ ...state, unread })),
    toast: (key, values) => services.toast(i18n.t(key, values), 'critical'),
    logError: (message, details) => console.error(message, details),
    isVoiceOn: () => isVoiceOn(storage),
    playSound: (type) => notificationSound.play(type),
    getOpenConversationId: () => hub.openConversationId(),
    initialUnread: store.getState().chat.unread,
  });
  return self;
}

/**
 * Keeps the chat connection of spec section 4 running while a user is logged in: opened at login
 * (or at start-up with a kept session), closed at logout, opened again for another user. Pushes
 * go to the chat hub as app events, unread counts to the store's `chat` part; an order or other
 * notice pushed counts as one more unread notice (the session's `statistics.notice`). Returns the
 * function that stops it (the app unmounting).
 */
export function keepChatConnected(
  services: ChatServices,
  options: KeepChatConnectedOptions = {},
): () => void {
  const hub = chatHub(services.store);
  let connection: ChatConnection | null = null;
  let userId: number | null = null;

  const close = () => {
    connection?.close();
    connection = null;
    hub.attach(null);
  };

  const follow = () => {
    const { userinfo } = services.store.getState().user;
    const next = isLoggedIn(userinfo) && userinfo ? userinfo.id : null;
    if (next === userId) return;
    close();
    userId = next;
    if (next === null) return;
    connection = openConnection(services, options);
    hub.attach(connection);
  };

  const unsubscribe = services.store.subscribe(follow);
  const stopNotices = hub.subscribe((frame) => {
    if (frame.type === 'order' || frame.type === 'notice') {
      setNoticeUnread(services.store, (count) => count + 1);
    }
  });
  follow();
  return () => {
    unsubscribe();
    stopNotices();
    close();
    userId = null;
  };
}
