import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessageBody, ChatSender } from '@bazaar/api';
import { chat, type ChatMessageInput } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { useServices } from '../../app/services-context.js';
import { useSession } from '../../state/index.js';
import { useChatEvents, useChatHub } from './use-chat.js';

/** Messages asked for per history page. */
export const HISTORY_PAGE_SIZE = 20;

/** A message as the conversation shows it, oldest first. */
export interface ShownMessage {
  /** A stable key: the message id, or the local key of a message sent from here (kept once stored). */
  key: string;
  /** The kind and content, as on the wire. */
  body: ChatMessageBody;
  /** Unix seconds. */
  createtime: number;
  /** Sent by the user (drawn at the end). */
  isMine: boolean;
  /** Who sent it (the partner's `shop_id` names their shop). */
  sender: ChatSender;
  /** `sending` until the server stored it; `failed` with `retry` when it could not. */
  status: 'sent' | 'sending' | 'failed';
  /** Sends a failed message again. */
  retry?: () => void;
}

type StoredMessage = {
  id: number;
  to_id: number;
  form: ChatSender;
  message: ChatMessageBody;
  createtime: number;
};

type Pending = {
  key: string;
  body: ChatMessageBody;
  createtime: number;
  status: 'sending' | 'failed';
  retry: () => void;
};

/** Builds a message to send; may upload first (a picture). Rejects when it cannot. */
export type MessageMaker = () => Promise<ChatMessageInput>;

let pendingCount = 0;

/**
 * One conversation with `partnerId` (a user id): the history read upwards page by page
 * (`chat/history`, newest first on the wire, shown oldest first), messages pushed while it is
 * open, and the user's messages while they are sent. While mounted the conversation is the open
 * one: its messages do not count as unread, and it is marked read on the server.
 */
export function useConversation(partnerId: number | null) {
  const { client, now } = useServices();
  const { userinfo } = useSession();
  const hub = useChatHub();
  const me = userinfo?.id ?? null;
  const history = usePagedEndpoint(
    chat.history,
    partnerId === null ? null : { to_id: partnerId, limit: HISTORY_PAGE_SIZE },
    { revalidateOnFocus: false },
  );
  const [live, setLive] = useState<StoredMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  // A sent message keeps the key it had while being sent, so its bubble is not drawn anew.
  const sentKeys = useRef(new Map<number, string>());
  const mounted = useRef(true);
  // Messages reach the server in the order they were sent: each waits for the one before it (a
  // picture uploads meanwhile), so messages typed quickly are not stored, and read, out of order.
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const readOnServer = useCallback(() => {
    if (partnerId === null) return;
    // Marking read is housekeeping: a failure (offline) is not worth a toast; the next open retries.
    client.call(chat.read, { id: partnerId }, { silent: true }).catch(() => undefined);
  }, [client, partnerId]);

  useEffect(() => {
    if (partnerId === null) return undefined;
    return hub.openConversation(partnerId);
  }, [hub, partnerId]);

  // Marked read on the server once the history shows something of the partner's still unread: a
  // conversation without messages (a first chat with a shop) or already read asks nothing.
  const hasUnread = history.items.some(
    (message) => message.form.id === partnerId && message.to_id === me && !message.is_read,
  );
  useEffect(() => {
    if (hasUnread) readOnServer();
  }, [hasUnread, readOnServer]);

  useChatEvents((frame) => {
    if (frame.type !== 'chat' || partnerId === null || me === null) return;
    const fromPartner = frame.form.id === partnerId && frame.to_id === me;
    const mineElsewhere = frame.form.id === me && frame.to_id === partnerId;
    if (!fromPartner && !mineElsewhere) return;
    setLive((list) => (list.some((message) => message.id === frame.id) ? list : [...list, frame]));
    if (fromPartner) readOnServer();
  });

  const send = useCallback(
    (body: ChatMessageBody, make: MessageMaker) => {
      if (partnerId === null) return;
      const key = `pending-${++pendingCount}`;
      const attempt = async () => {
        setPending((list) => {
          const entry: Pending = {
            key,
            body,
            createtime: Math.floor(now() / 1000),
            status: 'sending',
            retry: () => void attempt(),
          };
          return list.some((item) => item.key === key)
            ? list.map((item) => (item.key === key ? entry : item))
            : [...list, entry];
        });
        const made = make();
        made.catch(() => undefined); // refused below, once its turn comes
        const sent = sending.current.then(async () =>
          client.call(chat.send, { to_id: partnerId, message: await made }),
        );
        // The next message waits for this one, sent or refused.
        sending.current = sent.catch(() => undefined);
        try {
          const message = await sent;
          if (!mounted.current) return;
          sentKeys.current.set(message.id, key);
          setPending((list) => list.filter((item) => item.key !== key));
          setLive((list) =>
            list.some((item) => item.id === message.id) ? list : [...list, message],
          );
        } catch {
          // The client has shown the server's refusal; the bubble offers to send it again.
          if (!mounted.current) return;
          setPending((list) =>
            list.map((item) => (item.key === key ? { ...item, status: 'failed' } : item)),
          );
        }
      };
      void attempt();
    },
    [client, now, partnerId],
  );

  // Leaving the page (a reload, closing the tab) while messages wait their turn would drop them:
  // the browser asks first. Moving within the app keeps them going.
  const stillSending = pending.some((item) => item.status === 'sending');
  useEffect(() => {
    if (!stillSending) return undefined;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [stillSending]);

  const messages = useMemo<ShownMessage[]>(() => {
    const byId = new Map<number, StoredMessage>();
    for (const message of [...history.items, ...live]) byId.set(message.id, message);
    const stored = [...byId.values()].sort((a, b) => a.createtime - b.createtime || a.id - b.id);
    return [
      ...stored.map<ShownMessage>((message) => ({
        key: sentKeys.current.get(message.id) ?? String(message.id),
        body: message.message,
        createtime: message.createtime,
        isMine: message.form.id === me,
        sender: message.form,
        status: 'sent',
      })),
      ...pending.map<ShownMessage>((item) => ({
        key: item.key,
        body: item.body,
        createtime: item.createtime,
        isMine: true,
        sender: {
          id: me ?? 0,
          name: userinfo?.nickname || userinfo?.username || '',
          avatar: userinfo?.avatar ?? '',
          shop_id: 0,
        },
        status: item.status,
        retry: item.retry,
      })),
    ];
  }, [history.items, live, pending, me, userinfo]);

  return {
    /** The messages, oldest first. */
    messages,
    /** Sends a message: `body` is shown at once, `make` builds what the server gets. */
    send,
    /** Earlier messages exist on the server. */
    hasEarlier: history.hasMore,
    /** Loads the previous page of the history. */
    loadEarlier: history.loadMore,
    isLoading: history.isLoading,
    isLoadingEarlier: history.isLoadingMore,
    error: history.error,
    refresh: history.refresh,
  };
}
