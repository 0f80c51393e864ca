import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { selectSession } from '../../state/index.js';
import { createFakeServer } from '../../test/fake-server.js';
import { sessionAnswer, userinfo } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

function profileServer() {
  return createFakeServer({
    'POST /wanlshop/user/profile': ({ body }) => ({
      data: { userinfo: userinfo(body as Partial<ReturnType<typeof userinfo>>) },
    }),
  });
}

describe('personal info', () => {
  it.each([
    ['   ', 'Nickname'],
    ['x'.repeat(21), 'Nickname'],
  ])('refuses the nickname %j by the domain rule, without calling the server', async (name) => {
    const app = await renderApp({
      path: '/user/edit',
      server: profileServer(),
      session: sessionAnswer(),
    });
    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    await app.user.clear(nickname);
    await app.user.type(nickname, name);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(nickname).toBeInvalid();
    expect(nickname).toHaveAccessibleDescription(expect.stringContaining('1'));
    expect(nickname).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/user/profile')).toHaveLength(0);
  });

  it.each([375, 1280])(
    'saves nickname, gender, introduction and Line account, trimmed (%i px)',
    async (width) => {
      const app = await renderApp({
        path: '/user/edit',
        width,
        server: profileServer(),
        session: sessionAnswer('t', { nickname: 'Old' }),
      });
      const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
      expect(nickname).toHaveValue('Old');
      await app.user.clear(nickname);
      await app.user.type(nickname, '  Ann  ');
      await app.user.click(screen.getByRole('radio', { name: 'Female' }));
      await app.user.type(screen.getByRole('textbox', { name: 'About me' }), 'Tea lover ');
      await app.user.type(
        screen.getByRole('textbox', { name: 'Line or WhatsApp account' }),
        'ann-line',
      );
      await app.user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Modified successfully')).toBeInTheDocument();
      expect(app.server.calls('POST /wanlshop/user/profile')[0]?.body).toEqual({
        nickname: 'Ann',
        gender: 2,
        bio: 'Tea lover',
        line_account: 'ann-line',
      });
      expect(selectSession(app.services.store.getState()).userinfo).toMatchObject({
        nickname: 'Ann',
        gender: 2,
      });
    },
  );
});
