import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  categoryTree,
  goodsCards,
  goodsSearchPage,
  shopSearchPage,
} from '../../test/catalogue-fixtures.js';
import { type ServerRequest } from '../../test/fake-server.js';
import { goodsCard, shopCard } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

/** A search server: goods or shops as asked, two pages of goods. */
const server = serverWith({
  'GET /wanlshop/common/categorys': () => ({ data: { list: categoryTree() } }),
  'GET /wanlshop/common/goods': ({ query }) => {
    if (query.get('type') === 'shop') {
      return { data: shopSearchPage([shopCard({ id: 5, shopname: 'Leaf Hall' })]) };
    }
    return query.get('page') === '2'
      ? { data: goodsSearchPage([goodsCard({ id: 12, title: 'Oolong' })], 2, 2) }
      : { data: goodsSearchPage([goodsCard({ id: 11, title: 'Green tea' })], 1, 2) };
  },
});

/** The query of the last search sent, as an object. */
function lastSearch(app: { server: { calls(route: string): ServerRequest[] } }) {
  return Object.fromEntries(app.server.calls('GET /wanlshop/common/goods').at(-1)!.query);
}

/** The screen's own failure message (the toast of the refusal is an alert too). */
async function failure() {
  const message = await screen.findByText(
    'This page could not be loaded. Check your connection and try again.',
  );
  return message.closest<HTMLElement>('[role="alert"]')!;
}

async function open(path = '/search', options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path, server: server(), ...options });
  await screen.findByRole('tablist', { name: 'Sort by' });
  return app;
}

