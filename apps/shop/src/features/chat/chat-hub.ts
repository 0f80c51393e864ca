import type { ChatConnection, ChatPushFrame } from '@bazaar/api';
import { markConversationRead, type UnreadCounts } from '@bazaar/domain';
import type { AppStore } from '../../state/index.js';

/** Listens to the chat connection's pushes (`chat`, `order`, `notice`, `service`, `live`). */
export type ChatListener = (frame: ChatPushFrame) => void;

/**
 * Where screens meet the chat connection of the logged-in user: the pushes it raises as app
 * events, the conversation open on screen (whose messages do not count as unread) and the unread
 * counts, kept in the store's `chat` part. One per store (`chatHub(store)`), so the connection
 * (started by `keepChatConnected`) and the screens share it without a React provider.
 */
export interface ChatHub {
  /** Calls `listener` with every push; returns the function that stops it. */
  subscribe(listener: ChatListener): () => void;
  /** Passes a push to every listener (the connection's `onEvent`). */
  emit(frame: ChatPushFrame): void;
  /** The partner user id of the conversation on screen, or null. */
  openConversationId(): number | null;
  /**
   * Marks the conversation with `partnerId` as the one on screen and read; returns the function
   * that closes it (leaving the screen).
   */
  openConversation(partnerId: number): () => void;
  /** Clears the unread count of a conversation the user has read. */
  markRead(partnerId: number): void;
  /** Replaces the unread counts (the exact counts of `chat/shake`). */
  setUnread(counts: UnreadCounts): void;
  /** The running connection, or null (logged out, or not started). */
  connection(): ChatConnection | null;
  /** Sets the running connection (`keepChatConnected`). */
  attach(connection: ChatConnection | null): void;
}

function createChatHub(store: AppStore): ChatHub {
  const listeners = new Set<ChatListener>();
  let open: number | null = null;
  let current: ChatConnection | null = null;

  const setStoredUnread = (update: (counts: UnreadCounts) => UnreadCounts) =>
    store.set('chat', (chat) => {
      const unread = update(chat.unread);
      return unread === chat.unread ? chat : { ...chat, unread };
    });

  const hub: ChatHub = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(frame) {
      for (const listener of [...listeners]) listener(frame);
    },
    openConversationId: () => open,
    openConversation(partnerId) {
      open = partnerId;
      hub.markRead(partnerId);
      return () => {
        if (open === partnerId) open = null;
      };
    },
    markRead(partnerId) {
      // The connection keeps its own counts (the next message adds to them): change them there,
      // and it reports them to the store; without a connection, change the store.
      if (current) current.markRead(partnerId);
      else setStoredUnread((counts) => markConversationRead(counts, partnerId));
    },
    setUnread(counts) {
      if (current) current.setUnread(counts);
      else setStoredUnread(() => counts);
    },
    connection: () => current,
    attach(connection) {
      current = connection;
    },
  };
  return hub;
}

const hubs = new WeakMap<AppStore, ChatHub>();

/** The chat hub of the app whose store is `store`. */
export function chatHub(store: AppStore): ChatHub {
  let hub = hubs.get(store);
  if (!hub) {
    hub = createChatHub(store);
    hubs.set(store, hub);
  }
  return hub;
}
