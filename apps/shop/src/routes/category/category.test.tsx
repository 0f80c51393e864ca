import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { partKey } from '../../state/index.js';
import { categoryTree, goodsCards, goodsSearchPage } from '../../test/catalogue-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const server = serverWith({
  'GET /wanlshop/common/categorys': () => ({ data: { list: categoryTree() } }),
  'GET /wanlshop/common/goods': ({ query }) =>
    query.get('page') === '2'
      ? { data: goodsSearchPage(goodsCards(1, 300, 'More'), 2, 2) }
      : { data: goodsSearchPage(goodsCards(2, 100, `Category ${query.get('id')}`), 1, 2) },
});

async function open(path = '/category', options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path, server: server(), ...options });
  await screen.findByRole('tablist', { name: 'Categories' });
  return app;
}

/** The search requests' category ids. */
const searchedIds = (app: Awaited<ReturnType<typeof open>>) =>
  app.server.calls('GET /wanlshop/common/goods').map((call) => call.query.get('id'));

describe('categories', () => {
  it('shows the tree: the first top level chosen, its sub-categories opening the search', async () => {
    const app = await open();
    expect(screen.getByRole('heading', { name: 'Categories', level: 1 })).toBeInTheDocument();
    const tops = within(screen.getByRole('tablist', { name: 'Categories' }));
    expect(tops.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tea', 'Teaware']);
    expect(tops.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Green tea' })).toHaveAttribute(
      'href',
      '/search?id=11',
    );
    expect(within(panel).getByRole('link', { name: 'Black tea' })).toHaveAttribute(
      'href',
      '/search?id=12',
    );
    // The bottom tabs of a tab root.
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const goods = screen.getByRole('region', { name: 'Goods in Tea' });
    expect(await within(goods).findByRole('link', { name: 'Category 1 100' })).toHaveAttribute(
      'href',
      '/goods/100',
    );
    expect(within(goods).getByRole('link', { name: 'Sort and filter' })).toHaveAttribute(
      'href',
      '/search?id=1',
    );
    await app.user.click(within(panel).getByRole('link', { name: 'Green tea' }));
    await waitFor(() => expect(app.path()).toBe('/search?id=11'));
  });

  it('chooses a top level by its tab: the address, the goods and the remembered choice follow', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('tab', { name: 'Teaware' }));
    await waitFor(() => expect(app.path()).toBe('/category/2'));
    const goods = await screen.findByRole('region', { name: 'Goods in Teaware' });
    expect(await within(goods).findByRole('link', { name: 'Category 2 100' })).toBeInTheDocument();
    expect(searchedIds(app)).toContain('2');
    // A top level without sub-categories is its own tile.
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Teaware' }),
    ).toHaveAttribute('href', '/search?id=2');
    expect(app.services.store.getState().category.activeId).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(partKey('category'))!)).toMatchObject({
      activeId: 2,
      list: categoryTree(),
    });
  });

  it('opens a sub-category of the address under its parent, with its goods, paged', async () => {
    const app = await open('/category/12');
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
    const goods = screen.getByRole('region', { name: 'Goods in Black tea' });
    await within(goods).findByRole('link', { name: 'Category 12 100' });
    await app.user.click(within(goods).getByRole('button', { name: 'Load more' }));
    expect(await within(goods).findByRole('link', { name: 'More 300' })).toBeInTheDocument();
    expect(await within(goods).findByText('No more data')).toBeInTheDocument();
  });

  it('opens the category remembered from the last visit, and paints the kept tree at once', async () => {
    window.localStorage.setItem(
      partKey('category'),
      JSON.stringify({ list: categoryTree(), activeId: 2 }),
    );
    await open('/category', {
      server: server({ 'GET /wanlshop/common/categorys': () => new Promise(() => {}) }),
    });
    expect(screen.getByRole('tab', { name: 'Teaware' })).toHaveAttribute('aria-selected', 'true');
  });

  it("loads the first row's goods pictures at once with high priority (the page's main ones), the rest lazily", async () => {
    const app = await open('/category/12');
    const goods = screen.getByRole('region', { name: 'Goods in Black tea' });
    await within(goods).findByRole('link', { name: 'Category 12 100' });
    await app.user.click(within(goods).getByRole('button', { name: 'Load more' }));
    await within(goods).findByRole('link', { name: 'More 300' });
    const pictures = [...goods.querySelectorAll('img')];
    expect(pictures).toHaveLength(3);
    for (const picture of pictures.slice(0, 2)) {
      expect(picture).toHaveAttribute('fetchpriority', 'high');
      expect(picture).toHaveAttribute('loading', 'eager');
    }
    expect(pictures[2]).toHaveAttribute('loading', 'lazy');
    expect(pictures[2]).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the first top level for an unknown id', async () => {
    await open('/category/999');
    expect(screen.getByRole('tab', { name: 'Tea' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows skeletons while the tree loads', async () => {
    await renderApp({
      path: '/category',
      server: server({ 'GET /wanlshop/common/categorys': () => new Promise(() => {}) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says "no data" when there are no categories', async () => {
    await renderApp({
      path: '/category',
      server: server({ 'GET /wanlshop/common/categorys': () => ({ data: { list: [] } }) }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('offers a retry when the tree cannot be loaded', async () => {
    const down = outage(() => ({ data: { list: categoryTree() } }), {
      refuse: 'Resting',
      status: 400,
    });
    const app = await renderApp({
      path: '/category',
      server: server({
        'GET /wanlshop/common/categorys': down.handler,
      }),
    });
    await down.retry(app, 'This page could not be loaded. Check your connection and try again.');
    expect(await screen.findByRole('tab', { name: 'Tea' })).toBeInTheDocument();
  });

  it('works on desktop with the keyboard: arrows move between top levels', async () => {
    const app = await open('/category', { width: 1280 });
    await app.user.click(screen.getByRole('tab', { name: 'Tea' }));
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(app.path()).toBe('/category/2'));
    // The page keeps focus on the tab (it replaced its own address), not on the heading.
    await screen.findByRole('region', { name: 'Goods in Teaware' });
    expect(screen.getByRole('tab', { name: 'Teaware' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: /tabs/i })).not.toBeInTheDocument();
  });
});
