import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createFakeServer } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

function passwordServer() {
  return createFakeServer({
    'POST /wanlshop/user/resetpwd': ({ body }) =>
      (body as { oldpassword: string }).oldpassword === 'right123'
        ? { data: {} }
        : { refuse: 'The current password is wrong' },
  });
}

async function fill(
  app: Awaited<ReturnType<typeof renderApp>>,
  values: { old?: string; next?: string; confirm?: string },
) {
  if (values.old) await app.user.type(screen.getByLabelText('Current password'), values.old);
  if (values.next) await app.user.type(screen.getByLabelText('New password'), values.next);
  if (values.confirm) {
    await app.user.type(screen.getByLabelText('Confirm the new password'), values.confirm);
  }
  await app.user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('set password', () => {
  it.each([
    [{}, 'Current password', 'Password cannot be empty'],
    [{ old: 'right123', next: 'abc' }, 'New password', 'Password must be 6-12 characters'],
    [
      { old: 'right123', next: 'abcdef12', confirm: 'abcdef13' },
      'Confirm the new password',
      'The two passwords must be the same',
    ],
  ])('refuses %j at %s without calling the server', async (values, field, message) => {
    const app = await renderApp({
      path: '/user/set_pwd/login',
      server: passwordServer(),
      session: sessionAnswer(),
    });
    await screen.findByRole('heading', { name: 'Change login password', level: 1 });
    await fill(app, values);
    const input = screen.getByLabelText(field);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(app.server.requests.filter((r) => r.path.endsWith('resetpwd'))).toHaveLength(0);
  });

  it.each([375, 1280])(
    'changes the payment password and goes back to account and security (%i px)',
    async (width) => {
      const app = await renderApp({
        path: '/user/set_pwd/pay',
        width,
        server: passwordServer(),
        session: sessionAnswer(),
      });
      await screen.findByRole('heading', { name: 'Change payment password', level: 1 });
      await fill(app, { old: 'right123', next: 'newpass12', confirm: 'newpass12' });
      expect(await screen.findByText('Modified successfully')).toBeInTheDocument();
      await waitFor(() => expect(app.path()).toBe('/user/security'));
      expect(app.server.calls('POST /wanlshop/user/resetpwd')[0]?.body).toEqual({
        type: 'pay',
        oldpassword: 'right123',
        newpassword: 'newpass12',
        confirm: 'newpass12',
      });
    },
  );

  it("shows the server's refusal of a wrong current password and stays", async () => {
    const app = await renderApp({
      path: '/user/set_pwd/login',
      server: passwordServer(),
      session: sessionAnswer(),
    });
    await screen.findByRole('heading', { name: 'Change login password', level: 1 });
    await fill(app, { old: 'wrong123', next: 'newpass12', confirm: 'newpass12' });
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(app.path()).toBe('/user/set_pwd/login');
  });

  it('advises digits and letters while the new password has only one kind', async () => {
    const app = await renderApp({
      path: '/user/set_pwd/login',
      server: passwordServer(),
      session: sessionAnswer(),
    });
    const input = await screen.findByLabelText('New password');
    await app.user.type(input, 'abcdefgh');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('letters and digits'));
    await app.user.type(input, '1');
    expect(input).not.toHaveAccessibleDescription(expect.stringContaining('letters and digits'));
  });

  it('shows not found for a type other than login or pay', async () => {
    await renderApp({ path: '/user/set_pwd/bank', session: sessionAnswer() });
    expect(await screen.findByRole('link', { name: 'Account and security' })).toHaveAttribute(
      'href',
      '/user/security',
    );
  });
});
