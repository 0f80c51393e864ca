import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { favouriteGoods } from '../../test/account-fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const tea = favouriteGoods();
const cake = favouriteGoods({
  id: 12,
  title: 'Cake',
  price: '3.00',
  market_price: '4.00',
  status: 'hidden',
});

const { open, server } = screenTest({
  title: 'Favourites',
  path: '/user/favorites',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/product/collect': () => ({ data: page([tea, cake]) }),
    'POST /wanlshop/product/follow': () => ({ data: { is_follow: false } }),
  },
});

const card = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('li')!;

describe('favourites', () => {
  it.each([
    [375, 'list'],
    [1280, 'grid'],
  ])('lists the favourite goods as a %i px screen shows them (%s)', async (width, layout) => {
    await open({ width });
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(list).toHaveAttribute('data-layout', layout);
    const teaCard = within(await card('Green tea'));
    expect(teaCard.getByRole('link', { name: 'Green tea' })).toHaveAttribute('href', '/goods/11');
    expect(await card('Green tea')).toHaveTextContent(
      'Green tea$12.50Original price $15.0040 sold',
    );
    expect(teaCard.queryByText('No longer on sale')).not.toBeInTheDocument();
    expect(within(await card('Cake')).getByText('No longer on sale')).toBeInTheDocument();
  });

  it('removes a favourite, which then leaves the list', async () => {
    const app = await open();
    app.server.on('GET /wanlshop/product/collect', () => ({ data: page([cake]) }));
    await app.user.click(
      within(await card('Green tea')).getByRole('button', {
        name: 'Remove Green tea from favourites',
      }),
    );
    await expectToast(app, 'Removed from favourites');
    expect(app.server.calls('POST /wanlshop/product/follow').map((call) => call.body)).toEqual([
      { id: 11 },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Green tea' })).not.toBeInTheDocument(),
    );
  });

  it('ends removed when the goods had already been removed elsewhere', async () => {
    let kept = false;
    const app = await open({
      server: server({
        'POST /wanlshop/product/follow': () => {
          kept = !kept;
          return { data: { is_follow: kept } };
        },
      }),
    });
    await app.user.click(
      within(await card('Green tea')).getByRole('button', {
        name: 'Remove Green tea from favourites',
      }),
    );
    await expectToast(app, 'Removed from favourites');
    expect(app.server.calls('POST /wanlshop/product/follow')).toHaveLength(2);
    expect(kept).toBe(false);
  });

  it('shows the refusal and reads the list again when removing fails', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/product/follow': () => ({ refuse: 'Not found, or no longer available' }),
      }),
    });
    const lists = app.server.calls('GET /wanlshop/product/collect').length;
    await app.user.click(
      within(await card('Cake')).getByRole('button', { name: 'Remove Cake from favourites' }),
    );
    await expectToast(app, 'Not found, or no longer available');
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/product/collect').length).toBeGreaterThan(lists),
    );
    expect(app.toasts()).not.toContain('Removed from favourites');
  });

  it('shows "no data" without favourites', async () => {
    await open({
      server: server({ 'GET /wanlshop/product/collect': () => ({ data: page([]) }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('pages to "no more data"', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/product/collect': ({ query }) =>
          query.get('page') === '2' ? { data: page([cake], 2, 2) } : { data: page([tea], 1, 2) },
      }),
    });
    await screen.findByRole('link', { name: 'Green tea' });
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Cake' })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('says when the favourites cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([tea]) }));
    const app = await open({
      server: server({
        'GET /wanlshop/product/collect': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('link', { name: 'Green tea' })).toBeInTheDocument();
  });
});
