import { useAppState, type AppStore } from '../../state/index.js';
import { useUnreadTotal } from './use-chat.js';

/**
 * Sets the user's unread notices (the session's `statistics.notice`): an exact count from the
 * server (`notice/lists`, `notice/read`), or a change of the current one (a notice pushed over the
 * chat connection). Never below 0; nothing changes for a visitor.
 */
export function setNoticeUnread(
  store: AppStore,
  update: number | ((current: number) => number),
): void {
  store.set('user', (user) => {
    if (!user.statistics) return user;
    const current = user.statistics.notice;
    const next = Math.max(0, typeof update === 'function' ? update(current) : update);
    return next === current ? user : { ...user, statistics: { ...user.statistics, notice: next } };
  });
}

const selectNoticeUnread = (state: { user: { statistics: { notice: number } | null } }) =>
  state.user.statistics?.notice ?? 0;

/** The user's unread notices. */
export function useNoticeUnread(): number {
  return useAppState(selectNoticeUnread);
}

/**
 * Everything unread on the messages screen: chat messages of every conversation and notices (the
 * badge of the user tab and of the messages entry).
 */
export function useMessagesUnread(): number {
  return useUnreadTotal() + useNoticeUnread();
}
