import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { goodsCards, listPage, shopDetail } from '../../test/catalogue-fixtures.js';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { expectToast, renderApp } from '../../test/render-app.js';

function server(handlers: Record<string, ServerHandler> = {}) {
  let following = false;
  let fans = 120;
  return createFakeServer({
    'GET /wanlshop/shop/detail': ({ query }) =>
      query.get('id') === '1'
        ? { data: shopDetail({ is_follow: following, fans }) }
        : query.get('id') === '8'
          ? {
              data: shopDetail({
                id: 8,
                shopname: 'Cup Corner',
                couple: { id: 1, shopname: 'Tea House', avatar: '' },
              }),
            }
          : { refuse: 'Not found', status: 404 },
    'GET /wanlshop/shop/goods': ({ query }) =>
      query.get('page') === '2'
        ? { data: listPage(goodsCards(1, 200, 'Later'), 2, 2) }
        : { data: listPage(goodsCards(2, 100, 'Shop goods'), 1, 2) },
    'POST /wanlshop/shop/follow': () => {
      following = !following;
      fans += following ? 1 : -1;
      return { data: { is_follow: following, fans } };
    },
    ...handlers,
  });
}

async function open(path = '/shop/1', options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path, server: server(), ...options });
  await screen.findByRole('heading', { name: 'Tea House', level: 1 });
  return app;
}

/** The value of a count of the shop's header (`<dt>` label, `<dd>` value). */
function count(label: string): string | null {
  const term = within(screen.getByRole('region', { name: 'Tea House' })).getByText(label, {
    selector: 'dt',
  });
  return term.parentElement!.querySelector('dd')!.textContent;
}

