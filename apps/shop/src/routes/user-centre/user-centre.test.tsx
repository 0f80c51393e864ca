import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserStatistics } from '@bazaar/api/contract';
import { createFakeServer } from '../../test/fake-server.js';
import { sessionAnswer, userinfo } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const statistics: UserStatistics = {
  order: { pay: 2, delive: 3, receiving: 4, evaluate: 5, customer: 6 },
  dynamic: { collection: 7, concern: 8, footprint: 9, coupon: 10 },
  notice: 11,
};

function profileServer(overrides: Parameters<typeof userinfo>[0] = {}) {
  return createFakeServer({
    'GET /wanlshop/user/profile': () => ({
      data: { userinfo: userinfo({ money: '1234.50', score: 88, ...overrides }), statistics },
    }),
  });
}

describe('user centre', () => {
  it('groups large points and counts as money is grouped (one number format)', async () => {
    await renderApp({
      path: '/user',
      server: createFakeServer({
        'GET /wanlshop/user/profile': () => ({
          data: {
            userinfo: userinfo({ money: '4501.10', score: 12345 }),
            statistics: { ...statistics, dynamic: { ...statistics.dynamic, footprint: 1533 } },
          },
        }),
      }),
      session: sessionAnswer('t'),
    });
    expect(await screen.findByRole('link', { name: /Points\s*12,345/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Balance\s*\$4,501\.10/ })).toBeInTheDocument();
    const collections = await screen.findByRole('list', { name: 'My collections' });
    expect(within(collections).getByRole('link', { name: /1,533\s*History/ })).toBeInTheDocument();
  });

  it.each([375, 1280])(
    'shows the user, balance, points and the order counts read again from the server (%i px)',
    async (width) => {
      await renderApp({
        path: '/user',
        width,
        server: profileServer({ nickname: 'Ann' }),
        session: sessionAnswer('t', { nickname: 'Old name' }),
      });
      expect(await screen.findByRole('heading', { name: 'Me', level: 1 })).toBeInTheDocument();
      expect(await screen.findByText('Ann', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Balance\s*\$1,234\.50/ })).toHaveAttribute(
        'href',
        '/user/wallet',
      );
      expect(screen.getByRole('link', { name: /Points\s*88/ })).toHaveAttribute(
        'href',
        '/user/point',
      );
      const orders = await screen.findByRole('list', { name: 'My orders' });
      const counts = within(orders)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(counts).toEqual([
        ['2To pay', '/user/order/1'],
        ['3To ship', '/user/order/2'],
        ['4To receive', '/user/order/3'],
        ['5To review', '/user/order/4'],
        ['6After-sales', '/user/order/5'],
      ]);
      const collections = screen.getByRole('list', { name: 'My collections' });
      expect(within(collections).getByRole('link', { name: /7\s*Favourites/ })).toHaveAttribute(
        'href',
        '/user/favorites',
      );
      expect(within(collections).getByRole('link', { name: /10\s*Vouchers/ })).toHaveAttribute(
        'href',
        '/user/voucher',
      );
    },
  );

  it('lists the user tools of the spec, the merchant entry leading to the application', async () => {
    await renderApp({ path: '/user', server: profileServer(), session: sessionAnswer() });
    const tools = await screen.findByRole('region', { name: 'Services and tools' });
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Messages/), '/user/notice'],
      ['Daily sign-in and points', '/user/point'],
      ['Merchant entry', '/user/apply'],
      ['My reviews', '/user/comment/list'],
      ['Customer service', '/user/service'],
      ['Shipping addresses', '/user/address/list'],
      ['Reports', '/user/report'],
      ['Feedback', '/user/feedback'],
      ['Settings', '/user/setting'],
    ]);
    // No Android package is configured: no link to one, the web app's install entry instead.
    expect(within(tools).queryByRole('link', { name: /Android/ })).toBeNull();
    const installEntry = within(tools).getByRole('button', { name: 'Install the app' });
    // Its icon says "install" (a phone taking an arrow), not a "down" chevron.
    expect(installEntry.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'install');
    await userEvent.click(installEntry);
    // The test browser offers no install prompt: how to install from the browser's menu.
    expect(
      await screen.findByText(/open your browser's menu and choose "Install app"/),
    ).toBeInTheDocument();
  });

  it('switches a merchant (shop_auth not 0) to the merchant console', async () => {
    await renderApp({
      path: '/user',
      server: profileServer({ shop_auth: 3 }),
      session: sessionAnswer('t', { shop_auth: 3 }),
    });
    expect(await screen.findByRole('link', { name: 'Merchant entry' })).toHaveAttribute(
      'href',
      '/mt',
    );
  });

  it('counts unread chat messages and notices together on the messages entry', async () => {
    const app = await renderApp({
      path: '/user',
      server: profileServer(),
      session: sessionAnswer(),
    });
    app.services.store.set('chat', (chat) => ({ ...chat, unread: { 5: 2, 9: 1 } }));
    expect(await screen.findByRole('link', { name: /Messages.*14 unread/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Customer service/ })).not.toHaveTextContent(/unread/);
  });

  it('offers a retry when the counts cannot be loaded', async () => {
    const server = createFakeServer({
      'GET /wanlshop/user/profile': () => ({ refuse: 'Server error', status: 500 }),
    });
    const answer = sessionAnswer();
    const app = await renderApp({
      path: '/user',
      server,
      session: { ...answer, statistics: null as unknown as UserStatistics },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.on('GET /wanlshop/user/profile', () => ({ data: { userinfo: userinfo(), statistics } }));
    await app.user.click(retry);
    expect(await screen.findByRole('list', { name: 'My orders' })).toBeInTheDocument();
  });
});
