import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { merchantGoods, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const tea = merchantGoods();
const mug = merchantGoods({
  id: 32,
  title: 'Tea mug',
  price: '6.00',
  status: 'hidden',
  market_goods_id: 502,
  wholesale_price: '7.00',
  retail_price: '9.00',
  below_cost: true,
});
const own = merchantGoods({
  id: 33,
  title: 'House blend',
  market_goods_id: null,
  wholesale_price: null,
  retail_price: null,
});

const server = serverWith({
  'GET /wanlshop/merchant/goods': ({ query }) => {
    const status = query.get('status');
    if (status === 'hidden') return { data: page([]) };
    if (query.get('page') === '2') return { data: page([own], 2, 2) };
    return { data: page(status === 'normal' ? [tea] : [tea, mug], 1, status === 'all' ? 2 : 1) };
  },
  'POST /wanlshop/merchant/goodsStatus': ({ body }) => ({
    data: {
      updated: (body as { ids: number[] }).ids.length,
      status: (body as { status: string }).status,
    },
  }),
});

async function open(path = '/mt/goods', width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path,
    width,
    session: merchantSession(),
    server: server(handlers),
  });
  await screen.findByRole('heading', { name: 'Goods management', level: 1 });
  await screen.findByRole('heading', { name: 'Green tea', level: 3 });
  return app;
}

const row = (title: string) =>
  within(screen.getByRole('heading', { name: title, level: 3 }).closest('li')!);
const toolbar = () => within(screen.getByRole('toolbar', { name: 'Selected goods' }));

describe('merchant goods', () => {
  it.each([
    [375, 'after'],
    [1280, 'before'],
  ])(
    'lists the goods with their economics, the selection bar %i px %s the list',
    async (width, where) => {
      const app = await open('/mt/goods', width);
      const green = row('Green tea');
      expect(green.getByText('On sale')).toBeInTheDocument();
      expect(green.getByText('Wholesale price').parentElement).toHaveTextContent('$8.00');
      expect(green.getByText('Profit per unit').parentElement).toHaveTextContent('$4.50');
      expect(green.getByRole('link', { name: 'Set prices' })).toHaveAttribute(
        'href',
        '/mt/goods_price/31',
      );
      const mugRow = row('Tea mug');
      expect(mugRow.getByText('In warehouse')).toBeInTheDocument();
      // Sold under its wholesale cost: a loss per unit.
      expect(mugRow.getByText('Profit per unit').parentElement).toHaveTextContent('-$1.00');
      expect(mugRow.getByText('Profit per unit').closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        'loss',
      );
      // Goods with a price under cost are marked in the list.
      expect(mugRow.getByText('Below cost')).toBeInTheDocument();
      expect(green.queryByText('Below cost')).not.toBeInTheDocument();

      const list = screen.getByRole('list', { name: 'Goods management' });
      const bar = screen.getByRole('toolbar', { name: 'Selected goods' });
      const barFollows = list.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING;
      expect(Boolean(barFollows)).toBe(where === 'after');

      await app.user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(
        await screen.findByRole('heading', { name: 'House blend', level: 3 }),
      ).toBeInTheDocument();
      expect(row('House blend').queryByText('Wholesale price')).not.toBeInTheDocument();
      expect(await screen.findByText('No more data')).toBeInTheDocument();
    },
  );

  it('refuses to list or unlist with nothing selected', async () => {
    const app = await open();
    await app.user.click(toolbar().getByRole('button', { name: 'Put on sale' }));
    await expectToast(app, 'Please select an item first');
    await app.user.click(toolbar().getByRole('button', { name: 'Move to warehouse' }));
    expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/merchant/goodsStatus')).toHaveLength(0);
  });

  it('moves the selected goods to the warehouse after the confirmation', async () => {
    const app = await open();
    await app.user.click(row('Green tea').getByRole('checkbox', { name: 'Green tea' }));
    expect(toolbar().getByText('Selected: 1')).toBeInTheDocument();
    const unlist = toolbar().getByRole('button', { name: 'Move to warehouse' });
    await app.user.click(unlist);
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Take this item off sale?');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /wanlshop/merchant/goodsStatus')).toHaveLength(0);
    await waitFor(() => expect(unlist).toHaveFocus());

    const reads = app.server.calls('GET /wanlshop/merchant/goods').length;
    await app.user.click(unlist);
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Move to warehouse',
      }),
    );
    await expectToast(app, 'Taken off sale');
    expect(app.server.calls('POST /wanlshop/merchant/goodsStatus')[0]?.body).toEqual({
      ids: [31],
      status: 'hidden',
    });
    expect(await toolbar().findByText('Selected: 0')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/goods').length).toBeGreaterThan(reads),
    );
  });

  it('selects every goods of the list and puts them on sale', async () => {
    const app = await open();
    const all = toolbar().getByRole('checkbox', { name: 'Select all' });
    await app.user.click(row('Tea mug').getByRole('checkbox', { name: 'Tea mug' }));
    expect(all).toBePartiallyChecked();
    await app.user.click(all);
    expect(row('Green tea').getByRole('checkbox', { name: 'Green tea' })).toBeChecked();
    expect(toolbar().getByText('Selected: 2')).toBeInTheDocument();
    await app.user.click(toolbar().getByRole('button', { name: 'Put on sale' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('List this item for sale?');
    await app.user.click(within(question).getByRole('button', { name: 'Put on sale' }));
    await expectToast(app, 'Listed');
    expect(app.server.calls('POST /wanlshop/merchant/goodsStatus')[0]?.body).toEqual({
      ids: [31, 32],
      status: 'normal',
    });
  });

  it('keeps the ticks when the server refuses', async () => {
    const app = await open('/mt/goods', 375, {
      'POST /wanlshop/merchant/goodsStatus': () => ({ refuse: 'Not found', status: 404 }),
    });
    await app.user.click(row('Green tea').getByRole('checkbox', { name: 'Green tea' }));
    await app.user.click(toolbar().getByRole('button', { name: 'Put on sale' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Put on sale' }),
    );
    await expectToast(app, 'Not found');
    expect(row('Green tea').getByRole('checkbox', { name: 'Green tea' })).toBeChecked();
  });

  it('switches tabs through the address, dropping the ticks; an empty tab leads to the market', async () => {
    const app = await open();
    await app.user.click(row('Green tea').getByRole('checkbox', { name: 'Green tea' }));
    const tabs = within(screen.getByRole('tablist'));
    await app.user.click(tabs.getByRole('tab', { name: 'On sale' }));
    await waitFor(() => expect(app.path()).toBe('/mt/goods?status=normal'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/merchant/goods').at(-1)?.query.get('status')).toBe(
        'normal',
      ),
    );
    expect(await toolbar().findByText('Selected: 0')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'In warehouse' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Find goods in the wholesale market' }),
    ).toHaveAttribute('href', '/mt/market');
    expect(toolbar().getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await app.user.click(tabs.getByRole('tab', { name: 'All goods' }));
    await waitFor(() => expect(app.path()).toBe('/mt/goods'));
  });

  it('offers a retry when the goods cannot be loaded', async () => {
    const down = outage(() => ({ data: page([tea]) }));
    const app = await renderApp({
      path: '/mt/goods',
      session: merchantSession(),
      server: server({
        'GET /wanlshop/merchant/goods': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 3 })).toBeInTheDocument();
  });
});
