import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categoryTree, goodsCards, listPage, shopDetail } from '../../test/catalogue-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const server = serverWith({
  'GET /wanlshop/shop/detail': ({ query }) =>
    query.get('id') === '1' ? { data: shopDetail() } : { refuse: 'Not found', status: 404 },
  'GET /wanlshop/shop/categorys': ({ query }) =>
    query.get('shop_id') === '1'
      ? { data: { list: categoryTree() } }
      : { refuse: 'Not found', status: 404 },
  'GET /wanlshop/shop/goods': ({ query }) =>
    query.get('page') === '2'
      ? { data: listPage(goodsCards(1, 200, 'Later'), 2, 2) }
      : { data: listPage(goodsCards(1, 100, `In ${query.get('category_id')}`), 1, 2) },
});

async function open(path = '/shop/category/1', options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path, server: server(), ...options });
  await screen.findByRole('heading', { name: 'Tea House: categories', level: 1 });
  await screen.findByRole('tablist', { name: 'Categories' });
  return app;
}

describe("a shop's categories", () => {
  it("shows the shop's own tree, sub-categories opening their goods (mobile path)", async () => {
    const app = await open();
    expect(Object.fromEntries(app.server.calls('GET /wanlshop/shop/categorys')[0]!.query)).toEqual({
      shop_id: '1',
    });
    const panel = screen.getByRole('tabpanel');
    const green = within(panel).getByRole('link', { name: 'Green tea' });
    expect(green).toHaveAttribute('href', '/shop/goods/1/Green%20tea?category_id=11');
    await app.user.click(green);
    await waitFor(() => expect(app.path()).toBe('/shop/goods/1/Green%20tea?category_id=11'));
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 1 })).toBeInTheDocument();
  });

  it('shows the goods of the chosen top level, paged, and changes with the tab', async () => {
    const app = await open();
    const goods = screen.getByRole('region', { name: 'Goods in Tea' });
    expect(await within(goods).findByRole('link', { name: 'In 1 100' })).toBeInTheDocument();
    await app.user.click(within(goods).getByRole('button', { name: 'Load more' }));
    expect(await within(goods).findByRole('link', { name: 'Later 200' })).toBeInTheDocument();
    expect(await within(goods).findByText('No more data')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Teaware' }));
    const teaware = await screen.findByRole('region', { name: 'Goods in Teaware' });
    expect(await within(teaware).findByRole('link', { name: 'In 2 100' })).toBeInTheDocument();
    expect(Object.fromEntries(app.server.calls('GET /wanlshop/shop/goods').at(-1)!.query)).toEqual({
      shop_id: '1',
      category_id: '2',
      page: '1',
    });
  });

  it('has the storefront tabs with the categories tab current', async () => {
    await open();
    const nav = within(screen.getByRole('navigation', { name: 'Shop navigation' }));
    expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop/1');
    expect(nav.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/chat/31?shop=1',
    );
  });

  it('links sub-categories to the desktop path, with the tabs under the title', async () => {
    await open('/shop/category/1', { width: 1280 });
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Black tea' }),
    ).toHaveAttribute('href', '/shop/goods/1/12/Black%20tea');
    const nav = screen.getByRole('navigation', { name: 'Shop navigation' });
    expect(
      nav.compareDocumentPosition(screen.getByRole('tablist', { name: 'Categories' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows a flat list of categories as a row of tabs over the goods, with no tiles', async () => {
    const flat = categoryTree().map((top) => ({ ...top, childlist: [] }));
    const app = await renderApp({
      path: '/shop/category/1',
      width: 1280,
      server: server({ 'GET /wanlshop/shop/categorys': () => ({ data: { list: flat } }) }),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Categories' });
    expect(tabs).toHaveAttribute('aria-orientation', 'horizontal');
    expect(within(tabs).getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('link', { name: 'Tea' })).not.toBeInTheDocument();
    const goods = within(panel).getByRole('region', { name: 'Goods in Tea' });
    expect(await within(goods).findByRole('link', { name: 'In 1 100' })).toBeInTheDocument();
    await app.user.click(within(tabs).getByRole('tab', { name: 'Teaware' }));
    const teaware = await screen.findByRole('region', { name: 'Goods in Teaware' });
    expect(await within(teaware).findByRole('link', { name: 'In 2 100' })).toBeInTheDocument();
  });

  it('says "no data" for a shop without categories', async () => {
    await renderApp({
      path: '/shop/category/1',
      server: server({ 'GET /wanlshop/shop/categorys': () => ({ data: { list: [] } }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('shows skeletons while loading, and the shop chat without a loaded shop', async () => {
    await renderApp({
      path: '/shop/category/1',
      server: server({
        'GET /wanlshop/shop/categorys': () => new Promise(() => {}),
        'GET /wanlshop/shop/detail': () => new Promise(() => {}),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Categories', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/chat/shop?shop=1',
    );
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    const down = outage(() => ({ data: { list: categoryTree() } }), {
      refuse: 'Resting',
      status: 400,
    });
    const app = await renderApp({
      path: '/shop/category/1',
      server: server({
        'GET /wanlshop/shop/categorys': down.handler,
      }),
    });
    await down.retry(app, 'This page could not be loaded. Check your connection and try again.');
    expect(await screen.findByRole('tab', { name: 'Tea' })).toBeInTheDocument();
  });

  it.each(['/shop/category/999', '/shop/category/abc'])('shows not found for %s', async (path) => {
    await renderApp({ path, server: server() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
