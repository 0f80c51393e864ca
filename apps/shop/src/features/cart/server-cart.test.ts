import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, cartReducer } from '@bazaar/domain';
import { applyCartAction, createAppStore, setSession } from '../../state/index.js';
import { goods, sessionAnswer } from '../../test/fixtures.js';
import {
  loadServerCart,
  mergeVisitorCart,
  withLocalTicks,
  type ServerCart,
} from './server-cart.js';

function fakeServer(overrides: Partial<ServerCart> = {}): ServerCart {
  return { synchro: vi.fn(), get: vi.fn(), storage: vi.fn(), ...overrides };
}

const threeTeas = cartReducer(EMPTY_CART, { type: 'add', goods: goods({ number: 3 }) });

describe('mergeVisitorCart', () => {
  it('sends the visitor cart and keeps the merged server cart with derived totals', async () => {
    const store = createAppStore();
    applyCartAction(store, { type: 'add', goods: goods({ number: 2 }) });
    const local = store.getState().cart;
    const server = fakeServer({ synchro: vi.fn(async () => ({ list: threeTeas.list })) });

    await expect(mergeVisitorCart(store, server)).resolves.toBe(true);
    expect(server.synchro).toHaveBeenCalledWith(local);
    expect(store.getState().cart).toMatchObject({ cartnum: 3, allsum: '0.00' });
  });

  it('keeps the local cart when the merge fails', async () => {
    const store = createAppStore();
    applyCartAction(store, { type: 'add', goods: goods() });
    const before = store.getState().cart;
    const server = fakeServer({ synchro: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(mergeVisitorCart(store, server)).resolves.toBe(false);
    expect(store.getState().cart).toBe(before);
  });

  it('changes nothing while the cart has no server side', async () => {
    const store = createAppStore();
    applyCartAction(store, { type: 'add', goods: goods() });
    const before = store.getState().cart;
    await expect(mergeVisitorCart(store, null)).resolves.toBe(false);
    expect(store.getState().cart).toBe(before);
  });
});

describe('withLocalTicks', () => {
  it("keeps this device's ticks on the server's lines; new lines keep the server's", () => {
    const local = cartReducer(threeTeas, { type: 'tick_all', checked: true });
    const server = cartReducer(threeTeas, {
      type: 'add',
      goods: goods({ goods_id: 12, sku_id: 102 }),
    });
    const merged = withLocalTicks(server, local);
    expect(merged.list[0]?.products.map((line) => [line.goods_id, line.checked])).toEqual([
      [11, true],
      [12, false],
    ]);
  });
});

describe('loadServerCart', () => {
  it("loads a logged-in user's cart, and nothing for a visitor or without a server cart", async () => {
    const store = createAppStore();
    const server = fakeServer({ get: vi.fn(async () => ({ list: threeTeas.list })) });
    await expect(loadServerCart(store, server)).resolves.toBeNull();
    setSession(store, sessionAnswer(), 0);
    await expect(loadServerCart(store, null)).resolves.toBeNull();
    await expect(loadServerCart(store, server)).resolves.toMatchObject({ cartnum: 3 });
    expect(store.getState().cart.cartnum).toBe(3);
    server.get = vi.fn(async () => Promise.reject(new Error('offline')));
    await expect(loadServerCart(store, server)).resolves.toBeNull();
    expect(store.getState().cart.cartnum).toBe(3);
  });
});
