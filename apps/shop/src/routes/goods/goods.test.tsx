import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { serveCart } from '../../test/fake-cart-server.js';
import { createFakeServer } from '../../test/fake-server.js';
import { goods, goodsDetail, sessionAnswer } from '../../test/fixtures.js';
import { renderApp, expectToast } from '../../test/render-app.js';

function goodsServer(detail = goodsDetail()) {
  let favourite = detail.is_follow;
  return createFakeServer({
    'GET /wanlshop/goods/detail': ({ query }) =>
      query.get('id') === String(detail.id)
        ? { data: { ...detail, is_follow: favourite } }
        : { refuse: 'Not found', status: 404 },
    'POST /wanlshop/product/follow': () => ({ data: { is_follow: (favourite = !favourite) } }),
  });
}

async function open(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path: '/goods/11', server: goodsServer(), ...options });
  await screen.findByRole('heading', { name: 'Green tea', level: 1 });
  return app;
}

/**
 * Chooses a size and a pack: in the desktop buy box, or on a phone in the specification sheet that
 * the page's choice row opens (closed again after).
 */
async function choose(app: Awaited<ReturnType<typeof renderApp>>, size: string, pack: string) {
  const onPage = screen.queryByRole('radiogroup', { name: 'Size' }) !== null;
  if (!onPage) await app.user.click(screen.getByRole('button', { name: /^Specification/ }));
  const scope = onPage
    ? document.body
    : await screen.findByRole('dialog', { name: 'Specification' });
  await app.user.click(
    within(within(scope).getByRole('radiogroup', { name: 'Size' })).getByRole('radio', {
      name: size,
    }),
  );
  await app.user.click(
    within(within(scope).getByRole('radiogroup', { name: 'Pack' })).getByRole('radio', {
      name: pack,
    }),
  );
  if (!onPage) {
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
}

describe('goods screen', () => {
  it('shows the price, the market price, sales, shipping, the shop, reviews and details', async () => {
    await open({ width: 1280 });
    const summary = screen.getByRole('region', { name: 'Green tea' });
    // Before a choice: the lowest to the highest SKU price.
    expect(summary).toHaveTextContent('$11.00- to 22.00');
    expect(summary).toHaveTextContent('$15.00');
    // Units sold, all time as on the goods cards, and in the last 30 days.
    expect(summary).toHaveTextContent('40 sold');
    expect(summary).toHaveTextContent('Sold in 30 days: 2');
    expect(summary).toHaveTextContent('Free shipping');
    expect(screen.getByRole('link', { name: /Tea House/ })).toHaveAttribute('href', '/shop/1');
    const reviews = screen.getByRole('region', { name: 'Reviews (5)' });
    expect(reviews).toHaveTextContent('80% positive');
    expect(reviews).toHaveTextContent('Lovely tea');
    expect(within(reviews).getByRole('link', { name: 'View all reviews' })).toHaveAttribute(
      'href',
      '/product/goods/comment?goods_id=11',
    );
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Roasted lightly.');
  });

  it('follows the chosen SKU: price, struck-through price, stock and picture', async () => {
    const detail = goodsDetail();
    const app = await open({
      width: 1280,
      server: goodsServer({
        ...detail,
        sku: detail.sku.map((sku) =>
          sku.id === 103 ? { ...sku, image: '/uploads/tea-tin.png' } : sku,
        ),
      }),
    });
    const summary = screen.getByRole('region', { name: 'Green tea' });
    const price = () => summary.querySelector('[data-variant="current"]');
    const struck = () => summary.querySelector('del');
    expect(screen.getByText('In stock: 30')).toBeInTheDocument();
    // One specification chosen: the range and stock of what it leaves open.
    await app.user.click(
      within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', {
        name: '100 g',
      }),
    );
    expect(price()).toHaveTextContent(/^\$20\.00- to 22\.00$/);
    expect(screen.getByText('In stock: 10')).toBeInTheDocument();
    await choose(app, '50 g', 'Bag');
    expect(price()).toHaveTextContent(/^\$11\.00$/);
    expect(struck()).toHaveTextContent('$15.00');
    expect(screen.getByText('In stock: 10')).toBeInTheDocument();
    // 100 g in a bag is sold out: its size is greyed until the pack changes.
    const size100 = within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', {
      name: '100 g',
    });
    expect(size100).toBeDisabled();
    await app.user.click(
      within(screen.getByRole('radiogroup', { name: 'Pack' })).getByRole('radio', { name: 'Tin' }),
    );
    await app.user.click(size100);
    expect(price()).toHaveTextContent(/^\$22\.00$/);
    // Dearer than its market price: nothing to strike through.
    expect(struck()).toBeNull();
    const gallery = screen.getByRole('region', { name: /pictures/i });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/tea-tin.png'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expectToast(app, 'Added to your cart');
    expect(app.services.store.getState().cart.list[0]?.products[0]).toMatchObject({
      sku_id: 103,
      image: '/uploads/tea-tin.png',
      sku: { price: '22.00' },
    });
  });

  it('shows the shipping fee in the display currency', async () => {
    await open({ server: goodsServer(goodsDetail({ freight: '4.00' })) });
    expect(screen.getByRole('region', { name: 'Green tea' })).toHaveTextContent('Shipping: $4.00');
  });

  it('asks for the specification, then adds the chosen SKU and quantity to the cart', async () => {
    const app = await open({ width: 1280 });
    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expectToast(app, 'Please choose Size');
    await choose(app, '50 g', 'Bag');
    expect(screen.getByText('In stock: 10')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Increase/ }));
    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expectToast(app, 'Added to your cart');
    const line = app.services.store.getState().cart.list[0]?.products[0];
    expect(line).toMatchObject({
      goods_id: 11,
      sku_id: 102,
      number: 2,
      sku: { id: 102, price: '11.00', difference: ['50 g', 'Bag'] },
    });
  });

  it('on a phone, add to cart opens the specification sheet; its choice sets price and stock', async () => {
    const app = await open();
    const bar = screen.getByRole('group', { name: 'Buy this goods' });
    await app.user.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Specification' });
    expect(sheet).toHaveTextContent('Choose Size and Pack');
    expect(sheet).toHaveTextContent('In stock: 30');
    await app.user.click(within(sheet).getByRole('radio', { name: '50 g' }));
    await app.user.click(within(sheet).getByRole('radio', { name: 'Bag' }));
    expect(sheet.querySelector('[data-variant="current"]')).toHaveTextContent(/^\$11\.00$/);
    expect(sheet).toHaveTextContent('In stock: 10');
    expect(sheet).toHaveTextContent('Chosen: 50 g / Bag');
    await app.user.click(within(sheet).getByRole('button', { name: /Increase/ }));
    await app.user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    await expectToast(app, 'Added to your cart');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.services.store.getState().cart.list[0]?.products[0]).toMatchObject({
      sku_id: 102,
      number: 2,
      sku: { price: '11.00' },
    });
  });

  it('on a phone, the bar links the shop and chat, keeps the favourite, and buys a full choice without the sheet', async () => {
    const app = await open({ session: sessionAnswer() });
    const bar = screen.getByRole('group', { name: 'Buy this goods' });
    expect(within(bar).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop/1');
    expect(within(bar).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/chat/shop?shop=1&goods=11',
    );
    const favourite = within(bar).getByRole('button', { name: 'Favourite' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    await choose(app, '50 g', 'Tin');
    await app.user.click(within(bar).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
    expect(app.services.store.getState().order.pending).toEqual([
      { goods_id: 11, sku_id: 101, number: 1 },
    ]);
  });

  it('on the desktop, shows breadcrumbs and the gallery beside the buy box; a thumbnail changes the picture', async () => {
    const app = await open({ width: 1280 });
    expect(screen.queryByRole('group', { name: 'Buy this goods' })).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const gallery = screen.getByRole('region', { name: /pictures/i });
    expect(within(gallery).getByRole('img')).toHaveAttribute('alt', 'Green tea 1/2');
    await app.user.click(within(gallery).getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('alt', 'Green tea 2/2');
    await app.user.click(
      within(gallery).getByRole('button', { name: 'Open picture 2 of 2 full screen' }),
    );
    const viewer = await screen.findByRole('dialog', { name: /pictures/i });
    expect(viewer).toHaveTextContent('2 / 2');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds to the server cart when logged in', async () => {
    const server = goodsServer();
    const cartServer = serveCart(server, [goods({ sku_id: 103 })]);
    const app = await open({ server, serverCart: 'api', session: sessionAnswer() });
    await choose(app, '100 g', 'Tin');
    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expectToast(app, 'Added to your cart');
    expect(server.calls('POST /wanlshop/cart/storage')[0]?.body).toEqual({
      type: 'add',
      goods: { goods_id: 11, sku_id: 103, number: 1 },
    });
    expect(cartServer.cart().cartnum).toBe(1);
  });

  it('greys a sold-out choice in the desktop buy box: it cannot be chosen', async () => {
    const app = await open({ width: 1280 });
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    const pack = screen.getByRole('radiogroup', { name: 'Pack' });
    await app.user.click(within(size).getByRole('radio', { name: '100 g' }));
    const bag = within(pack).getByRole('radio', { name: 'Bag' });
    expect(bag).toBeDisabled();
    expect(bag).not.toBeChecked();
    expect(within(pack).getByRole('radio', { name: 'Tin' })).toBeEnabled();
    // Another size frees the pack again.
    await app.user.click(within(size).getByRole('radio', { name: '50 g' }));
    expect(within(pack).getByRole('radio', { name: 'Bag' })).toBeEnabled();
  });

  it('does not sell a sold-out goods', async () => {
    const detail = goodsDetail();
    await open({
      server: goodsServer({
        ...detail,
        stock: 0,
        sku: detail.sku.map((s) => ({ ...s, stock: 0 })),
      }),
    });
    const bar = screen.getByRole('group', { name: 'Buy this goods' });
    expect(within(bar).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('on a phone, chooses only in the sheet: the page shows the choice in a row that opens it, sold-out values greyed', async () => {
    const app = await open();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: /^Specification/ });
    expect(row).toHaveTextContent('Choose Size and Pack');
    expect(row).toHaveTextContent('Quantity: 1');
    await app.user.click(row);
    const sheet = await screen.findByRole('dialog', { name: 'Specification' });
    await app.user.click(within(sheet).getByRole('radio', { name: '100 g' }));
    const bag = within(sheet).getByRole('radio', { name: 'Bag' });
    expect(bag).toBeDisabled();
    expect(bag).not.toBeChecked();
    await app.user.click(within(sheet).getByRole('radio', { name: 'Tin' }));
    await app.user.click(within(sheet).getByRole('button', { name: /Increase/ }));
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Chosen: 100 g / Tin');
    expect(row).toHaveTextContent('Quantity: 2');
    // One set of choices on the page at a time: the sheet's.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('buys now: login first, then the confirmation with the chosen SKU', async () => {
    const visitor = await open();
    await choose(visitor, '50 g', 'Tin');
    await visitor.user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(visitor.path()).toBe('/user/login?redirect=%2Fgoods%2F11'));
    visitor.unmount();

    const app = await open({ session: sessionAnswer() });
    await choose(app, '50 g', 'Tin');
    await app.user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/addorder'));
    expect(app.services.store.getState().order.pending).toEqual([
      { goods_id: 11, sku_id: 101, number: 1 },
    ]);
  });

  it('toggles the favourite for a logged-in user', async () => {
    const app = await open({ session: sessionAnswer(), width: 1280 });
    const favourite = screen.getByRole('button', { name: 'Add to favourites' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(favourite);
    const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a visitor who marks a favourite to log in', async () => {
    const visitor = await open({ width: 1280 });
    await visitor.user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(visitor.path()).toBe('/user/login?redirect=%2Fgoods%2F11'));
    expect(visitor.server.calls('POST /wanlshop/product/follow')).toHaveLength(0);
  });

  it('links to the storefront, the chat with the shop about this goods and every review', async () => {
    const app = await open({
      server: goodsServer(
        goodsDetail({
          comment: { ...goodsDetail().comment, total: 1, good: 1, pertinent: 0, rate: '100' },
        }),
      ),
    });
    const shop = screen.getByRole('region', { name: 'Tea House' });
    expect(within(shop).getByRole('link', { name: 'Visit the shop' })).toHaveAttribute(
      'href',
      '/shop/1',
    );
    const chat = within(shop).getByRole('link', { name: 'Chat with the shop' });
    expect(chat).toHaveAttribute('href', '/chat/shop?shop=1&goods=11');
    // Every review is one tap away even when the page already shows them all.
    expect(screen.getByRole('link', { name: 'View all reviews' })).toHaveAttribute(
      'href',
      '/product/goods/comment?goods_id=11',
    );
    // A visitor is sent to log in, and comes back to the chat.
    await app.user.click(chat);
    await waitFor(() =>
      expect(app.path()).toBe(
        `/user/login?redirect=${encodeURIComponent('/chat/shop?shop=1&goods=11')}`,
      ),
    );
  });

  it('says there are no reviews yet, without a link to them', async () => {
    await open({
      server: goodsServer(
        goodsDetail({
          comment: { total: 0, good: 0, pertinent: 0, poor: 0, rate: '100', list: [] },
        }),
      ),
    });
    const reviews = screen.getByRole('region', { name: 'Reviews (0)' });
    expect(reviews).toHaveTextContent('No reviews yet');
    expect(within(reviews).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, and a retry when the goods cannot be loaded', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    const server = goodsServer();
    server.on('GET /wanlshop/goods/detail', () =>
      answer === 'fail' ? { refuse: 'Resting', status: 400 } : { data: goodsDetail() },
    );
    const app = await renderApp({ path: '/goods/11', server });
    const message = await screen.findByText(
      'This page could not be loaded. Check your connection and try again.',
    );
    answer = 'ok';
    await app.user.click(
      within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Green tea', level: 1 })).toBeInTheDocument();
  });

  it.each(['/goods/999', '/goods/abc'])('shows not found for %s', async (path) => {
    await renderApp({ path, server: goodsServer() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
