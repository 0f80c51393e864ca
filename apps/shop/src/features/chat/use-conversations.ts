import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { chat, type Conversation, type PagedOf } from '@bazaar/api/contract';
import { useEndpointMutation, usePagedEndpoint } from '@bazaar/api/swr';
import type { UnreadCounts } from '@bazaar/domain';
import { useConfirm } from '../../app/feedback/confirm.js';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useServices } from '../../app/services-context.js';
import { useChatEvents, useChatHub, useUnreadCounts } from './use-chat.js';

/**
 * The unread counts with those of the listed conversations replaced by the list's (exact when it
 * was read): a conversation read on another device shows as read here too.
 */
export function withListedCounts(
  counts: UnreadCounts,
  conversations: readonly Pick<Conversation, 'id' | 'count'>[],
): UnreadCounts {
  const next: Record<number, number> = { ...counts };
  let changed = false;
  for (const { id, count } of conversations) {
    const current = next[id] ?? 0;
    if (current === count) continue;
    changed = true;
    if (count > 0) next[id] = count;
    else delete next[id];
  }
  return changed ? next : counts;
}

/** What can be done to a conversation of the list. */
export type ConversationAction = 'clear' | 'delete';

/**
 * The user's conversations (`chat/lists`, latest first, paged), kept live: a chat message pushed
 * over the connection reloads them, and the unread counts of the chat connection follow what the
 * list says. `unreadOf` is the live unread count of a conversation. `run` clears a conversation's
 * history (`chat/clear`) or removes it from the list (`chat/del`), each after a confirmation.
 */
export function useConversations() {
  const { t } = useTranslation();
  const { store } = useServices();
  const hub = useChatHub();
  const confirm = useConfirm();
  const notify = useNotify();
  const counts = useUnreadCounts();
  const list = usePagedEndpoint(
    chat.lists,
    {},
    {
      revalidateOnFocus: false,
      // Only answers from the server (not the cache shown while it is asked again) set the counts.
      onSuccess: (pages: PagedOf<Conversation>[]) =>
        hub.setUnread(
          withListedCounts(
            store.getState().chat.unread,
            pages.flatMap((page) => page.data),
          ),
        ),
    },
  );
  useChatEvents((frame) => {
    if (frame.type === 'chat') void list.refresh();
  });
  const del = useEndpointMutation(chat.del, { revalidate: [chat.lists] });
  const clear = useEndpointMutation(chat.clear, { revalidate: [chat.lists, chat.history] });

  const run = useCallback(
    async (conversation: Conversation, action: ConversationAction): Promise<void> => {
      const question =
        action === 'delete'
          ? t('chat:conversations.delete_confirm', { name: conversation.name })
          : t('chat:conversations.clear_confirm', { name: conversation.name });
      const confirmLabel =
        action === 'delete' ? t('chat:conversations.delete') : t('chat:conversations.clear');
      if (!(await confirm({ message: question, confirmLabel, isDestructive: true }))) return;
      try {
        if (action === 'delete') await del.trigger({ id: conversation.id });
        else await clear.trigger({ id: conversation.id });
      } catch {
        // The client has shown the server's refusal.
        return;
      }
      // Both mark the conversation read on the server.
      hub.markRead(conversation.id);
      notify.success(
        action === 'delete' ? 'chat:conversations.deleted' : 'chat:conversations.cleared',
      );
    },
    [t, confirm, del, clear, hub, notify],
  );

  return {
    ...list,
    /** The live unread count of a conversation. */
    unreadOf: (conversation: Pick<Conversation, 'id'>) => counts[conversation.id] ?? 0,
    run,
  };
}
