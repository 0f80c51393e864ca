import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { followedShop } from '../../test/account-fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const teaHouse = followedShop();
const bakery = followedShop({
  id: 2,
  shopname: 'Bakery',
  fans: 1,
  goods_count: 1,
  description: '',
});

const { open, server } = screenTest({
  title: 'Followed shops',
  path: '/user/follow',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/shop/followList': () => ({ data: page([teaHouse, bakery]) }),
    'POST /wanlshop/shop/follow': () => ({ data: { is_follow: false, fans: 119 } }),
  },
});

const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

describe('followed shops', () => {
  it.each([375, 1280])(
    'lists the shops followed, each leading to its shop (%i px)',
    async (width) => {
      await open({ width });
      const list = await screen.findByRole('list', { name: 'Followed shops' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      const tea = within(await card('Tea House'));
      expect(tea.getByRole('link', { name: 'Tea House' })).toHaveAttribute('href', '/shop/1');
      expect(tea.getByText('120 followers · 12 items')).toBeInTheDocument();
      expect(tea.getByText('Leaves from the hills')).toBeInTheDocument();
      expect(tea.getByRole('button', { name: 'Following' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(await card('Bakery')).getByText('1 follower · 1 item')).toBeInTheDocument();
    },
  );

  it('unfollows a shop, which then leaves the list', async () => {
    const app = await open();
    app.server.on('GET /wanlshop/shop/followList', () => ({ data: page([bakery]) }));
    await app.user.click(
      within(await card('Tea House')).getByRole('button', { name: 'Following' }),
    );
    await expectToast(app, 'You no longer follow Tea House');
    expect(app.server.calls('POST /wanlshop/shop/follow').map((call) => call.body)).toEqual([
      { id: 1 },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Tea House' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Bakery' })).toBeInTheDocument();
  });

  it('ends unfollowed when the shop had already been unfollowed elsewhere', async () => {
    let following = false;
    const app = await open({
      server: server({
        'POST /wanlshop/shop/follow': () => {
          following = !following;
          return { data: { is_follow: following, fans: 120 } };
        },
      }),
    });
    await app.user.click(within(await card('Bakery')).getByRole('button', { name: 'Following' }));
    await expectToast(app, 'You no longer follow Bakery');
    expect(app.server.calls('POST /wanlshop/shop/follow').map((call) => call.body)).toEqual([
      { id: 2 },
      { id: 2 },
    ]);
    expect(following).toBe(false);
  });

  it('shows the refusal and reads the list again when unfollowing fails', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/shop/follow': () => ({ refuse: 'Not found, or no longer available' }),
      }),
    });
    const lists = app.server.calls('GET /wanlshop/shop/followList').length;
    await app.user.click(
      within(await card('Tea House')).getByRole('button', { name: 'Following' }),
    );
    await expectToast(app, 'Not found, or no longer available');
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/shop/followList').length).toBeGreaterThan(lists),
    );
    expect(app.toasts()).not.toContain('You no longer follow Tea House');
  });

  it('shows "no data" without followed shops', async () => {
    await open({
      server: server({ 'GET /wanlshop/shop/followList': () => ({ data: page([]) }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('pages to "no more data"', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/shop/followList': ({ query }) =>
          query.get('page') === '2'
            ? { data: page([bakery], 2, 2) }
            : { data: page([teaHouse], 1, 2) },
      }),
    });
    await screen.findByRole('link', { name: 'Tea House' });
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Bakery' })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('says when the shops cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([teaHouse]) }));
    const app = await open({
      server: server({
        'GET /wanlshop/shop/followList': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('link', { name: 'Tea House' })).toBeInTheDocument();
  });
});