describe('storefront', () => {
  it('shows the shop: name, credit score, counts and description', async () => {
    await open();
    const header = screen.getByRole('region', { name: 'Tea House' });
    expect(header).toHaveTextContent('Rating: 4.90');
    expect(count('Followers')).toBe('120');
    expect(count('Visitors')).toBe('3,400');
    expect(count('Goods')).toBe('12');
    expect(count('Orders')).toBe('560');
    expect(header).toHaveTextContent('A family tea shop since 1920.');
    expect(within(header).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has the storefront tabs: the shop, its categories and customer service with the owner', async () => {
    await open();
    const nav = within(screen.getByRole('navigation', { name: 'Shop navigation' }));
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop/1');
    expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/shop/category/1',
    );
    expect(nav.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/chat/31?shop=1',
    );
    // No shopper tabs on a storefront.
    expect(screen.queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();
  });

  it('pages the shop\'s goods to "no more data"', async () => {
    const app = await open();
    const goods = screen.getByRole('region', { name: 'Goods of the shop' });
    expect(await within(goods).findByRole('link', { name: 'Shop goods 100' })).toHaveAttribute(
      'href',
      '/goods/100',
    );
    expect(Object.fromEntries(app.server.calls('GET /wanlshop/shop/goods')[0]!.query)).toEqual({
      shop_id: '1',
      page: '1',
    });
    await app.user.click(within(goods).getByRole('button', { name: 'Load more' }));
    expect(await within(goods).findByRole('link', { name: 'Later 200' })).toBeInTheDocument();
    expect(await within(goods).findByText('No more data')).toBeInTheDocument();
  });

  it('says "no data" for a shop without goods, and retries goods that fail', async () => {
    let fail = true;
    const app = await open('/shop/1', {
      server: server({
        'GET /wanlshop/shop/goods': () =>
          fail ? { refuse: 'Resting', status: 400 } : { data: listPage([]) },
      }),
    });
    const message = await screen.findByText(
      'This page could not be loaded. Check your connection and try again.',
    );
    fail = false;
    await app.user.click(
      within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('follows and unfollows for a logged-in user, with the new follower count', async () => {
    const app = await open('/shop/1', { session: sessionAnswer() });
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(count('Followers')).toBe('121');
    expect(app.server.calls('POST /wanlshop/shop/follow')[0]?.body).toEqual({ id: 1 });
    await expectToast(app, 'You now follow this shop');
    // The page is not read again (that would count another visit).
    expect(app.server.calls('GET /wanlshop/shop/detail')).toHaveLength(1);
    await app.user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(count('Followers')).toBe('120');
  });

  it('keeps the follow state when the server refuses', async () => {
    const app = await open('/shop/1', {
      session: sessionAnswer(),
      server: server({
        'POST /wanlshop/shop/follow': () => ({ refuse: 'You cannot follow your own shop' }),
      }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Follow' }));
    await expectToast(app, 'You cannot follow your own shop');
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a visitor who follows to log in, and back to the shop', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(app.path()).toBe('/user/login?redirect=%2Fshop%2F1'));
    await expectToast(app, 'Please log in first');
    expect(app.server.calls('POST /wanlshop/shop/follow')).toHaveLength(0);
  });

  it("shows the shop's banner, and its description when it has no bio", async () => {
    await open('/shop/1', {
      server: server({
        'GET /wanlshop/shop/detail': () => ({
          data: shopDetail({ image: '/uploads/banner.png', bio: '' }),
        }),
      }),
    });
    const header = screen.getByRole('region', { name: 'Tea House' });
    expect(header.querySelector('img[src="/uploads/banner.png"]')).not.toBeNull();
    expect(header).toHaveTextContent('Leaves from the hills');
  });

  it('links to the partner shop of a couple partnership', async () => {
    const app = await renderApp({ path: '/shop/8', server: server() });
    await screen.findByRole('heading', { name: 'Cup Corner', level: 1 });
    const partner = screen.getByRole('link', { name: 'Partner shop: Tea House' });
    expect(partner).toHaveAttribute('href', '/shop/1');
    await app.user.click(partner);
    expect(await screen.findByRole('heading', { name: 'Tea House', level: 1 })).toBeInTheDocument();
    expect(app.path()).toBe('/shop/1');
  });

  it('shows skeletons while loading, and a retry when the shop cannot be loaded', async () => {
    let answer: 'wait' | 'fail' | 'ok' = 'wait';
    const app = await renderApp({
      path: '/shop/1',
      server: server({
        'GET /wanlshop/shop/detail': () =>
          answer === 'wait'
            ? new Promise(() => {})
            : answer === 'fail'
              ? { refuse: 'Resting', status: 400 }
              : { data: shopDetail() },
      }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    app.unmount();
    answer = 'fail';
    const again = await renderApp({ path: '/shop/1', server: app.server });
    const message = await screen.findByText(
      'This page could not be loaded. Check your connection and try again.',
    );
    answer = 'ok';
    await again.user.click(
      within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Tea House', level: 1 })).toBeInTheDocument();
  });

  it.each(['/shop/999', '/shop/abc'])('shows not found for %s', async (path) => {
    await renderApp({ path, server: server() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('puts the storefront tabs under the header on desktop', async () => {
    await open('/shop/1', { width: 1280 });
    const nav = screen.getByRole('navigation', { name: 'Shop navigation' });
    const goods = screen.getByRole('region', { name: 'Goods of the shop' });
    expect(nav.compareDocumentPosition(goods) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tea House', level: 1 })).toBeInTheDocument();
  });

  it('docks the storefront tabs after the goods on mobile', async () => {
    await open();
    const nav = screen.getByRole('navigation', { name: 'Shop navigation' });
    const goods = screen.getByRole('region', { name: 'Goods of the shop' });
    expect(nav.compareDocumentPosition(goods) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('shows one compact band on desktop: logo, name, counts, chat and follow, without the banner', async () => {
    await open('/shop/1', {
      width: 1280,
      server: server({
        'GET /wanlshop/shop/detail': () => ({
          data: shopDetail({ image: '/uploads/banner.png', visitors: 12345 }),
        }),
      }),
    });
    const header = screen.getByRole('region', { name: 'Tea House' });
    expect(header.querySelector('img[src="/uploads/banner.png"]')).toBeNull();
    expect(within(header).getByRole('heading', { name: 'Tea House', level: 2 })).toBeVisible();
    expect(count('Visitors')).toBe('12,345');
    expect(within(header).getByRole('link', { name: 'Chat with the shop' })).toHaveAttribute(
      'href',
      '/chat/31?shop=1',
    );
    expect(within(header).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(header).toHaveTextContent('A family tea shop since 1920.');
  });
});
