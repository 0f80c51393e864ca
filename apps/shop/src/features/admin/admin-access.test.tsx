import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer } from '../../test/fake-server.js';
import type { userinfo } from '../../test/fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { operatorSession, totalOf } from '../../test/admin-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

function profile(overrides: Parameters<typeof userinfo>[0] = {}) {
  const answer = sessionAnswer('t', overrides);
  const { token: _token, expires_in: _expires, ...info } = answer.userinfo;
  return { data: { userinfo: info, statistics: answer.statistics } };
}

describe('operator console access', () => {
  it.each([
    ['a shopper', {}],
    ['a merchant', { shop_auth: 3 }],
  ])('sends %s to the user centre with the no-permission message', async (_who, overrides) => {
    const server = createFakeServer({ 'GET /wanlshop/user/profile': () => profile(overrides) });
    const app = await renderApp({
      path: '/admin/refunds',
      session: sessionAnswer('t', overrides),
      server,
    });
    await waitFor(() => expect(app.path()).toBe('/user'));
    await expectToast(app, 'Only platform operators can open the operator console');
    expect(server.calls('GET /admin/refunds')).toHaveLength(0);
  });

  it('sends a visitor to log in, back to the console afterwards', async () => {
    const app = await renderApp({ path: '/admin/withdraws' });
    await waitFor(() => expect(app.path()).toBe('/user/login?redirect=%2Fadmin%2Fwithdraws'));
    await expectToast(app, 'Please log in first');
  });

  it.each([375, 1280])(
    'offers operators (only) the operator console in the user centre (%i px)',
    async (width) => {
      const server = createFakeServer({
        'GET /wanlshop/user/profile': () => profile({ id: 1, role: 'operator' }),
        'GET /admin/applications': () => ({ data: totalOf(0) }),
        'GET /admin/recharges': () => ({ data: totalOf(0) }),
        'GET /admin/withdraws': () => ({ data: totalOf(0) }),
        'GET /admin/refunds': () => ({ data: totalOf(0) }),
        'GET /admin/feedback': () => ({ data: totalOf(0) }),
        'GET /admin/complaints': () => ({ data: totalOf(0) }),
      });
      const app = await renderApp({ path: '/user', width, session: operatorSession(), server });
      const tools = await screen.findByRole('region', { name: 'Services and tools' });
      const entry = within(tools).getByRole('link', { name: 'Operator console' });
      expect(entry).toHaveAttribute('href', '/admin');
      await app.user.click(entry);
      await waitFor(() => expect(app.path()).toBe('/admin'));
      expect(
        await screen.findByRole('heading', { name: 'Operator console', level: 1 }),
      ).toBeInTheDocument();
    },
  );

  it('shows shoppers no operator entry', async () => {
    const server = createFakeServer({ 'GET /wanlshop/user/profile': () => profile() });
    await renderApp({ path: '/user', session: sessionAnswer(), server });
    const tools = await screen.findByRole('region', { name: 'Services and tools' });
    expect(within(tools).queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
  });
});
