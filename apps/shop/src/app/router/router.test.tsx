import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DESKTOP_ROUTES, MOBILE_ROUTES, flattenRoutes, routesFor } from '@bazaar/domain';
import { renderApp, setWindowWidth, expectToast } from '../../test/render-app.js';
import { createFakeServer } from '../../test/fake-server.js';
import { sessionAnswer, userinfo } from '../../test/fixtures.js';
import { buildRoutes, NOT_FOUND_ROUTE_ID } from './routes.js';
import { SCREENS } from './screens.js';

const merchant = sessionAnswer('merchant-token', { id: 3, shop_auth: 5 });
const shopper = sessionAnswer('shopper-token', { id: 4, shop_auth: 0 });

describe('route guard (spec section 2)', () => {
  it.each([
    ['/user/wallet', '/user/login?redirect=%2Fuser%2Fwallet'],
    ['/chat/9', '/user/login?redirect=%2Fchat%2F9'],
    ['/mt/goods?status=hidden', '/user/login?redirect=%2Fmt%2Fgoods%3Fstatus%3Dhidden'],
  ])('sends a visitor from %s to log in, remembering the page', async (from, to) => {
    const app = await renderApp({ path: from });
    await waitFor(() => expect(app.path()).toBe(to));
    await expectToast(app, 'Please log in first');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a logged-in user from the login page to the user centre', async () => {
    const app = await renderApp({ path: '/user/login', session: shopper });
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'Do not log in more than once');
  });

  it('sends a shopper away from the merchant area to the user centre', async () => {
    const app = await renderApp({ path: '/mt/goods', session: shopper });
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'You do not have permission to manage a shop');
  });

  it('reads the user again before refusing the merchant area: a shop approved since the login lets them in', async () => {
    const server = createFakeServer({
      'GET /wanlshop/user/profile': () => ({
        data: { userinfo: userinfo({ id: 4, shop_auth: 8 }), statistics: shopper.statistics },
      }),
    });
    const app = await renderApp({ path: '/user', session: shopper, server });
    await act(() => app.services.router.navigate('/mt/goods'));
    await screen.findByRole('heading', { name: 'Goods management', level: 1 });
    expect(app.path()).toBe('/mt/goods');
    expect(app.services.store.getState().user.userinfo?.shop_auth).toBe(8);
    // The same token: reading the user is not a new login.
    expect(app.services.store.getState().user.token).toBe('shopper-token');
    expect(app.toasts()).not.toContain('You do not have permission to manage a shop');
  });

  it('still refuses a shopper the merchant area after reading the user again', async () => {
    const server = createFakeServer({
      'GET /wanlshop/user/profile': () => ({
        data: { userinfo: userinfo({ id: 4, shop_auth: 0 }), statistics: shopper.statistics },
      }),
    });
    const app = await renderApp({ path: '/mt', session: shopper, server });
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'You do not have permission to manage a shop');
    expect(server.calls('GET /wanlshop/user/profile').length).toBeGreaterThan(0);
  });

  it('lets a merchant into the merchant area and a visitor onto public pages, without a toast', async () => {
    const app = await renderApp({ path: '/mt/goods', session: merchant });
    await screen.findByRole('heading', { name: 'Goods management', level: 1 });
    expect(app.path()).toBe('/mt/goods');
    app.unmount();
    const visitor = await renderApp({ path: '/user/register/ab12' });
    await screen.findByRole('heading', { name: 'Sign up' });
    expect(visitor.path()).toBe('/user/register/ab12');
    expect(screen.queryByText('Please log in first')).not.toBeInTheDocument();
  });

  it('guards every navigation, not only the first page', async () => {
    const app = await renderApp({ path: '/user/register' });
    await screen.findByRole('heading', { name: 'Sign up' });
    await act(() => app.services.router.navigate('/user/order/2'));
    await waitFor(() => expect(app.path()).toBe('/user/login?redirect=%2Fuser%2Forder%2F2'));
    await expectToast(app, 'Please log in first');
  });
});

describe('routes', () => {
  it('shows the not-found screen for a path no table knows, with a way home', async () => {
    const app = await renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('makes every route of both tables lazy: no screen code in the route table', () => {
    const guard = { getSession: () => ({ token: null, userinfo: null }), notify: () => {} };
    for (const layout of ['mobile', 'desktop'] as const) {
      const [root] = buildRoutes(layout, guard);
      expect(root?.lazy).toBeTypeOf('function');
      expect(root?.Component).toBeUndefined();
      const ids = flattenRoutes(routesFor(layout)).map((route) => route.id);
      const children = root?.children ?? [];
      const flat = children.flatMap((child) => [child, ...(child.children ?? [])]);
      expect(flat.map((route) => route.id).sort()).toEqual([...ids, NOT_FOUND_ROUTE_ID].sort());
      for (const route of flat) {
        expect(route.lazy, route.id).toBeTypeOf('function');
        expect(route.Component, route.id).toBeUndefined();
        expect(route.element, route.id).toBeUndefined();
      }
    }
  });

  it('registers screens only under ids of the route tables', () => {
    const ids = new Set(
      [...flattenRoutes(MOBILE_ROUTES), ...flattenRoutes(DESKTOP_ROUTES)].map((route) => route.id),
    );
    for (const id of Object.keys(SCREENS)) expect(ids, id).toContain(id);
  });

  it('switches the route table when the window crosses 500 px, keeping the path', async () => {
    const app = await renderApp({ path: '/user/register/ab12', width: 1024 });
    await screen.findByRole('heading', { name: 'Sign up' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const desktopRouter = app.services.router.get('desktop');

    await act(async () => setWindowWidth(375));
    await screen.findByRole('button', { name: 'Back' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(app.path()).toBe('/user/register/ab12');
    expect(screen.getByRole('textbox', { name: 'Invitation code (optional)' })).toHaveValue('ab12');
    expect(app.services.router.get('mobile')).not.toBe(desktopRouter);

    await act(async () => setWindowWidth(499));
    expect(app.path()).toBe('/user/register/ab12');
    await act(async () => setWindowWidth(500));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(app.path()).toBe('/user/register/ab12');
  });

  it('uses each layout its own table: /user/withdraw is a page on mobile, the wallet on desktop', async () => {
    const app = await renderApp({ path: '/user/withdraw', width: 375, session: shopper });
    await screen.findByRole('heading', { name: 'Withdraw', level: 1 });
    expect(app.services.router.currentAuth()).toBe(1);
    await act(async () => setWindowWidth(1280));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(app.path()).toBe('/user/wallet'));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});

describe('a screen that fails to load', () => {
  it('shows the error inside the shell with a retry, keeping the header', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({
      path: '/goods/1',
      width: 1280,
      screens: {
        goods: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ name: 'TypeError' }));
    vi.restoreAllMocks();
  });
});
