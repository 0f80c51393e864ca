import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categoryTree, marketGoods, operatorSession, page } from '../../test/admin-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const hiddenGoods = marketGoods({
  id: 72,
  title: 'Oolong',
  status: 'hidden',
  listed: 0,
  spec: [],
  skus: [{ id: 703, difference: '', wholesale_price: '6.00', retail_price: '9.50', stock: 5 }],
  wholesale_price: '6.00',
  retail_price: '9.50',
});

const { open } = screenTest({
  title: 'Wholesale market',
  path: '/admin/market',
  session: operatorSession(),
  routes: {
    'GET /admin/market': () => ({ data: page([marketGoods(), hiddenGoods]) }),
    'GET /admin/categories': () => ({ data: { list: categoryTree() } }),
    'POST /admin/market': ({ body }) => ({ data: { ...marketGoods(), ...(body as object) } }),
    'POST /admin/market/delete': () => ({ data: {} }),
  },
});

function fields(article: HTMLElement) {
  return Object.fromEntries(
    within(article)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('wholesale market', () => {
  it.each([375, 1280])(
    'lists the catalogue with its prices in the base currency (%i px)',
    async (width) => {
      const app = await open({ width });
      const jasmine = await screen.findByRole('article', { name: 'Jasmine tea' });
      await waitFor(() =>
        expect(fields(jasmine)).toEqual({
          Category: 'Tea › Green tea',
          'Wholesale from': '$8.00',
          'Suggested retail from': '$12.00',
          Freight: '$5.00',
          Specifications: '2',
          'Shops listing it': '3',
        }),
      );
      expect(within(jasmine).getByText('On the market')).toBeInTheDocument();
      expect(
        within(screen.getByRole('article', { name: 'Oolong' })).getByText('Hidden'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Amounts are in the base currency ($), as stored'),
      ).toBeInTheDocument();
      expect(app.server.calls('GET /admin/market')[0]?.query.get('status')).toBe('all');
    },
  );

  it('searches by title words and filters by status through the address', async () => {
    const app = await open();
    await screen.findByRole('article', { name: 'Jasmine tea' });
    const search = screen.getByRole('search', { name: 'Search the market' });
    await app.user.type(
      within(search).getByRole('searchbox', { name: 'Title words' }),
      ' jasmine ',
    );
    await app.user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.path()).toBe('/admin/market?keyword=jasmine'));
    await waitFor(() =>
      expect(app.server.calls('GET /admin/market').at(-1)?.query.get('keyword')).toBe('jasmine'),
    );
    await app.user.click(screen.getByRole('tab', { name: 'Hidden' }));
    await waitFor(() => expect(app.path()).toBe('/admin/market?keyword=jasmine&status=hidden'));
    await waitFor(() =>
      expect(app.server.calls('GET /admin/market').at(-1)?.query.get('status')).toBe('hidden'),
    );
    await app.user.clear(within(search).getByRole('searchbox', { name: 'Title words' }));
    await app.user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.path()).toBe('/admin/market?status=hidden'));
  });

  it('hides a goods after the confirmation, sending it as it is', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Hide Jasmine tea' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent(
      'Hide “Jasmine tea” from the market? Shops that list it keep their goods.',
    );
    await app.user.click(within(question).getByRole('button', { name: 'Hide' }));
    await expectToast(app, 'Hidden from the market');
    expect(app.server.calls('POST /admin/market')[0]?.body).toEqual({
      id: 71,
      category_id: 22,
      title: 'Jasmine tea',
      image: '/uploads/jasmine.png',
      images: ['/uploads/jasmine.png'],
      description: 'Spring harvest',
      freight: '5.00',
      spec: [{ name: 'Weight', items: ['100 g', '250 g'] }],
      skus: [
        { difference: '100 g', wholesale_price: '8.00', retail_price: '12.00', stock: 40 },
        { difference: '250 g', wholesale_price: '18.00', retail_price: '26.00', stock: 10 },
      ],
      status: 'hidden',
    });
  });

  it('shows a hidden goods again at once', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Show Oolong' }));
    await expectToast(app, 'Back on the market');
    expect(app.server.calls('POST /admin/market')[0]?.body).toMatchObject({
      id: 72,
      status: 'normal',
    });
    expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation; a goods shops list is refused', async () => {
    const app = await open({
      handlers: {
        'POST /admin/market/delete': ({ body }) =>
          (body as { id: number }).id === 71
            ? { refuse: 'Shops have listed this goods, hide it instead of deleting it' }
            : { data: {} },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Jasmine tea' }));
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Delete “Jasmine tea” from the market?');
    await app.user.click(within(question).getByRole('button', { name: 'Delete' }));
    await expectToast(app, 'Shops have listed this goods, hide it instead of deleting it');
    expect(app.toasts()).not.toContain('Goods deleted');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );

    await app.user.click(screen.getByRole('button', { name: 'Delete Oolong' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Please confirm' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await expectToast(app, 'Goods deleted');
    expect(app.server.calls('POST /admin/market/delete').at(-1)?.body).toEqual({ id: 72 });
  });

  it('opens the form of a goods and of a new one', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Edit Jasmine tea' }));
    await waitFor(() => expect(app.path()).toBe('/admin/market/edit/71'));
    await app.services.router.navigate('/admin/market');
    await app.user.click(await screen.findByRole('button', { name: 'Add goods' }));
    await waitFor(() => expect(app.path()).toBe('/admin/market/edit'));
  });

  it('says when nothing matches, and when the market is empty', async () => {
    await open({
      path: '/admin/market?keyword=zzz',
      handlers: { 'GET /admin/market': () => ({ data: page([]) }) },
    });
    expect(await screen.findByText('No goods match these words')).toBeInTheDocument();
  });

  it('retries a list that failed', async () => {
    const down = outage(() => ({ data: page([]) }));
    const app = await open({
      handlers: {
        'GET /admin/market': down.handler,
      },
    });
    await down.retry(app, 'The market could not be loaded.');
    expect(await screen.findByText('No goods here')).toBeInTheDocument();
  });
});
