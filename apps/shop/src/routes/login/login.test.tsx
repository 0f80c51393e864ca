import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_CART, cartReducer } from '@bazaar/domain';
import type { ServerCart } from '../../features/cart/server-cart.js';
import { selectSession, setSession } from '../../state/index.js';
import { createFakeServer } from '../../test/fake-server.js';
import { goods, sessionAnswer } from '../../test/fixtures.js';
import { renderApp, expectToast } from '../../test/render-app.js';

function loginServer() {
  return createFakeServer({
    'POST /wanlshop/user/login': ({ body }) =>
      (body as { password: string }).password === 'secret12'
        ? { data: sessionAnswer('fresh-token') }
        : { refuse: 'Wrong username or password' },
  });
}

async function fillAndSubmit(
  app: Awaited<ReturnType<typeof renderApp>>,
  name: string,
  password: string,
) {
  if (name) await app.user.type(screen.getByRole('textbox', { name: 'Username' }), name);
  if (password) await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it.each([
    ['', '', 'Username', 'Username cannot be empty'],
    ['ab', 'secret12', 'Username', 'Username must be 3-12 characters'],
    ['buyer', '', 'Password', 'Password cannot be empty'],
    ['buyer', 'short', 'Password', 'Password must be 6-12 characters'],
    ['buyer', 'thirteen-char', 'Password', 'Password must be 6-12 characters'],
  ])(
    'refuses %j / %j at the %s field without calling the server',
    async (name, password, field, message) => {
      const server = loginServer();
      const app = await renderApp({ path: '/user/login', server });
      await screen.findByRole('heading', { name: 'Log in' });
      await fillAndSubmit(app, name, password);
      const input = screen.getByLabelText(field);
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(input).toHaveFocus();
      expect(server.calls('POST /wanlshop/user/login')).toHaveLength(0);
    },
  );

  it('logs in, says so and goes back to the page that asked for it', async () => {
    const server = loginServer();
    const app = await renderApp({ path: '/user/login?redirect=%2Fcart', server });
    await screen.findByRole('heading', { name: 'Log in' });
    await fillAndSubmit(app, '  buyer ', 'secret12');
    await waitFor(() => expect(app.path()).toBe('/cart'));
    await expectToast(app, 'Logged in');
    expect(server.calls('POST /wanlshop/user/login')[0]?.body).toEqual({
      account: 'buyer',
      password: 'secret12',
    });
    expect(selectSession(app.services.store.getState())).toMatchObject({
      token: 'fresh-token',
      isLoggedIn: true,
    });
  });

  it('goes to the user centre without a remembered page, and never off the site', async () => {
    const server = loginServer();
    const app = await renderApp({ path: '/user/login?redirect=%2F%2Fevil.example', server });
    await screen.findByRole('heading', { name: 'Log in' });
    await fillAndSubmit(app, 'buyer', 'secret12');
    await waitFor(() => expect(app.path()).toBe('/user'));
  });

  it("shows the server's refusal and stays logged out", async () => {
    const app = await renderApp({ path: '/user/login', server: loginServer() });
    await screen.findByRole('heading', { name: 'Log in' });
    await fillAndSubmit(app, 'buyer', 'wrong-pass');
    await expectToast(app, 'Wrong username or password');
    expect(app.path()).toBe('/user/login');
    expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(false);
  });

  it('refuses logging in twice (logged in meanwhile in another tab)', async () => {
    const server = loginServer();
    const app = await renderApp({ path: '/user/login', server });
    await screen.findByRole('heading', { name: 'Log in' });
    act(() => setSession(app.services.store, sessionAnswer('other-tab'), Date.now()));
    await fillAndSubmit(app, 'buyer', 'secret12');
    await expectToast(app, 'Do not log in more than once');
    expect(server.calls('POST /wanlshop/user/login')).toHaveLength(0);
  });

  it('merges the visitor cart into the server cart at login', async () => {
    const serverCart = cartReducer(EMPTY_CART, { type: 'add', goods: goods({ number: 3 }) });
    const synchro = vi.fn<ServerCart['synchro']>(async () => ({ list: serverCart.list }));
    const app = await renderApp({
      path: '/user/login',
      server: loginServer(),
      cart: [goods({ number: 1 })],
      serverCart: { synchro, get: vi.fn(), storage: vi.fn() },
    });
    await screen.findByRole('heading', { name: 'Log in' });
    await fillAndSubmit(app, 'buyer', 'secret12');
    await waitFor(() => expect(app.path()).toBe('/user'));
    expect(synchro).toHaveBeenCalledTimes(1);
    expect(synchro.mock.calls[0]?.[0]).toMatchObject({ cartnum: 1 });
    expect(app.services.store.getState().cart.cartnum).toBe(3);
  });

  it('submits with the keyboard on desktop and links to sign up, keeping the remembered page', async () => {
    const server = loginServer();
    const app = await renderApp({ path: '/user/login?redirect=%2Fcart', width: 1280, server });
    await screen.findByRole('heading', { name: 'Log in' });
    const form = within(screen.getByRole('form', { name: 'Log in' }));
    expect(form.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/user/register?redirect=%2Fcart',
    );
    await app.user.type(screen.getByRole('textbox', { name: 'Username' }), 'buyer');
    await app.user.type(screen.getByLabelText('Password'), 'secret12{Enter}');
    await waitFor(() => expect(app.path()).toBe('/cart'));
  });
});
