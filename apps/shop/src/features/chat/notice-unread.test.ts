import { describe, expect, it } from 'vitest';
import { createAppStore, setSession } from '../../state/index.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { setNoticeUnread } from './notice-unread.js';

describe('setNoticeUnread', () => {
  it("sets or changes the session's unread notices, never below 0", () => {
    const store = createAppStore();
    setSession(store, sessionAnswer(), 0);
    setNoticeUnread(store, 3);
    expect(store.getState().user.statistics?.notice).toBe(3);
    setNoticeUnread(store, (count) => count + 1);
    expect(store.getState().user.statistics?.notice).toBe(4);
    setNoticeUnread(store, -2);
    expect(store.getState().user.statistics?.notice).toBe(0);
    const before = store.getState();
    setNoticeUnread(store, 0);
    expect(store.getState()).toBe(before);
  });

  it('changes nothing for a visitor', () => {
    const store = createAppStore();
    const before = store.getState();
    setNoticeUnread(store, 2);
    expect(store.getState()).toBe(before);
  });
});
