import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MerchantGoodsInfo } from '@bazaar/api/contract';
import { createFakeServer } from '../../test/fake-server.js';
import { goodsInfo, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

/** One of the shop's own goods: sizes 100g and 250g. */
const own = goodsInfo({
  market_goods_id: null,
  wholesale_price: null,
  retail_price: null,
  stock_alert: 3,
  skus: goodsInfo().skus.map((sku) => ({
    ...sku,
    wholesale_price: null,
    retail_price: null,
    margin: null,
    code: sku.difference === '100g' ? 'T-100' : '',
  })),
});

const tree = {
  list: [
    {
      id: 2,
      pid: 0,
      name: 'Food',
      image: '',
      childlist: [{ id: 21, pid: 2, name: 'Tea', image: '' }],
    },
  ],
};

async function open(info: MerchantGoodsInfo = own) {
  const server = createFakeServer({
    'GET /wanlshop/merchant/goodsInfo': () => ({ data: info }),
    'GET /wanlshop/common/categorys': () => ({ data: tree }),
    'POST /wanlshop/merchant/goodsEdit': () => ({ data: info }),
    'GET /wanlshop/merchant/goods': () => ({
      data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] },
    }),
  });
  const app = await renderApp({
    path: `/mt/goods_edit/${info.id}`,
    width: 1280,
    session: merchantSession(),
    server,
  });
  await screen.findByRole('heading', { name: 'Edit goods', level: 1 });
  return app;
}

const cell = (field: string, sku: string) =>
  screen.getByRole('textbox', { name: `${field} of ${sku}` });

describe('the goods form', () => {
  it('shows the goods with a row per combination and saves it whole', async () => {
    const app = await open();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Green tea');
    expect(cell('Price', '100g')).toHaveValue('12.50');
    expect(cell('Code (optional)', '100g')).toHaveValue('T-100');
    expect(screen.getByText('Cover')).toBeInTheDocument();
    const user = app.user;
    await user.clear(cell('Price', '250g'));
    await user.type(cell('Price', '250g'), '18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/merchant/goodsEdit')).toHaveLength(1),
    );
    expect(app.server.calls('POST /wanlshop/merchant/goodsEdit')[0]?.body).toEqual({
      id: 31,
      category_id: 21,
      title: 'Green tea',
      description: 'Spring harvest.',
      content: '',
      images: ['/uploads/tea.png'],
      freight: '0',
      spec: [{ name: 'Size', items: ['100g', '250g'] }],
      skus: [
        { difference: '100g', price: '12.50', market_price: '15.00', stock: 20, code: 'T-100' },
        { difference: '250g', price: '18.00', market_price: '24.00', stock: 20, code: '' },
      ],
      status: 'normal',
      stock_alert: 3,
      i18n: {},
    });
    await expectToast(app, 'Modified successfully');
  });

  it('keeps the prices and stock typed for a value that is renamed', async () => {
    const app = await open();
    const user = app.user;
    await user.clear(cell('Price', '250g'));
    await user.type(cell('Price', '250g'), '19.90');
    const value = screen.getByRole('textbox', { name: 'Value 2 of specification 1' });
    await user.clear(value);
    await user.type(value, '300g');
    expect(cell('Price', '300g')).toHaveValue('19.90');
    expect(cell('Market price', '300g')).toHaveValue('24.00');
    expect(cell('Stock', '300g')).toHaveValue('20');
    expect(cell('Price', '100g')).toHaveValue('12.50');
  });

  it('shows the domain refusals on their field and sends nothing', async () => {
    const app = await open();
    const user = app.user;
    await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(cell('Market price', '250g'));
    await user.type(cell('Market price', '250g'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The market price cannot be lower than the price'),
    ).toBeInTheDocument();
    expect(cell('Market price', '250g')).toHaveAttribute('aria-invalid', 'true');

    // A new value makes a new row, whose price is needed.
    await user.click(screen.getByRole('button', { name: 'Add a value to specification 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Value 3 of specification 1' }), '500g');
    await user.clear(cell('Market price', '250g'));
    await user.type(cell('Market price', '250g'), '30');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The new combination's empty price is refused on its field.
    await waitFor(() => expect(cell('Price', '500g')).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(cell('Price', '500g').closest('td')!).getByText('Please enter a valid amount'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The title must be 2 to 120 characters long'),
    ).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/merchant/goodsEdit')).toHaveLength(0);
  });

  it('sends the title typed in the Japanese tab as its translation', async () => {
    const app = await open();
    const user = app.user;
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('tab', { name: /日本語/ }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    // An empty translation shows the English text as its hint.
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Green tea');
    await user.type(title, '緑茶');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/merchant/goodsEdit')).toHaveLength(1),
    );
    const body = app.server.calls('POST /wanlshop/merchant/goodsEdit')[0]?.body as {
      title: string;
      i18n: unknown;
    };
    expect(body.title).toBe('Green tea');
    expect(body.i18n).toEqual({ ja: { title: '緑茶' } });
  });

  it('loads the stored translations and marks the languages that are filled', async () => {
    const app = await open({
      ...own,
      i18n: {
        ja: {
          title: '緑茶',
          description: '春摘み。',
          spec: [{ name: 'サイズ', items: ['100グラム', '250グラム'] }],
        },
      },
    });
    const user = app.user;
    await screen.findByRole('textbox', { name: 'Title' });
    const tab = (name: RegExp) => screen.getByRole('tab', { name });
    expect(tab(/English/)).toHaveAccessibleName(expect.stringMatching(/required.*filled$/));
    expect(tab(/日本語/)).toHaveAttribute('data-state', 'filled');
    expect(tab(/日本語/)).toHaveAccessibleName(expect.stringMatching(/filled$/));
    expect(tab(/ไทย/)).toHaveAttribute('data-state', 'empty');

    await user.click(tab(/日本語/));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('緑茶');
    expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveValue('春摘み。');
    expect(screen.getByRole('textbox', { name: 'Size' })).toHaveValue('サイズ');
    expect(screen.getByRole('textbox', { name: '250g' })).toHaveValue('250グラム');

    // Typing a Thai title fills its tab.
    await user.click(tab(/ไทย/));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'ชาเขียว');
    expect(tab(/ไทย/)).toHaveAttribute('data-state', 'filled');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.server.calls('POST /wanlshop/merchant/goodsEdit')).toHaveLength(1),
    );
    expect(
      (app.server.calls('POST /wanlshop/merchant/goodsEdit')[0]?.body as { i18n: unknown }).i18n,
    ).toEqual({
      ja: {
        title: '緑茶',
        description: '春摘み。',
        spec: [{ name: 'サイズ', items: ['100グラム', '250グラム'] }],
      },
      th: { title: 'ชาเขียว' },
    });
  });

  it('refuses a specification translated in part, on its language', async () => {
    const app = await open();
    const user = app.user;
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('tab', { name: /ไทย/ }));
    await user.type(screen.getByRole('textbox', { name: 'Size' }), 'ขนาด');
    await user.click(screen.getByRole('tab', { name: /English/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Translate every specification name and value in this language, or none',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /ไทย/ })).toHaveAttribute('aria-selected', 'true');
    expect(app.server.calls('POST /wanlshop/merchant/goodsEdit')).toHaveLength(0);
  });

  it('sends a goods of the wholesale market to its prices', async () => {
    await open(goodsInfo());
    expect(
      await screen.findByText(
        'This goods comes from the wholesale market: only its prices and status can be changed',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set prices' })).toHaveAttribute(
      'href',
      '/mt/goods_price/31',
    );
  });
});
