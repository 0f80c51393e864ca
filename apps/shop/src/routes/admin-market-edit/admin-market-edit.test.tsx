import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { categoryTree, marketGoods, operatorSession, page } from '../../test/admin-fixtures.js';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { expectToast, renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

let restoreUploads: (() => void) | undefined;
afterEach(() => {
  restoreUploads?.();
  restoreUploads = undefined;
});

const server = serverWith({
  'GET /admin/market/info': () => ({ data: marketGoods() }),
  'GET /admin/market': () => ({ data: page([marketGoods()]) }),
  'GET /admin/categories': () => ({ data: { list: categoryTree() } }),
  'POST /admin/market': ({ body }) => ({ data: { ...marketGoods(), ...(body as object) } }),
});

async function open(
  path: string,
  options: { width?: number; handlers?: Record<string, ServerHandler> } = {},
) {
  const app = await renderApp({
    path,
    width: options.width ?? 375,
    session: operatorSession(),
    server: server(options.handlers),
  });
  return app;
}

const form = async (name: string) => screen.findByRole('form', { name });

describe('market goods form', () => {
  it('adds a goods: specs make the SKUs, checked by the domain before anything is sent', async () => {
    const fake = installFakeUploads(() => ({ data: { url: '/uploads/rooibos.png' } }));
    restoreUploads = fake.restore;
    const app = await open('/admin/market/edit', { width: 1280 });
    await screen.findByRole('heading', { name: 'New market goods', level: 1 });
    const goods = within(await form('New market goods'));

    await app.user.type(goods.getByRole('textbox', { name: 'Title' }), 'Rooibos');
    await app.user.click(goods.getByRole('button', { name: 'Add a specification' }));
    await app.user.type(goods.getByRole('textbox', { name: 'Specification 1' }), 'Size');
    await app.user.type(
      goods.getByRole('textbox', { name: 'Values of specification 1' }),
      'Small, Large',
    );
    expect(
      goods.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(expect.arrayContaining(['Small', 'Large']));

    // Nothing chosen yet: the title is there but no picture.
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    expect(await goods.findByRole('alert')).toHaveTextContent('Please add at least one picture');
    expect(app.server.calls('POST /admin/market')).toHaveLength(0);

    await app.user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('rooibos.png'),
    );
    await goods.findByRole('img', { name: 'Picture 1' });
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    const wholesaleSmall = goods.getByRole('textbox', { name: 'Wholesale price Small' });
    expect(wholesaleSmall).toHaveFocus();
    expect(goods.getByText('Please enter a valid amount')).toBeInTheDocument();

    await app.user.type(wholesaleSmall, '4');
    await app.user.type(
      goods.getByRole('textbox', { name: 'Suggested retail price Small' }),
      '3.5',
    );
    await app.user.type(goods.getByRole('textbox', { name: 'Wholesale price Large' }), '9');
    await app.user.type(
      goods.getByRole('textbox', { name: 'Suggested retail price Large' }),
      '14.9',
    );
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    expect(
      goods.getByText('The suggested retail price cannot be lower than the wholesale price'),
    ).toBeInTheDocument();
    const retailSmall = goods.getByRole('textbox', { name: 'Suggested retail price Small' });
    expect(retailSmall).toHaveFocus();
    await app.user.clear(retailSmall);
    await app.user.type(retailSmall, '6.5');

    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    expect(goods.getByText('Please choose a category')).toBeInTheDocument();
    expect(app.server.calls('POST /admin/market')).toHaveLength(0);

    await app.user.click(goods.getByRole('button', { name: /Category/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Tea › Black tea' }));
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Goods added to the market');
    expect(app.server.calls('POST /admin/market')[0]?.body).toEqual({
      category_id: 23,
      title: 'Rooibos',
      image: '/uploads/rooibos.png',
      images: ['/uploads/rooibos.png'],
      description: '',
      freight: '0.00',
      spec: [{ name: 'Size', items: ['Small', 'Large'] }],
      skus: [
        { difference: 'Small', wholesale_price: '4', retail_price: '6.5', stock: 0 },
        { difference: 'Large', wholesale_price: '9', retail_price: '14.9', stock: 0 },
      ],
      status: 'normal',
    });
    await waitFor(() => expect(app.path()).toBe('/admin/market'));
  });

  it('adds a goods without specs as a single SKU, and removes a spec', async () => {
    const fake = installFakeUploads(() => ({ data: { url: '/uploads/mug.png' } }));
    restoreUploads = fake.restore;
    const app = await open('/admin/market/edit');
    const goods = within(await form('New market goods'));
    await app.user.click(goods.getByRole('button', { name: 'Add a specification' }));
    await app.user.click(goods.getByRole('button', { name: 'Remove specification 1' }));
    expect(goods.queryByRole('textbox', { name: 'Specification 1' })).not.toBeInTheDocument();
    await app.user.type(goods.getByRole('textbox', { name: 'Title' }), 'Mug');
    await app.user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('mug.png'),
    );
    await goods.findByRole('img', { name: 'Picture 1' });
    await app.user.type(
      goods.getByRole('textbox', { name: 'Wholesale price Single specification' }),
      '2',
    );
    await app.user.type(
      goods.getByRole('textbox', { name: 'Suggested retail price Single specification' }),
      '5',
    );
    await app.user.click(goods.getByRole('button', { name: /Category/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Tea › Green tea' }));
    await app.user.click(goods.getByRole('checkbox', { name: 'On the market' }));
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Goods added to the market');
    expect(app.server.calls('POST /admin/market')[0]?.body).toMatchObject({
      spec: [],
      skus: [{ difference: '', wholesale_price: '2', retail_price: '5', stock: 0 }],
      status: 'hidden',
    });
  });

  it('edits a goods from what it is, its specs fixed, and stays on a refusal', async () => {
    const app = await open('/admin/market/edit/71', {
      handlers: { 'POST /admin/market': () => ({ refuse: 'Not found, or no longer available' }) },
    });
    await screen.findByRole('heading', { name: 'Edit market goods', level: 1 });
    const goods = within(await form('Edit market goods'));
    expect(app.server.calls('GET /admin/market/info')[0]?.query.get('id')).toBe('71');
    expect(goods.getByRole('textbox', { name: 'Title' })).toHaveValue('Jasmine tea');
    expect(goods.getByRole('textbox', { name: 'Specification 1' })).toBeDisabled();
    expect(goods.queryByRole('button', { name: 'Add a specification' })).not.toBeInTheDocument();
    expect(
      goods.getByText(
        "Now from $8.00 wholesale, $12.00 suggested. Shops listing it: 3. New prices reach their listings (not the shops' own prices).",
      ),
    ).toBeInTheDocument();
    const wholesale = goods.getByRole('textbox', { name: 'Wholesale price 250 g' });
    expect(wholesale).toHaveValue('18.00');
    await app.user.clear(wholesale);
    await app.user.type(wholesale, '19.5');
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Not found, or no longer available');
    expect(app.server.calls('POST /admin/market')[0]?.body).toMatchObject({
      id: 71,
      category_id: 22,
      spec: [{ name: 'Weight', items: ['100 g', '250 g'] }],
      skus: [
        { difference: '100 g', wholesale_price: '8.00', retail_price: '12.00', stock: 40 },
        { difference: '250 g', wholesale_price: '19.5', retail_price: '26.00', stock: 10 },
      ],
    });
    expect(app.path()).toBe('/admin/market/edit/71');
    expect(app.toasts()).not.toContain('Goods saved');
  });

  it('saves an edit and goes back to the market; cancel goes back too', async () => {
    const app = await open('/admin/market/edit/71', { width: 1280 });
    const goods = within(await form('Edit market goods'));
    await app.user.click(goods.getByRole('button', { name: 'Save' }));
    await expectToast(app, 'Goods saved');
    await waitFor(() => expect(app.path()).toBe('/admin/market'));
    await app.services.router.navigate('/admin/market/edit/71');
    await app.user.click(
      within(await form('Edit market goods')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(app.path()).toBe('/admin/market'));
  });

  it('says when the goods does not exist', async () => {
    await open('/admin/market/edit/99', {
      handlers: {
        'GET /admin/market/info': () => ({
          refuse: 'Not found, or no longer available',
          status: 404,
        }),
      },
    });
    expect(await screen.findByText('This goods is not in the market.')).toBeInTheDocument();
  });

  it('says when the id is not one', async () => {
    const app = await open('/admin/market/edit/abc');
    expect(await screen.findByText('This goods is not in the market.')).toBeInTheDocument();
    expect(app.server.calls('GET /admin/market/info')).toHaveLength(0);
  });

  it('retries when the goods cannot be loaded', async () => {
    const down = outage(() => ({ data: marketGoods() }));
    const app = await open('/admin/market/edit/71', {
      handlers: {
        'GET /admin/market/info': down.handler,
      },
    });
    await down.retry(app, 'The goods could not be loaded.');
    expect(await form('Edit market goods')).toBeInTheDocument();
  });
});
