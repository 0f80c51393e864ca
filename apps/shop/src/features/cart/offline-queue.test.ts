import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bazaar/api';
import { createAppStore, setSession } from '../../state/index.js';
import { sessionAnswer } from '../../test/fixtures.js';
import {
  CART_QUEUE_KEY,
  pendingCartChanges,
  queueCartChange,
  syncCartQueue,
} from './offline-queue.js';
import type { CartLines, ServerCart } from './server-cart.js';

/** A Web Storage over a map. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const EMPTY: CartLines = { list: [] };
const bcadd = { type: 'bcadd', goods_id: 7, sku_id: 70 } as const;
const bcsub = { type: 'bcsub', goods_id: 7, sku_id: 70 } as const;

function loggedIn(storage: ReturnType<typeof memoryStorage>) {
  const store = createAppStore({ storage });
  setSession(store, sessionAnswer('t', { id: 5 }), Date.now());
  return store;
}

function serverCart(storage: ServerCart['storage']): ServerCart {
  return { synchro: vi.fn(), get: vi.fn(async () => EMPTY), storage };
}

const networkError = () =>
  new ApiError({
    kind: 'network',
    status: null,
    code: null,
    msg: '',
    data: null,
    request: 'cart/storage',
  });

afterEach(() => vi.restoreAllMocks());

describe('the offline cart queue', () => {
  it.each([
    ['nothing queued', [], 'none', 0],
    ['one change', [bcadd], 'synced', 1],
    ['two changes, in order', [bcadd, bcsub], 'synced', 2],
  ] as const)('%s: sends each and empties the queue', async (_, changes, result, calls) => {
    const storage = memoryStorage();
    const store = loggedIn(storage);
    for (const change of changes) queueCartChange(storage, 5, change);
    const sent: unknown[] = [];
    const server = serverCart(async (body) => {
      sent.push(body);
      return EMPTY;
    });
    expect(await syncCartQueue(store, server, storage)).toBe(result);
    expect(sent).toEqual(changes);
    expect(sent).toHaveLength(calls);
    expect(pendingCartChanges(storage, 5)).toEqual([]);
  });

  it('keeps what the network did not take, and drops what the server refused', async () => {
    const storage = memoryStorage();
    const store = loggedIn(storage);
    queueCartChange(storage, 5, bcadd);
    queueCartChange(storage, 5, bcsub);
    queueCartChange(storage, 5, bcadd);
    let call = 0;
    const server = serverCart(async () => {
      call += 1;
      if (call === 1)
        throw new ApiError({
          kind: 'refused',
          status: 200,
          code: 0,
          msg: 'Sold out',
          data: null,
          request: 'x',
        });
      if (call === 2) throw networkError();
      return EMPTY;
    });
    expect(await syncCartQueue(store, server, storage)).toBe('offline');
    expect(pendingCartChanges(storage, 5)).toEqual([bcsub, bcadd]);
    expect(await syncCartQueue(store, server, storage)).toBe('synced');
    expect(pendingCartChanges(storage, 5)).toEqual([]);
  });

  it("keeps a user's changes to that user: another user's queue is neither sent nor kept", async () => {
    const storage = memoryStorage();
    queueCartChange(storage, 9, bcadd);
    expect(pendingCartChanges(storage, 5)).toEqual([]);
    const store = loggedIn(storage);
    const server = serverCart(vi.fn(async () => EMPTY));
    expect(await syncCartQueue(store, server, storage)).toBe('none');
    expect(server.storage).not.toHaveBeenCalled();
    queueCartChange(storage, 5, bcsub);
    expect(JSON.parse(storage.getItem(CART_QUEUE_KEY)!)).toEqual({ userId: 5, changes: [bcsub] });
  });

  it('does nothing for a visitor (the visitor cart is local already)', async () => {
    const storage = memoryStorage();
    queueCartChange(storage, 5, bcadd);
    const store = createAppStore({ storage });
    expect(await syncCartQueue(store, serverCart(vi.fn()), storage)).toBe('none');
  });
});
