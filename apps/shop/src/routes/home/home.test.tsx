import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categoryTree, goodsCards, goodsSearchPage } from '../../test/catalogue-fixtures.js';
import { appInfo, goodsCard, shopCard } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

const fullInfo = appInfo({
  categorys: categoryTree(),
  banners: [
    { id: 1, title: 'Spring sale', image: '/uploads/b1.png', url: '/goods/11' },
    { id: 2, title: 'Tea week', image: '/uploads/b2.png', url: '' },
  ],
  otherBanners: [{ id: 3, title: 'Free shipping', image: '/uploads/b3.png', url: '/search' }],
  curationGoods: [goodsCard({ id: 21, title: 'Featured tea' })],
  discountGoods: [goodsCard({ id: 22, title: 'Cheap cups', price: '5.00', market_price: '9.00' })],
  newGoods: [goodsCard({ id: 23, title: 'New kettle' })],
  shopList: [shopCard({ id: 4, shopname: 'Kettle Corner' })],
});

const server = serverWith({
  'GET /wanlshop/common/info': () => ({ data: fullInfo }),
  'GET /wanlshop/common/goods': ({ query }) =>
    query.get('page') === '2'
      ? { data: goodsSearchPage(goodsCards(2, 200, 'Later'), 2, 2) }
      : { data: goodsSearchPage(goodsCards(3, 100, 'Early'), 1, 2) },
});

const section = (name: string) => screen.getByRole('region', { name });

describe('home', () => {
  it('shows the banners, the zones and the star merchants, each linking to its page', async () => {
    await renderApp({ path: '/', server: server() });
    expect(await screen.findByRole('heading', { name: 'Featured', level: 2 })).toBeInTheDocument();
    const banners = screen.getByRole('region', { name: 'Promotions' });
    expect(within(banners).getByRole('link', { name: 'Spring sale' })).toHaveAttribute(
      'href',
      '/goods/11',
    );
    // A banner without an address is a picture, not a link.
    expect(within(banners).getByRole('img', { name: 'Tea week' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'More promotions' })).getByRole('link', {
        name: 'Free shipping',
      }),
    ).toHaveAttribute('href', '/search');
    expect(within(section('Featured')).getByRole('link', { name: 'Featured tea' })).toHaveAttribute(
      'href',
      '/goods/21',
    );
    const discount = section('Discounts');
    expect(within(discount).getByRole('link', { name: 'Cheap cups' })).toHaveAttribute(
      'href',
      '/goods/22',
    );
    expect(discount).toHaveTextContent('$5.00');
    expect(discount).toHaveTextContent('$9.00');
    expect(
      within(section('New arrivals')).getByRole('link', { name: 'New kettle' }),
    ).toHaveAttribute('href', '/goods/23');
    expect(
      within(section('Star merchants')).getByRole('link', { name: 'Kettle Corner' }),
    ).toHaveAttribute('href', '/shop/4');
  });

  it('pages more goods with the default search until "no more data"', async () => {
    const app = await renderApp({ path: '/', server: server() });
    const more = await screen.findByRole('list', { name: 'More goods' });
    expect(await within(more).findByRole('link', { name: 'Early 100' })).toBeInTheDocument();
    const first = app.server.calls('GET /wanlshop/common/goods')[0]!.query;
    expect(Object.fromEntries(first)).toEqual({
      type: 'goods',
      order: 'all',
      sort: 'desc',
      page: '1',
    });
    expect(screen.queryByText('No more data')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Later 201' })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/common/goods').at(-1)?.query.get('page')).toBe('2');
  });

  it('leaves out empty zones and says "no data" when there are no goods at all', async () => {
    await renderApp({
      path: '/',
      server: server({
        'GET /wanlshop/common/info': () => ({ data: appInfo() }),
        'GET /wanlshop/common/goods': () => ({ data: goodsSearchPage([]) }),
      }),
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    for (const name of ['Featured', 'Discounts', 'New arrivals', 'Star merchants']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More goods', level: 2 })).toBeInTheDocument();
  });

  it('shows skeletons while the first data loads', async () => {
    await renderApp({
      path: '/',
      server: server({
        'GET /wanlshop/common/info': () => new Promise(() => {}),
        'GET /wanlshop/common/goods': () => new Promise(() => {}),
      }),
    });
    const loading = await screen.findAllByRole('status');
    expect(loading.some((node) => node.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(loading[0]).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('offers a retry when the first data or the goods cannot be loaded', async () => {
    let fail = true;
    const app = await renderApp({
      path: '/',
      server: server({
        'GET /wanlshop/common/info': () =>
          fail ? { refuse: 'Service unavailable', status: 400 } : { data: fullInfo },
        'GET /wanlshop/common/goods': () =>
          fail
            ? { refuse: 'Service unavailable', status: 400 }
            : { data: goodsSearchPage(goodsCards(1)) },
      }),
    });
    const message = 'This page could not be loaded. Check your connection and try again.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    fail = false;
    for (const text of screen.getAllByText(message)) {
      const alert = text.closest<HTMLElement>('[role="alert"]')!;
      await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    }
    expect(await screen.findByRole('heading', { name: 'Featured', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Goods 100' })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('opens the search from the mobile search bar, with the bottom tabs', async () => {
    const app = await renderApp({ path: '/', server: server() });
    await screen.findByRole('heading', { name: 'Featured', level: 2 });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(app.path()).toBe('/search'));
  });

  it('has no search bar of its own on desktop (the header has it) and a hidden heading', async () => {
    await renderApp({ path: '/', width: 1280, server: server() });
    await screen.findByRole('heading', { name: 'Featured', level: 2 });
    expect(screen.getByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: /tabs/i })).not.toBeInTheDocument();
  });

  it('starts the desktop page with the categories beside one low carousel, the other banners as tiles after the featured goods', async () => {
    await renderApp({ path: '/', width: 1280, server: server() });
    await screen.findByRole('heading', { name: 'Featured', level: 2 });
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Tea' })).toHaveAttribute(
      'href',
      '/category/1',
    );
    expect(within(categories).getByRole('link', { name: 'Teaware' })).toHaveAttribute(
      'href',
      '/category/2',
    );
    // Only the main banners turn; the others are all in view as tiles, after the featured zone.
    expect(screen.getAllByRole('region', { name: 'Promotions' })).toHaveLength(1);
    const tiles = screen.getByRole('region', { name: 'More promotions' });
    expect(tiles).not.toHaveAttribute('aria-roledescription');
    expect(within(tiles).getByRole('link', { name: 'Free shipping' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(
      section('Featured').compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(section('Star merchants')).getByRole('link', { name: 'Kettle Corner' }),
    ).toBeInTheDocument();
  });

  it('keeps the phone page without the category list, with both carousels', async () => {
    await renderApp({ path: '/', server: server() });
    await screen.findByRole('heading', { name: 'Featured', level: 2 });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });
});
