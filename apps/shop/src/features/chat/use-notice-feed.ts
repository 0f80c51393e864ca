import { useCallback } from 'react';
import { notice, type NoticeItem } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { useServices } from '../../app/services-context.js';
import { useMarkNoticeRead } from '../user/lists.js';
import { setNoticeUnread } from './notice-unread.js';
import { useChatEvents } from './use-chat.js';

/**
 * The user's notices (`notice/lists`, newest first, paged), kept live: an order or other notice
 * pushed over the chat connection reloads them, and every answer sets the unread notice count
 * (the badges). `markRead` marks one notice read (`notice/read { id }`), or all without an id.
 */
export function useNoticeFeed() {
  const { store } = useServices();
  const list = usePagedEndpoint(
    notice.lists,
    {},
    {
      revalidateOnFocus: false,
      // Each page of `notice/lists` also carries the unread count of all the notices.
      onSuccess: (pages) => {
        const last = (pages as unknown as { unread: number }[]).at(-1);
        if (last) setNoticeUnread(store, last.unread);
      },
    },
  );
  useChatEvents((frame) => {
    if (frame.type === 'order' || frame.type === 'notice') void list.refresh();
  });
  const read = useMarkNoticeRead();
  const { trigger } = read;

  const markRead = useCallback(
    async (item?: Pick<NoticeItem, 'id'>): Promise<void> => {
      try {
        const answer = await trigger(item ? { id: item.id } : {});
        setNoticeUnread(store, answer.unread);
      } catch {
        // The client has shown the server's refusal.
      }
    },
    [trigger, store],
  );

  return { ...list, markRead, isMarking: read.isMutating };
}
