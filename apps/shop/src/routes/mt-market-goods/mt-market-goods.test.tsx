import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { marketGoods, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const oolong = marketGoods();
const sencha = marketGoods({
  id: 502,
  title: 'Sencha',
  wholesale_price: '5.00',
  retail_price: '9.90',
});
const teapot = marketGoods({
  id: 503,
  category_id: 2,
  title: 'Teapot',
  is_listed: true,
  goods_id: 35,
});

const server = serverWith({
  'GET /wanlshop/common/categorys': () => ({
    data: { list: [{ id: 1, pid: 0, name: 'Tea', image: '', childlist: [] }] },
  }),
  'GET /wanlshop/merchant/marketJob': () => ({ data: { job: null } }),
  'GET /wanlshop/merchant/market': ({ query }) =>
    query.get('category_id') === '9'
      ? { data: page([]) }
      : {
          data: page(
            query.get('category_id') === '1' ? [oolong, sencha] : [oolong, sencha, teapot],
          ),
        },
  'POST /wanlshop/merchant/marketList': ({ body }) => ({
    data: {
      listed: (body as { ids: number[] }).ids.length,
      skipped: 0,
      goods_ids: [36],
      job: null,
    },
  }),
});

async function open(
  path = '/mt/market_goods',
  width = 375,
  handlers: Record<string, ServerHandler> = {},
) {
  const app = await renderApp({
    path,
    width,
    session: merchantSession(),
    server: server(handlers),
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const row = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 3 })).closest('li')!);
const toolbar = () => within(screen.getByRole('toolbar', { name: 'Selected goods' }));

describe('wholesale market goods', () => {
  it.each([
    [375, 'after'],
    [1280, 'before'],
  ])(
    'shows wholesale, suggested retail and profit, listed goods marked (%i px, bar %s)',
    async (width, where) => {
      const app = await open('/mt/market_goods', width);
      expect(
        screen.getByRole('heading', { name: 'All market goods', level: 1 }),
      ).toBeInTheDocument();
      const first = await row('Oolong tea');
      expect(first.getByText('Wholesale price').parentElement).toHaveTextContent('$8.00');
      expect(first.getByText('Suggested retail price').parentElement).toHaveTextContent('$12.50');
      expect(first.getByText('Profit per unit').parentElement).toHaveTextContent('$4.50');
      expect(first.getByRole('checkbox', { name: 'Oolong tea' })).not.toBeChecked();
      const listed = await row('Teapot');
      expect(listed.getByText('Listed')).toBeInTheDocument();
      expect(listed.getByRole('checkbox', { name: 'Teapot' })).toBeDisabled();
      expect(
        app.server.calls('GET /wanlshop/merchant/market')[0]?.query.get('category_id'),
      ).toBeNull();

      const list = screen.getByRole('list', { name: 'Market goods' });
      const bar = screen.getByRole('toolbar', { name: 'Selected goods' });
      const follows = Boolean(list.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(follows).toBe(where === 'after');
    },
  );

  it('shows the goods of a category under its name', async () => {
    const app = await open('/mt/market_goods?category_id=1');
    expect(await screen.findByRole('heading', { name: 'Tea', level: 1 })).toBeInTheDocument();
    await row('Sencha');
    expect(app.server.calls('GET /wanlshop/merchant/market')[0]?.query.get('category_id')).toBe(
      '1',
    );
    expect(screen.queryByRole('heading', { name: 'Teapot' })).not.toBeInTheDocument();
  });

  it('shows "no goods to list" for an empty category', async () => {
    await open('/mt/market_goods?category_id=9');
    expect(await screen.findByText('No goods to list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Market categories' })).toHaveAttribute(
      'href',
      '/mt/market',
    );
  });

  it('refuses to list nothing, then lists the chosen goods', async () => {
    const app = await open();
    await row('Oolong tea');
    await app.user.click(toolbar().getByRole('button', { name: 'List selected goods' }));
    await expectToast(app, 'Please select an item first');
    expect(app.server.calls('POST /wanlshop/merchant/marketList')).toHaveLength(0);

    await app.user.click((await row('Sencha')).getByRole('checkbox', { name: 'Sencha' }));
    expect(toolbar().getByText('Selected: 1')).toBeInTheDocument();
    const reads = app.server.calls('GET /wanlshop/merchant/market').length;
    await app.user.click(toolbar().getByRole('button', { name: 'List selected goods' }));
    await expectToast(app, 'Listed 1 goods (0 already in your shop)');
    expect(app.server.calls('POST /wanlshop/merchant/marketList')[0]?.body).toEqual({ ids: [502] });
    expect(await toolbar().findByText('Selected: 0')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/market').length).toBeGreaterThan(reads),
    );
  });

  it('selects every goods not listed yet', async () => {
    const app = await open();
    await row('Teapot');
    await app.user.click(toolbar().getByRole('checkbox', { name: 'Select all' }));
    expect(toolbar().getByText('Selected: 2')).toBeInTheDocument();
    await app.user.click(toolbar().getByRole('button', { name: 'List selected goods' }));
    await expectToast(app, 'Listed 2 goods (0 already in your shop)');
    expect(app.server.calls('POST /wanlshop/merchant/marketList')[0]?.body).toEqual({
      ids: [501, 502],
    });
  });

  it('says "no goods to list" when every chosen goods is already in the shop', async () => {
    const app = await open('/mt/market_goods', 375, {
      'POST /wanlshop/merchant/marketList': () => ({
        data: { listed: 0, skipped: 1, goods_ids: [], job: null },
      }),
    });
    await app.user.click((await row('Sencha')).getByRole('checkbox', { name: 'Sencha' }));
    await app.user.click(toolbar().getByRole('button', { name: 'List selected goods' }));
    await expectToast(app, 'No goods to list: 1 already in your shop');
  });

  it('keeps the ticks when the server refuses the listing', async () => {
    const app = await open('/mt/market_goods', 375, {
      'POST /wanlshop/merchant/marketList': () => ({ refuse: 'Not found', status: 404 }),
    });
    await app.user.click((await row('Sencha')).getByRole('checkbox', { name: 'Sencha' }));
    await app.user.click(toolbar().getByRole('button', { name: 'List selected goods' }));
    await expectToast(app, 'Not found');
    expect(toolbar().getByText('Selected: 1')).toBeInTheDocument();
  });

  it('offers a retry when the market cannot be loaded', async () => {
    const down = outage(() => ({ data: page([oolong]) }));
    const app = await open('/mt/market_goods', 375, {
      'GET /wanlshop/merchant/market': down.handler,
    });
    await down.retry(app);
    expect(
      await screen.findByRole('heading', { name: 'Oolong tea', level: 3 }),
    ).toBeInTheDocument();
  });
});
