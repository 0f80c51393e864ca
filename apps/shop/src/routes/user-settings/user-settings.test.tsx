import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VOICE_SETTING_KEY } from '../../features/chat/index.js';
import { partKey, selectSession } from '../../state/index.js';
import { createFakeServer } from '../../test/fake-server.js';
import { FakeWebSocket } from '../../test/fake-socket.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { goods, sessionAnswer, userinfo } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

let restoreUploads: (() => void) | undefined;
afterEach(() => restoreUploads?.());

function settingsServer() {
  return createFakeServer({
    'POST /wanlshop/user/profile': ({ body }) => ({
      data: { userinfo: userinfo(body as Partial<ReturnType<typeof userinfo>>) },
    }),
    'POST /wanlshop/user/logout': () => ({ data: {} }),
  });
}

async function openSettings(width = 375, cart: ReturnType<typeof goods>[] = []) {
  const server = settingsServer();
  const app = await renderApp({
    path: '/user/setting',
    width,
    server,
    session: sessionAnswer(),
    cart,
  });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return app;
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('settings: avatar', () => {
  it('refuses a picture that is not jpg, jpeg or png without uploading it', async () => {
    const fake = installFakeUploads(() => ({ data: { url: '/uploads/a.png', name: 'a.png' } }));
    restoreUploads = fake.restore;
    await openSettings();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), imageFile('face.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('face.gif');
    expect(fake.uploads).toHaveLength(0);
  });

  it.each([375, 1280])(
    'uploads a png with its progress, then makes it the avatar (%i px)',
    async (width) => {
      const fake = installFakeUploads(() => ({
        data: { url: '/uploads/new-face.png', name: 'new-face.png' },
      }));
      restoreUploads = fake.restore;
      fake.hold();
      const app = await openSettings(width);
      await app.user.upload(fileInput(), imageFile('face.PNG'));
      expect(
        await screen.findByRole('progressbar', { name: 'Uploading picture 1' }),
      ).toHaveAttribute('aria-valuenow', '50');
      expect(fake.uploads[0]).toMatchObject({
        path: '/common/upload',
        headers: { token: 'token-1' },
      });
      fake.release();
      expect(await screen.findByText('Set successfully')).toBeInTheDocument();
      expect(app.server.calls('POST /wanlshop/user/profile')[0]?.body).toEqual({
        avatar: '/uploads/new-face.png',
      });
      expect(selectSession(app.services.store.getState()).userinfo?.avatar).toBe(
        '/uploads/new-face.png',
      );
      expect(screen.queryByRole('progressbar')).toBeNull();
    },
  );
});

describe('settings: language, voice, cache and logout', () => {
  it('switches the language, and the next calls ask the server in it', async () => {
    const app = await openSettings();
    await app.user.click(screen.getByRole('button', { name: /^Language/ }));
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'Language' })).getByRole('option', {
        name: '日本語',
      }),
    );
    expect(await screen.findByRole('heading', { name: '設定', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.requests.at(-1)?.headers['Accept-Language']).toBe('ja,zh;q=0.9'),
    );
  });

  it('turns the sound for new messages off and on, on this device', async () => {
    const app = await openSettings();
    const voice = screen.getByRole('checkbox', { name: 'Play a sound for new messages' });
    expect(voice).toBeChecked();
    await app.user.click(voice);
    expect(voice).not.toBeChecked();
    expect(window.localStorage.getItem(VOICE_SETTING_KEY)).toBe('off');
    await app.user.click(voice);
    expect(window.localStorage.getItem(VOICE_SETTING_KEY)).toBeNull();
  });

  it('clears the local caches after the confirmation, keeping the session and the cart', async () => {
    const app = await openSettings(375, [goods()]);
    await waitFor(() => expect(app.services.store.getState().app.info).not.toBeNull());
    const clear = screen.getByRole('button', { name: 'Clear cache' });

    await app.user.click(clear);
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep' }),
    );
    expect(window.localStorage.getItem(partKey('app'))).not.toBeNull();
    await waitFor(() => expect(clear).toHaveFocus());

    const infoCalls = app.server.calls('GET /wanlshop/common/info').length;
    await app.user.click(clear);
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cache' }),
    );
    expect(await screen.findByText('Cache cleared')).toBeInTheDocument();
    expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(true);
    expect(app.services.store.getState().cart.cartnum).toBe(1);
    // The initial data is fetched again.
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/common/info').length).toBeGreaterThan(infoCalls),
    );
  });

  it('logs out only after the sign-out confirmation, and the chat connection stops', async () => {
    const app = await openSettings(1280);
    const socket = FakeWebSocket.latest();
    expect(socket).toBeDefined();
    const logout = screen.getByRole('button', { name: 'Log out' });
    await app.user.click(logout);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Log out of your account?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(logout).toHaveFocus());
    expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(true);

    await app.user.click(logout);
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Log out',
      }),
    );
    await waitFor(() =>
      expect(selectSession(app.services.store.getState()).isLoggedIn).toBe(false),
    );
    expect(app.server.calls('POST /wanlshop/user/logout')).toHaveLength(1);
    expect(socket?.closed).toBe(true);
  });
});