describe('search', () => {
  it('searches the keyword of the address with the default filter, and a new keyword from the bar', async () => {
    const app = await open('/search?keyword=tea');
    expect(
      screen.getByRole('heading', { name: 'Results for “tea”', level: 1 }),
    ).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Green tea' })).toHaveAttribute(
      'href',
      '/goods/11',
    );
    expect(lastSearch(app)).toEqual({
      type: 'goods',
      order: 'all',
      sort: 'desc',
      keyword: 'tea',
      page: '1',
    });
    const box = screen.getByRole('combobox', { name: 'Search goods and shops' });
    expect(box).toHaveValue('tea');
    await app.user.clear(box);
    await app.user.type(box, ' oolong {Enter}');
    await waitFor(() => expect(app.path()).toBe('/search?keyword=oolong'));
    await waitFor(() => expect(lastSearch(app).keyword).toBe('oolong'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “oolong”');
  });

  it('opens with an empty, focused search bar and every goods', async () => {
    const app = await open('/search');
    expect(screen.getByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await screen.findByRole('link', { name: 'Green tea' });
    expect(lastSearch(app)).toEqual({ type: 'goods', order: 'all', sort: 'desc', page: '1' });
  });

  it('sorts by sales and newest, and by price ascending then descending', async () => {
    const app = await open('/search?keyword=tea');
    const tabs = within(screen.getByRole('tablist', { name: 'Sort by' }));
    await app.user.click(tabs.getByRole('tab', { name: 'Sales' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=tea&order=sale'));
    await waitFor(() => expect(lastSearch(app)).toMatchObject({ order: 'sale', sort: 'desc' }));
    await app.user.click(tabs.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(lastSearch(app)).toMatchObject({ order: 'new', sort: 'desc' }));
    await app.user.click(tabs.getByRole('tab', { name: 'Price' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=tea&sort=asc&order=price'));
    await waitFor(() => expect(lastSearch(app)).toMatchObject({ order: 'price', sort: 'asc' }));
    await app.user.click(tabs.getByRole('tab', { name: /Price/ }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=tea&order=price'));
    await waitFor(() => expect(lastSearch(app)).toMatchObject({ order: 'price', sort: 'desc' }));
    expect(tabs.getByRole('tab', { name: /Price/ })).toHaveAttribute('aria-selected', 'true');
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=tea'));
  });

  it('lists shops on the shop tab, each linking to its storefront', async () => {
    const app = await open('/search?keyword=leaf');
    await app.user.click(screen.getByRole('tab', { name: 'Shops' }));
    await waitFor(() => expect(app.path()).toBe('/search?type=shop&keyword=leaf'));
    const shops = await screen.findByRole('list', { name: 'Shops found' });
    expect(within(shops).getByRole('link', { name: 'Leaf Hall' })).toHaveAttribute(
      'href',
      '/shop/5',
    );
    expect(lastSearch(app)).toMatchObject({ type: 'shop', keyword: 'leaf' });
    // The category filter and the view switch are for goods.
    expect(screen.queryByRole('button', { name: /Category/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as a list' })).not.toBeInTheDocument();
  });

  it('filters by a category of the tree and back to every category', async () => {
    const app = await open('/search?keyword=tea');
    await app.user.click(screen.getByRole('button', { name: /Category/ }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All categories',
      'Tea',
      'Tea › Green tea',
      'Tea › Black tea',
      'Teaware',
    ]);
    await app.user.click(options.getByRole('option', { name: 'Tea › Green tea' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=tea&id=11'));
    await waitFor(() => expect(lastSearch(app)).toMatchObject({ id: '11', keyword: 'tea' }));
    expect(screen.getByRole('button', { name: /Category/ })).toHaveTextContent('Green tea');
    await app.user.click(screen.getByRole('button', { name: /Category/ }));
    await app.user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'All categories' }),
    );
    await waitFor(() => expect(app.path()).toBe('/search?keyword=tea'));
  });

  it('keeps the category of the address (from the categories screen) in every tab', async () => {
    const app = await open('/search?id=1');
    await screen.findByRole('link', { name: 'Green tea' });
    expect(lastSearch(app)).toMatchObject({ id: '1' });
    await app.user.click(screen.getByRole('tab', { name: 'Sales' }));
    await waitFor(() => expect(app.path()).toBe('/search?order=sale&id=1'));
  });

  it('switches the goods between the grid and the list', async () => {
    const app = await open('/search?keyword=tea');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results).toHaveAttribute('data-layout', 'grid');
    await app.user.click(screen.getByRole('button', { name: 'Show as a list' }));
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute(
      'data-layout',
      'list',
    );
    await app.user.click(screen.getByRole('button', { name: 'Show as a grid' }));
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute(
      'data-layout',
      'grid',
    );
  });

  it('pages the results to "no more data"', async () => {
    const app = await open('/search?keyword=tea');
    await screen.findByRole('link', { name: 'Green tea' });
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Oolong' })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(lastSearch(app)).toMatchObject({ page: '2', keyword: 'tea' });
  });

  it('says "no data" when nothing matches, for goods and for shops', async () => {
    const app = await open('/search?keyword=zzz', {
      server: server({
        'GET /wanlshop/common/goods': ({ query }) => ({
          data: query.get('type') === 'shop' ? shopSearchPage([]) : goodsSearchPage([]),
        }),
      }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Shops' }));
    await waitFor(() => expect(lastSearch(app).type).toBe('shop'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('offers a retry when the results cannot be loaded', async () => {
    let fail = true;
    const app = await open('/search?keyword=tea', {
      server: server({
        'GET /wanlshop/common/goods': ({ query }) =>
          fail
            ? { refuse: 'Search is resting', status: 400 }
            : query.get('type') === 'shop'
              ? { data: shopSearchPage([shopCard()]) }
              : { data: goodsSearchPage(goodsCards(1)) },
      }),
    });
    const alert = await failure();
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Goods 100' })).toBeInTheDocument();

    fail = true;
    await app.user.click(screen.getByRole('tab', { name: 'Shops' }));
    const shopAlert = await failure();
    fail = false;
    await app.user.click(within(shopAlert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Tea House' })).toBeInTheDocument();
  });

  it('shows skeletons while the first page loads', async () => {
    await open('/search?keyword=tea', {
      server: server({ 'GET /wanlshop/common/goods': () => new Promise(() => {}) }),
    });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading…');
  });

  it('searches from the desktop header, which is the only search box there', async () => {
    const app = await renderApp({ path: '/', width: 1280, server: server() });
    // The header's plain box until it is used; then the combo box, the only search box.
    const box = await screen.findByRole('searchbox', { name: 'Search goods and shops' });
    await app.user.type(box, 'oolong{Enter}');
    await waitFor(() => expect(app.path()).toBe('/search?keyword=oolong'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await screen.findByRole('tablist', { name: 'Sort by' });
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “oolong”');
    await waitFor(() => expect(lastSearch(app).keyword).toBe('oolong'));
    await app.user.click(screen.getByRole('tab', { name: 'Sales' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=oolong&order=sale'));
  });

  it('suggests as the keyword is typed (asked once typing pauses), and a pick searches it', async () => {
    const app = await open('/search', {
      server: server({
        'GET /wanlshop/common/suggest': ({ query }) => ({
          data: {
            list:
              query.get('keyword') === 'oolng'
                ? [
                    { type: 'shop', id: 5, text: 'Leaf Hall' },
                    { type: 'goods', id: 12, text: 'Oolong' },
                  ]
                : [],
          },
        }),
        'GET /wanlshop/common/hotSearch': () => ({ data: { list: ['green tea'] } }),
      }),
    });
    const box = screen.getByRole('combobox', { name: 'Search goods and shops' });
    await app.user.type(box, 'oolng');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: 'Oolong' });
    // One request for the whole word typed: the keystrokes came faster than the pause.
    expect(
      app.server.calls('GET /wanlshop/common/suggest').map((call) => call.query.get('keyword')),
    ).toEqual(['oolng']);
    await app.user.click(within(list).getByRole('option', { name: 'Oolong' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=Oolong'));
  });

  it('keeps recent searches on the device, offers them and the popular ones while empty, and clears them', async () => {
    localStorage.removeItem('bazaar.recentSearches');
    const app = await open('/search', {
      server: server({
        'GET /wanlshop/common/suggest': () => ({ data: { list: [] } }),
        'GET /wanlshop/common/hotSearch': () => ({ data: { list: ['green tea', 'oolong'] } }),
      }),
    });
    await app.user.type(screen.getByRole('combobox'), 'jasmine{Enter}');
    await waitFor(() => expect(app.path()).toBe('/search?keyword=jasmine'));
    expect(JSON.parse(localStorage.getItem('bazaar.recentSearches')!)).toEqual(['jasmine']);
    await screen.findByRole('heading', { name: 'Results for “jasmine”' });
    const box = screen.getByRole('combobox');
    await app.user.clear(box);
    // Arrow down opens the list (where emptying the box has not already).
    await app.user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'jasmine' })).toBeInTheDocument();
    await app.user.click(within(list).getByRole('option', { name: 'oolong' }));
    await waitFor(() => expect(app.path()).toBe('/search?keyword=oolong'));
    await screen.findByRole('heading', { name: 'Results for “oolong”' });
    const again = screen.getByRole('combobox');
    await app.user.clear(again);
    await app.user.keyboard('{ArrowDown}');
    await app.user.click(await screen.findByRole('option', { name: 'Clear recent searches' }));
    expect(localStorage.getItem('bazaar.recentSearches')).toBeNull();
    expect(screen.queryByRole('option', { name: 'jasmine' })).toBeNull();
  });
});
