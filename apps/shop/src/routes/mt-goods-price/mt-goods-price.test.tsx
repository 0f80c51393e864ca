import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MerchantGoodsInfo } from '@bazaar/api/contract';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { appInfo } from '../../test/fixtures.js';
import { goodsInfo, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';

function server(
  info: MerchantGoodsInfo = goodsInfo(),
  handlers: Record<string, ServerHandler> = {},
) {
  return createFakeServer({
    'GET /wanlshop/merchant/goodsInfo': () => ({ data: info }),
    'POST /wanlshop/merchant/goodsPrice': () => ({ data: info }),
    ...handlers,
  });
}

async function open(
  options: {
    path?: string;
    width?: number;
    info?: MerchantGoodsInfo;
    handlers?: Record<string, ServerHandler>;
  } = {},
) {
  const app = await renderApp({
    path: options.path ?? '/mt/goods_price/31',
    width: options.width ?? 375,
    session: merchantSession(),
    server: server(options.info, options.handlers),
  });
  await screen.findByRole('heading', { name: 'Goods prices', level: 1 });
  return app;
}

const price = (sku: string) => screen.getByRole('textbox', { name: `Your price for ${sku}` });
const profit = (sku: string) => screen.getByRole('status', { name: `Profit per unit for ${sku}` });

describe('goods prices', () => {
  it('shows each SKU as a card on mobile: wholesale, suggested retail, price and profit', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 2 })).toBeInTheDocument();
    const card = within(screen.getByRole('heading', { name: '100g', level: 3 }).closest('li')!);
    expect(
      Object.fromEntries(
        card
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    ).toMatchObject({
      'Wholesale price': '$8.00',
      'Suggested retail price': '$12.50',
      'Profit per unit': '$4.50',
      Stock: '20',
    });
    expect(price('100g')).toHaveValue('12.50');
    expect(price('250g')).toHaveValue('20.00');
    expect(profit('250g')).toHaveTextContent('$11.00');
    expect(screen.getByText(/You pay the platform the wholesale price/)).toBeInTheDocument();
  });

  it('shows the SKUs as a table on desktop', async () => {
    await open({ width: 1280 });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Specification',
      'Wholesale price',
      'Suggested retail price',
      'Your price',
      'Profit per unit',
      'Stock',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['100g', '250g']);
  });

  it('shows the profit of a price as it is typed, a loss under cost, and saves the prices', async () => {
    const app = await open();
    await screen.findByRole('heading', { name: 'Green tea', level: 2 });
    await app.user.clear(price('100g'));
    await app.user.type(price('100g'), '7.5');
    expect(profit('100g')).toHaveTextContent('-$0.50');
    expect(screen.getByText('Below cost')).toBeInTheDocument();
    await app.user.clear(price('100g'));
    await app.user.type(price('100g'), '13');
    expect(profit('100g')).toHaveTextContent('$5.00');
    expect(screen.queryByText('Below cost')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Modified successfully');
    expect(app.server.calls('POST /wanlshop/merchant/goodsPrice')[0]?.body).toEqual({
      id: 31,
      skus: [
        { id: 301, price: '13.00' },
        { id: 302, price: '20.00' },
      ],
    });
  });

  it('asks before saving a price under the wholesale cost, showing the loss per unit', async () => {
    const app = await open();
    await screen.findByRole('heading', { name: 'Green tea', level: 2 });
    await app.user.clear(price('100g'));
    await app.user.type(price('100g'), '7.5');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    const question = within(
      await screen.findByRole('alertdialog', { name: 'Sell under the wholesale cost?' }),
    );
    expect(
      question.getByText('100g: $7.50 against a cost of $8.00, a loss of $0.50 per unit'),
    ).toBeInTheDocument();
    expect(question.queryByText(/250g/)).not.toBeInTheDocument();
    await app.user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.server.calls('POST /wanlshop/merchant/goodsPrice')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sell at a loss',
      }),
    );
    await expectToast(app, 'Modified successfully');
    expect(app.server.calls('POST /wanlshop/merchant/goodsPrice')[0]?.body).toEqual({
      id: 31,
      skus: [
        { id: 301, price: '7.50' },
        { id: 302, price: '20.00' },
      ],
      confirm_loss: true,
    });
  });

  it.each([
    ['abc', 'Please enter a valid amount'],
    ['0', 'Please enter a valid amount'],
    ['1.234', 'Please enter a valid amount'],
  ])('refuses the price "%s" at its field, sending nothing', async (entry, message) => {
    const app = await open();
    await screen.findByRole('heading', { name: 'Green tea', level: 2 });
    await app.user.clear(price('250g'));
    if (entry) await app.user.type(price('250g'), entry);
    expect(profit('250g')).toHaveTextContent(entry === '0' ? '-$9.00' : '—');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(price('250g')).toHaveAccessibleDescription(message);
    expect(price('250g')).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/merchant/goodsPrice')).toHaveLength(0);
  });

  it("shows and takes prices in the language's currency", async () => {
    const app = await renderApp({
      path: '/mt/goods_price/31',
      session: merchantSession(),
      server: server(goodsInfo(), {
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'CNY', symbol: '¥', rate: '0.1' }],
          }),
        }),
      }),
    });
    await waitFor(() => expect(price('100g')).toHaveValue('125.00'));
    expect(profit('100g')).toHaveTextContent('¥45.00');
    await app.user.clear(price('100g'));
    await app.user.type(price('100g'), '130');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Modified successfully');
    expect(app.server.calls('POST /wanlshop/merchant/goodsPrice')[0]?.body).toEqual({
      id: 31,
      skus: [
        { id: 301, price: '13.00' },
        { id: 302, price: '20.00' },
      ],
    });
  });

  it('shows own goods without a wholesale cost', async () => {
    const info = goodsInfo({
      market_goods_id: null,
      wholesale_price: null,
      retail_price: null,
      spec: [],
      skus: [
        {
          id: 303,
          difference: '',
          price: '10.00',
          market_price: '12.00',
          stock: 5,
          sales: 0,
          wholesale_price: null,
          retail_price: null,
          margin: null,
          code: '',
          image: '',
          retired: false,
        },
      ],
    });
    await open({ info });
    expect(await screen.findByText(/This is your own goods/)).toBeInTheDocument();
    expect(screen.getByText('None (own goods)')).toBeInTheDocument();
    expect(profit('Standard')).toHaveTextContent('$10.00');
  });

  it('keeps the entries when the server refuses them', async () => {
    const app = await open({
      handlers: {
        'POST /wanlshop/merchant/goodsPrice': () => ({ refuse: 'Please enter a valid amount' }),
      },
    });
    await screen.findByRole('heading', { name: 'Green tea', level: 2 });
    await app.user.clear(price('100g'));
    await app.user.type(price('100g'), '11');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Please enter a valid amount');
    expect(price('100g')).toHaveValue('11');
  });

  it('offers a retry when the goods cannot be loaded, and a way back for a bad address', async () => {
    const down = outage(() => ({ data: goodsInfo() }));
    const app = await open({
      handlers: {
        'GET /wanlshop/merchant/goodsInfo': down.handler,
      },
    });
    await down.retry(app);
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 2 })).toBeInTheDocument();

    await renderApp({ path: '/mt/goods_price/abc', session: merchantSession(), server: server() });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goods management' })).toHaveAttribute(
      'href',
      '/mt/goods',
    );
  });
});
