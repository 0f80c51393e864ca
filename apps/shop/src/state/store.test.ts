import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, STORAGE_KEYS, cartReducer } from '@bazaar/domain';
import { appInfo, goods, sessionAnswer } from '../test/fixtures.js';
import { memoryStorage } from '../test/memory-storage.js';
import {
  applyCartAction,
  clearPendingOrder,
  createAppStore,
  endSession,
  followOtherTabs,
  partKey,
  replaceCart,
  selectSession,
  setPendingOrder,
  setSession,
  updateUserinfo,
} from './index.js';

const NOW = 1_750_000_000_000;

describe('createAppStore', () => {
  it('starts every part empty without storage, and keeps changes in memory', () => {
    const store = createAppStore();
    expect(store.getState().cart).toEqual(EMPTY_CART);
    expect(selectSession(store.getState()).isLoggedIn).toBe(false);
    applyCartAction(store, { type: 'add', goods: goods() });
    expect(store.getState().cart.cartnum).toBe(1);
  });

  it('keeps each of the six parts under its key and reads them back in a new store', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage });
    applyCartAction(store, { type: 'add', goods: goods({ number: 2 }) });
    setSession(store, sessionAnswer('tok'), NOW);
    setPendingOrder(store, [{ goods_id: 11, sku_id: 101, number: 2 }]);
    store.set('chat', { unread: { 9: 2 }, clientId: 'client-1' });
    store.set('app', {
      info: appInfo({ msgCount: 3 }),
      currencyList: [{ language: 'ja', symbol: '¥', rate: '0.0068' }],
    });
    store.set('category', {
      list: [{ id: 1, pid: 0, name: 'Tea', image: '', childlist: [] }],
      activeId: 1,
    });

    expect([...storage.data.keys()].sort()).toEqual(
      [
        STORAGE_KEYS.cart,
        STORAGE_KEYS.chatClientId,
        partKey('app'),
        partKey('category'),
        partKey('chat'),
        partKey('order'),
        partKey('user'),
      ].sort(),
    );
    const again = createAppStore({ storage }).getState();
    expect(again).toEqual(store.getState());
    expect(selectSession(again)).toMatchObject({ token: 'tok', isLoggedIn: true });
    expect(again.user.expiresAt).toBe(NOW + 7 * 24 * 3600 * 1000);
  });

  it('derives stored cart totals again instead of trusting them', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage });
    applyCartAction(store, { type: 'add', goods: goods({ number: 2 }) });
    applyCartAction(store, { type: 'tick_all', checked: true });
    const stored = JSON.parse(storage.data.get(STORAGE_KEYS.cart)!);
    storage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ ...stored, allsum: '0.01', cartnum: 99, status: false }),
    );
    const cart = createAppStore({ storage }).getState().cart;
    expect(cart).toMatchObject({ allsum: '25.00', cartnum: 2, allnum: 2, status: true });
  });

  it.each([
    ['not JSON', STORAGE_KEYS.cart, '{oops'],
    [
      'a cart with a zero quantity',
      STORAGE_KEYS.cart,
      JSON.stringify({
        list: [
          { shop_id: 1, shop_name: 'A', products: [{ ...goods(), number: 0, checked: false }] },
        ],
      }),
    ],
    ['a user without an id', partKey('user'), JSON.stringify({ token: 't', userinfo: {} })],
    ['a user without a token', partKey('user'), JSON.stringify({ token: '', userinfo: { id: 1 } })],
    [
      'an order with a bad line',
      partKey('order'),
      JSON.stringify({ pending: [{ goods_id: 1, sku_id: 1, number: 0 }] }),
    ],
    ['an app part of the wrong shape', partKey('app'), JSON.stringify([1, 2])],
  ])('starts a part empty when storage holds %s', (_case, key, text) => {
    const store = createAppStore({ storage: memoryStorage({ [key]: text }) });
    const initial = createAppStore().getState();
    expect(store.getState()).toEqual(initial);
  });

  it('works for the visit when storage is blocked', () => {
    const store = createAppStore({ storage: memoryStorage({}, true) });
    applyCartAction(store, { type: 'add', goods: goods() });
    setSession(store, sessionAnswer(), NOW);
    expect(store.getState().cart.cartnum).toBe(1);
    expect(selectSession(store.getState()).isLoggedIn).toBe(true);
  });

  it("gives a server-rendered page's hydration the server's parts, shared where the stored ones equal them", () => {
    const storage = memoryStorage();
    createAppStore({ storage }).set('category', { list: [], activeId: 3 });
    const store = createAppStore({ storage, serverRendered: true });
    const server = store.getServerState();
    expect(server.category.activeId).toBeNull();
    expect(store.getState().category.activeId).toBe(3);
    // Nothing else was stored: the same objects, so a selector derives the same value from both.
    for (const part of ['app', 'cart', 'user', 'order', 'chat'] as const) {
      expect(store.getState()[part]).toBe(server[part]);
    }
  });

  it('notifies subscribers of a change, not of setting the same value', () => {
    const store = createAppStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('category', (category) => category);
    expect(listener).not.toHaveBeenCalled();
    store.set('category', { list: [], activeId: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('category', { list: [], activeId: 4 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves the cart unchanged when the domain refuses an action', () => {
    const store = createAppStore();
    applyCartAction(store, { type: 'add', goods: goods() });
    const before = store.getState().cart;
    expect(() => applyCartAction(store, { type: 'bcsub', goods_id: 11, sku_id: 101 })).toThrow(
      expect.objectContaining({ code: 'cart_decrease_at_one' }),
    );
    expect(() => applyCartAction(store, { type: 'del' })).toThrow(
      expect.objectContaining({ code: 'select_item_first' }),
    );
    expect(store.getState().cart).toBe(before);
  });

  it('replaces the cart with a server cart, deriving its totals and keeping the edit mode', () => {
    const store = createAppStore();
    applyCartAction(store, { type: 'operate', operate: true });
    const server = cartReducer(EMPTY_CART, { type: 'add', goods: goods({ number: 3 }) });
    replaceCart(store, { list: server.list.map((shop) => ({ ...shop, choose: 42 })) });
    expect(store.getState().cart).toMatchObject({ cartnum: 3, operate: true });
    expect(store.getState().cart.list[0]?.choose).toBe(0);
  });

  it('keeps and clears the pending order', () => {
    const store = createAppStore();
    setPendingOrder(store, [{ goods_id: 1, sku_id: 2, number: 3 }]);
    expect(store.getState().order.pending).toEqual([{ goods_id: 1, sku_id: 2, number: 3 }]);
    clearPendingOrder(store);
    expect(store.getState().order.pending).toBeNull();
    setPendingOrder(store, []);
    expect(store.getState().order.pending).toBeNull();
  });
});

describe('session', () => {
  it('is logged in exactly when userinfo has an id', () => {
    const store = createAppStore();
    expect(selectSession(store.getState())).toEqual({
      token: null,
      userinfo: null,
      statistics: null,
      isLoggedIn: false,
    });
    setSession(store, sessionAnswer('abc', { id: 12 }), NOW);
    const session = selectSession(store.getState());
    expect(session).toMatchObject({ token: 'abc', isLoggedIn: true, userinfo: { id: 12 } });
    expect(session.userinfo).not.toHaveProperty('token');
    expect(session.userinfo).not.toHaveProperty('expires_in');
  });

  it('ends with the pending order and the chat counts; the cart only when asked', () => {
    const store = createAppStore();
    setSession(store, sessionAnswer(), NOW);
    applyCartAction(store, { type: 'add', goods: goods() });
    setPendingOrder(store, [{ goods_id: 11, sku_id: 101, number: 1 }]);
    store.set('chat', { unread: { 4: 1 }, clientId: 'c' });

    endSession(store);
    expect(selectSession(store.getState()).isLoggedIn).toBe(false);
    expect(store.getState().order.pending).toBeNull();
    expect(store.getState().chat).toEqual({ unread: {}, clientId: 'c' });
    expect(store.getState().cart.cartnum).toBe(1);

    setSession(store, sessionAnswer(), NOW);
    endSession(store, { clearCart: true });
    expect(store.getState().cart).toEqual(EMPTY_CART);
  });
});

describe('followOtherTabs', () => {
  it('re-reads the part another tab changed, and ignores other keys', () => {
    const storage = window.localStorage;
    const store = createAppStore({ storage });
    const stop = followOtherTabs(store);
    const other = createAppStore({ storage });
    setSession(other, sessionAnswer('from-the-other-tab'), NOW);
    const listener = vi.fn();
    store.subscribe(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', storageArea: storage }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(
      new StorageEvent('storage', { key: partKey('user'), storageArea: storage }),
    );
    expect(selectSession(store.getState()).token).toBe('from-the-other-tab');

    endSession(other);
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: partKey('user'), storageArea: storage }),
    );
    expect(selectSession(store.getState()).token).toBe('from-the-other-tab');
  });
});

describe('updateUserinfo', () => {
  it('replaces the user of a session, keeping the token, and ignores a visitor', () => {
    const store = createAppStore();
    updateUserinfo(store, sessionAnswer().userinfo);
    expect(selectSession(store.getState()).isLoggedIn).toBe(false);
    setSession(store, sessionAnswer('tok'), NOW);
    const {
      token: _token,
      expires_in: _expires,
      ...renamed
    } = sessionAnswer('x', {
      nickname: 'Renamed',
    }).userinfo;
    updateUserinfo(store, renamed);
    expect(selectSession(store.getState())).toMatchObject({
      token: 'tok',
      userinfo: { nickname: 'Renamed' },
    });
  });
});
