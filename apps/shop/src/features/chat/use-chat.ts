import { useEffect, useRef } from 'react';
import { totalUnread, type UnreadCounts } from '@bazaar/domain';
import { useServices } from '../../app/services-context.js';
import { useAppState } from '../../state/index.js';
import { chatHub, type ChatHub, type ChatListener } from './chat-hub.js';

/** The chat hub of this app (pushes, the open conversation, unread counts). */
export function useChatHub(): ChatHub {
  return chatHub(useServices().store);
}

/** Calls `listener` with every push of the chat connection while the component is mounted. */
export function useChatEvents(listener: ChatListener): void {
  const hub = useChatHub();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => hub.subscribe((frame) => latest.current(frame)), [hub]);
}

const selectUnread = (state: { chat: { unread: UnreadCounts } }) => state.chat.unread;

/** Unread chat messages per conversation partner. */
export function useUnreadCounts(): UnreadCounts {
  return useAppState(selectUnread);
}

/** All unread chat messages (the badge of the chat entry). */
export function useUnreadTotal(): number {
  return totalUnread(useUnreadCounts());
}
