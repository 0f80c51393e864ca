import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { goodsCards, listPage, shopDetail } from '../../test/catalogue-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const server = serverWith({
  'GET /wanlshop/shop/detail': ({ query }) =>
    query.get('id') === '1' ? { data: shopDetail() } : { refuse: 'Not found', status: 404 },
  'GET /wanlshop/shop/goods': ({ query }) =>
    query.get('shop_id') !== '1'
      ? { refuse: 'Not found', status: 404 }
      : query.get('page') === '2'
        ? { data: listPage(goodsCards(1, 200, 'Later'), 2, 2) }
        : { data: listPage(goodsCards(2, 100, 'Green'), 1, 2) },
});

/** The query of the last shop/goods request, as an object. */
function lastQuery(app: Awaited<ReturnType<typeof renderApp>>) {
  return Object.fromEntries(app.server.calls('GET /wanlshop/shop/goods').at(-1)!.query);
}

describe("a shop category's goods", () => {
  it('lists the goods of the category of a mobile path, titled with its name, paged', async () => {
    const app = await renderApp({
      path: '/shop/goods/1/Green%20tea?category_id=11',
      server: server(),
    });
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Green tea' });
    expect(within(list).getByRole('link', { name: 'Green 100' })).toHaveAttribute(
      'href',
      '/goods/100',
    );
    expect(lastQuery(app)).toEqual({ shop_id: '1', category_id: '11', page: '1' });
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Later 200' })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it.each([
    [375, '/shop/goods/1/Black%20tea?category_id=12'],
    [1280, '/shop/goods/1/12/Black%20tea'],
  ])(
    'leads back to the shop through its card, as a goods page does, at %i px',
    async (width, path) => {
      await renderApp({ path, width, server: server() });
      const card = (await screen.findByRole('link', { name: 'Tea House' })).closest('article')!;
      expect(within(card).getByRole('link', { name: 'Tea House' })).toHaveAttribute(
        'href',
        '/shop/1',
      );
      expect(within(card).getByText('120 followers · 12 items')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Visit the shop' })).not.toBeInTheDocument();
    },
  );

  it('keeps a "Visit the shop" button when the shop cannot be read', async () => {
    await renderApp({
      path: '/shop/goods/1/All',
      server: server({ 'GET /wanlshop/shop/detail': () => ({ refuse: 'Busy', status: 500 }) }),
    });
    await screen.findByRole('link', { name: 'Green 100' });
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop/1');
  });

  it('reads the shop and the category of the desktop path', async () => {
    const app = await renderApp({
      path: '/shop/goods/1/12/Black%20tea',
      width: 1280,
      server: server(),
    });
    expect(await screen.findByRole('heading', { name: 'Black tea', level: 1 })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Green 100' });
    expect(lastQuery(app)).toEqual({ shop_id: '1', category_id: '12', page: '1' });
  });

  it('opens a desktop link on a phone at the phone’s page for it', async () => {
    const phone = await renderApp({ path: '/shop/goods/1/12/Black%20tea', server: server() });
    expect(await screen.findByRole('heading', { name: 'Black tea', level: 1 })).toBeInTheDocument();
    expect(phone.path()).toBe('/shop/goods/1/Black%20tea?category_id=12');
    await screen.findByRole('link', { name: 'Green 100' });
    expect(lastQuery(phone)).toEqual({ shop_id: '1', category_id: '12', page: '1' });
  });

  it('opens a phone link on a desktop at the desktop’s page for it', async () => {
    const desktop = await renderApp({
      path: '/shop/goods/1/Green%20tea?category_id=11',
      width: 1280,
      server: server(),
    });
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 1 })).toBeInTheDocument();
    expect(desktop.path()).toBe('/shop/goods/1/11/Green%20tea');
  });

  it("lists all the shop's goods without a category", async () => {
    const app = await renderApp({ path: '/shop/goods/1/All', server: server() });
    await screen.findByRole('link', { name: 'Green 100' });
    expect(lastQuery(app)).toEqual({ shop_id: '1', page: '1' });
  });

  it('says "no data" for an empty category, and retries a failure', async () => {
    let answer: 'fail' | 'empty' = 'fail';
    const app = await renderApp({
      path: '/shop/goods/1/Empty?category_id=5',
      server: server({
        'GET /wanlshop/shop/goods': () =>
          answer === 'fail' ? { refuse: 'Resting', status: 400 } : { data: listPage([]) },
      }),
    });
    const message = await screen.findByText(
      'This page could not be loaded. Check your connection and try again.',
    );
    answer = 'empty';
    await app.user.click(
      within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('shows skeletons while the goods load', async () => {
    await renderApp({
      path: '/shop/goods/1/Green?category_id=11',
      server: server({ 'GET /wanlshop/shop/goods': () => new Promise(() => {}) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it.each(['/shop/goods/999/Tea', '/shop/goods/abc/Tea'])(
    'shows not found for an unknown shop: %s',
    async (path) => {
      await renderApp({ path, server: server() });
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument(),
      );
    },
  );
});
