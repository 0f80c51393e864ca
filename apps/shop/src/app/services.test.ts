import { describe, expect, it, vi } from 'vitest';
import { user } from '@bazaar/api/contract';
import { createI18n } from '@bazaar/i18n';
import { createMemoryRouter } from 'react-router-dom';
import { applyCartAction, partKey, selectSession, setSession } from '../state/index.js';
import { createFakeServer } from '../test/fake-server.js';
import { goods, sessionAnswer } from '../test/fixtures.js';
import { memoryStorage } from '../test/memory-storage.js';
import type { ServerCart } from '../features/cart/server-cart.js';
import { APP_ID, createServices } from './services.js';

async function setUp(path = '/', storage = memoryStorage(), serverCart: ServerCart | null = null) {
  const server = createFakeServer();
  const i18n = await createI18n({ language: 'ja' });
  const services = createServices({
    i18n,
    storage,
    fetch: server.fetch,
    serverCart,
    createRouter: (routes, initial) => createMemoryRouter(routes, { initialEntries: [initial] }),
    initialPath: path,
  });
  return { server, services, storage };
}

const visibleMessages = (services: Awaited<ReturnType<typeof setUp>>['services']) =>
  services.toasts.visibleToasts.map((toast) => toast.content.message);

describe('createServices: the API client', () => {
  it('calls /api with the token, the app id and the stored language', async () => {
    const { server, services } = await setUp();
    server.on('GET /wanlshop/user/profile', () => ({ data: { userinfo: {}, statistics: {} } }));
    setSession(services.store, sessionAnswer('tok-9'), 0);
    await services.client.call(user.profile);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/wanlshop/user/profile' });
    expect(server.requests[0]?.headers).toMatchObject({
      token: 'tok-9',
      'X-Client': APP_ID,
      'Accept-Language': 'ja,zh;q=0.9',
    });
  });

  it('shows every refusal msg in a toast', async () => {
    const { server, services } = await setUp();
    server.on('POST /wanlshop/user/login', () => ({
      refuse: 'ユーザー名またはパスワードが違います',
    }));
    await expect(services.client.call(user.login, { account: 'a', password: 'b' })).rejects.toThrow(
      'ユーザー名またはパスワードが違います',
    );
    expect(visibleMessages(services)).toEqual(['ユーザー名またはパスワードが違います']);
  });

  it('shows a call without an answer in the user language', async () => {
    const { server, services } = await setUp();
    server.on('POST /wanlshop/user/login', () => 'network-error');
    await expect(
      services.client.call(user.login, { account: 'a', password: 'b' }),
    ).rejects.toThrow();
    expect(visibleMessages(services)).toEqual([services.i18n.t('errors:network_error')]);
    expect(visibleMessages(services)[0]).not.toBe('');
  });

  it('ends the session on a 401 and sends a page that needs login to the login page', async () => {
    const { server, services } = await setUp('/user/wallet');
    server.on('GET /wanlshop/user/profile', () => ({ refuse: 'Token expired', status: 401 }));
    setSession(services.store, sessionAnswer('old'), 0);
    services.router.get('mobile');
    await vi.waitFor(() => expect(services.router.currentPath()).toBe('/user/wallet'));
    await expect(services.client.call(user.profile)).rejects.toThrow();
    expect(selectSession(services.store.getState()).isLoggedIn).toBe(false);
    await vi.waitFor(() =>
      expect(services.router.currentPath()).toBe('/user/login?redirect=%2Fuser%2Fwallet'),
    );
    services.router.dispose();
  });

  it('leaves a public page where it is on a 401', async () => {
    const { server, services } = await setUp('/user/register');
    server.on('GET /wanlshop/user/profile', () => ({ refuse: 'Token expired', status: 401 }));
    setSession(services.store, sessionAnswer('old'), 0);
    services.router.get('mobile');
    await vi.waitFor(() => expect(services.router.currentPath()).toBe('/user/register'));
    await expect(services.client.call(user.profile)).rejects.toThrow();
    expect(services.router.currentPath()).toBe('/user/register');
    services.router.dispose();
  });

  it('keeps a session another tab renewed when the old token is refused', async () => {
    const storage = memoryStorage();
    const { server, services } = await setUp('/', storage);
    setSession(services.store, sessionAnswer('old'), 0);
    server.on('GET /wanlshop/user/profile', () => {
      // Meanwhile the other tab refreshed: the storage holds its new token.
      const stored = JSON.parse(storage.getItem(partKey('user'))!);
      storage.setItem(partKey('user'), JSON.stringify({ ...stored, token: 'renewed' }));
      return { refuse: 'Token expired', status: 401 };
    });
    await expect(services.client.call(user.profile)).rejects.toThrow();
    expect(selectSession(services.store.getState())).toMatchObject({
      token: 'renewed',
      isLoggedIn: true,
    });
  });

  it('keeps the visitor cart when a session ends without a server cart, and clears it with one', async () => {
    const fake: ServerCart = { synchro: vi.fn(), get: vi.fn(), storage: vi.fn() };
    for (const [serverCart, left] of [
      [null, 1],
      [fake, 0],
    ] as const) {
      const { server, services } = await setUp('/', memoryStorage(), serverCart);
      server.on('GET /wanlshop/user/profile', () => ({ refuse: 'Token expired', status: 401 }));
      setSession(services.store, sessionAnswer(), 0);
      applyCartAction(services.store, { type: 'add', goods: goods() });
      await expect(services.client.call(user.profile)).rejects.toThrow();
      expect(services.store.getState().cart.cartnum).toBe(left);
    }
  });
});
