import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NOW, NOW_MS, footprintGoods } from '../../test/account-fixtures.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const DAY = 86_400;
const tea = footprintGoods();
const milk = footprintGoods({ id: 14, title: 'Milk tea', updatetime: NOW - 2 * 3600 });
const cake = footprintGoods({ id: 12, title: 'Cake', updatetime: NOW - DAY, status: 'hidden' });
const jam = footprintGoods({ id: 13, title: 'Jam', updatetime: NOW - 5 * DAY });

const { open, server } = screenTest({
  title: 'History',
  path: '/user/footprint',
  session: sessionAnswer(),
  now: () => NOW_MS,
  routes: {
    'GET /wanlshop/product/footprint': () => ({ data: page([tea, milk, cake, jam]) }),
  },
});

const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('footprints', () => {
  it.each([
    [375, 'list'],
    [1280, 'grid'],
  ])('groups the goods looked at by day (%i px, %s)', async (width, layout) => {
    await open({ width });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(titles(today)).toEqual(['Green tea', 'Milk tea']);
    expect(within(today).getByRole('list')).toHaveAttribute('data-layout', layout);
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(titles(yesterday)).toEqual(['Cake']);
    expect(within(yesterday).getByText('No longer on sale')).toBeInTheDocument();
    expect(titles(screen.getByRole('region', { name: 'Mar 13, 2026' }))).toEqual(['Jam']);
    expect(within(today).getByRole('link', { name: 'Green tea' })).toHaveAttribute(
      'href',
      '/goods/11',
    );
  });

  it('keeps a day together across pages and ends with "no more data"', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/product/footprint': ({ query }) =>
          query.get('page') === '2'
            ? { data: page([milk, cake], 2, 2) }
            : { data: page([tea], 1, 2) },
      }),
    });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(titles(today)).toEqual(['Green tea']);
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('region', { name: 'Yesterday' })).toBeInTheDocument();
    expect(titles(screen.getByRole('region', { name: 'Today' }))).toEqual([
      'Green tea',
      'Milk tea',
    ]);
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('shows "no data" without footprints', async () => {
    await open({
      server: server({ 'GET /wanlshop/product/footprint': () => ({ data: page([]) }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('says when the footprints cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([tea]) }));
    const app = await open({
      server: server({
        'GET /wanlshop/product/footprint': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });
});
