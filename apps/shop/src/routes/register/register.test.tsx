import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { selectSession } from '../../state/index.js';
import { createFakeServer } from '../../test/fake-server.js';
import { captcha, sessionAnswer } from '../../test/fixtures.js';
import { renderApp, expectToast } from '../../test/render-app.js';

function registerServer() {
  let issued = 0;
  const server = createFakeServer({
    'GET /wanlshop/user/captcha': () => ({ data: captcha(`challenge-${++issued}`) }),
    'POST /wanlshop/user/register': ({ body }) => {
      const { code, key } = body as { code: string; key: string };
      return code === '1234' && key === `challenge-${issued}`
        ? { data: sessionAnswer('new-user') }
        : { refuse: 'The verification code is wrong' };
    },
  });
  return server;
}

type App = Awaited<ReturnType<typeof renderApp>>;

async function fill(
  app: App,
  values: Partial<Record<'username' | 'password' | 'confirm' | 'code', string>>,
) {
  const fields = {
    username: () => screen.getByRole('textbox', { name: 'Username' }),
    password: () => screen.getByLabelText('Password'),
    confirm: () => screen.getByLabelText('Confirm password'),
    code: () => screen.getByRole('textbox', { name: 'Verification code' }),
  };
  for (const [field, value] of Object.entries(values)) {
    const input = fields[field as keyof typeof fields]();
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  }
}

async function open(path = '/user/register') {
  const server = registerServer();
  const app = await renderApp({ path, server });
  await screen.findByRole('img', { name: 'Verification code image' });
  return { app, server };
}

const valid = { username: 'newbie', password: 'secret12', confirm: 'secret12', code: '1234' };

describe('register', () => {
  it('shows the captcha image and loads a new one when pressed, clearing the typed code', async () => {
    const { app, server } = await open();
    expect(screen.getByRole('img', { name: 'Verification code image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,challenge-1',
    );
    await fill(app, { code: '99' });
    await app.user.click(
      screen.getByRole('button', { name: 'Show a new verification code image' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Verification code image' })).toHaveAttribute(
        'src',
        'data:image/png;base64,challenge-2',
      ),
    );
    expect(server.calls('GET /wanlshop/user/captcha')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
  });

  it.each([
    [{ ...valid, username: '' }, 'Username', 'Username cannot be empty'],
    [{ ...valid, username: 'averyverylongname' }, 'Username', 'Username must be 3-12 characters'],
    [{ ...valid, password: 'abc', confirm: 'abc' }, 'Password', 'Password must be 6-12 characters'],
    [{ ...valid, confirm: 'secret13' }, 'Confirm password', 'The two passwords must be the same'],
    [{ ...valid, code: '' }, 'Verification code', 'Verification code cannot be empty'],
  ])('refuses %j at %s', async (values, field, message) => {
    const { app, server } = await open();
    await fill(app, values);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    const input = screen.getByLabelText(field);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(server.calls('POST /wanlshop/user/register')).toHaveLength(0);
  });

  it('advises letters and digits while the password lacks them', async () => {
    const { app } = await open();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('6 to 12 characters');
    await app.user.type(password, 'abcdefgh');
    expect(password).toHaveAccessibleDescription('Use letters and digits, more than 6 characters');
    await app.user.type(password, '12');
    expect(password).toHaveAccessibleDescription('6 to 12 characters');
  });

  it('registers with the invitation code of the path, logs in and says so', async () => {
    const { app, server } = await open('/user/register/INV42');
    expect(screen.getByRole('textbox', { name: 'Invitation code (optional)' })).toHaveValue(
      'INV42',
    );
    await fill(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'Registration successful');
    expect(server.calls('POST /wanlshop/user/register')[0]?.body).toEqual({
      username: 'newbie',
      password: 'secret12',
      confirm: 'secret12',
      code: '1234',
      key: 'challenge-1',
      agent: 'INV42',
    });
    expect(selectSession(app.services.store.getState())).toMatchObject({
      token: 'new-user',
      isLoggedIn: true,
    });
  });

  it('sends no agent without an invitation code', async () => {
    const { app, server } = await open();
    await fill(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(app.path()).toBe('/user'));
    expect(server.calls('POST /wanlshop/user/register')[0]?.body).not.toHaveProperty('agent');
  });

  it("shows the server's refusal and asks for a new captcha", async () => {
    const { app, server } = await open();
    await fill(app, { ...valid, code: '0000' });
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectToast(app, 'The verification code is wrong');
    await waitFor(() => expect(server.calls('GET /wanlshop/user/captcha')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue(''),
    );
    await fill(app, { code: '1234' });
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(app.path()).toBe('/user'));
    expect(server.calls('POST /wanlshop/user/register')[1]?.body).toMatchObject({
      key: 'challenge-2',
    });
  });
});
