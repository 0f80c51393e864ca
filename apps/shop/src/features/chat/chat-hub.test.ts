import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../state/index.js';
import { chatHub } from './chat-hub.js';

describe('chatHub', () => {
  it('is one per store', () => {
    const store = createAppStore();
    expect(chatHub(store)).toBe(chatHub(store));
    expect(chatHub(createAppStore())).not.toBe(chatHub(store));
  });

  it('keeps the unread counts in the store while no connection runs', () => {
    const store = createAppStore();
    const hub = chatHub(store);
    hub.setUnread({ 5: 2, 9: 1 });
    expect(store.getState().chat.unread).toEqual({ 5: 2, 9: 1 });
    hub.markRead(5);
    expect(store.getState().chat.unread).toEqual({ 9: 1 });
    const before = store.getState();
    hub.markRead(5);
    expect(store.getState()).toBe(before);
  });

  it('knows the conversation on screen until it closes, and passes pushes to listeners', () => {
    const hub = chatHub(createAppStore());
    const close = hub.openConversation(5);
    const other = hub.openConversation(9);
    close();
    expect(hub.openConversationId()).toBe(9);
    other();
    expect(hub.openConversationId()).toBeNull();

    const listener = vi.fn();
    const stop = hub.subscribe(listener);
    const frame = {
      type: 'notice' as const,
      id: 1,
      to_id: 7,
      form: { id: 0, name: '', avatar: '', shop_id: 0 },
      message: { type: 'notice', content: {} },
      createtime: 0,
    };
    hub.emit(frame);
    stop();
    hub.emit(frame);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
