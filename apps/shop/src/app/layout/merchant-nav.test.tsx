import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeServer } from '../../test/fake-server.js';
import { consoleStats, merchantSession, merchantShop } from '../../test/merchant-shop-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { MERCHANT_NAV_ITEMS, isMerchantArea, merchantNavId } from './merchant-nav-items.js';

function server() {
  return createFakeServer({
    'GET /wanlshop/merchant/console': () => ({ data: consoleStats() }),
    'GET /wanlshop/merchant/shop': () => ({ data: merchantShop() }),
  });
}

describe('merchant navigation items', () => {
  it.each([
    ['/mt', 'mt_console'],
    ['/mt/heart', 'mt_heart'],
    ['/mt/goods', 'mt_goods'],
    ['/mt/goods_price/31', 'mt_goods'],
    ['/mt/goods_edit', 'mt_goods'],
    ['/mt/goods_edit/31', 'mt_goods'],
    ['/mt/market', 'mt_market'],
    ['/mt/market_goods', 'mt_market'],
    ['/mt/order', 'mt_order'],
    ['/mt/order/details/5', 'mt_order'],
    ['/mt/refund_details/3', 'mt_order'],
    ['/mt/comment', 'mt_order'],
    ['/mt/finance/withdraw', 'mt_finance_bill'],
    ['/mt/service', 'mt_service'],
    ['/mt/chat/9', 'mt_service'],
    ['/mt/my', 'mt_my'],
  ])('%s belongs to %s', (pathname, id) => {
    expect(merchantNavId(pathname)).toBe(id);
  });

  it('tells the merchant area by its path', () => {
    expect(isMerchantArea('/mt')).toBe(true);
    expect(isMerchantArea('/mt/goods')).toBe(true);
    expect(isMerchantArea('/mtx')).toBe(false);
    expect(isMerchantArea('/user/couple')).toBe(false);
  });

  it('ends with couple shops and the switch back to the user side', () => {
    expect(MERCHANT_NAV_ITEMS.slice(-2).map((item) => item.path)).toEqual([
      '/user/couple',
      '/user',
    ]);
  });
});

describe('merchant area layout', () => {
  it('has the merchant side navigation on desktop, the current page marked', async () => {
    const app = await renderApp({
      path: '/mt',
      width: 1280,
      session: merchantSession(),
      server: server(),
    });
    const side = within(await screen.findByRole('navigation', { name: 'Merchant centre' }));
    expect(
      side.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Console', '/mt'],
      ['Merchant home', '/mt/heart'],
      ['Wholesale market', '/mt/market'],
      ['Goods', '/mt/goods'],
      ['Orders', '/mt/order'],
      ['Shop', '/mt/shop'],
      ['Statement', '/mt/finance/bill'],
      ['Messages', '/mt/service'],
      ['Me', '/mt/my'],
      ['Couple shops', '/user/couple'],
      ['Switch to user', '/user'],
    ]);
    expect(side.getByRole('link', { name: 'Console' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();

    await app.user.click(side.getByRole('link', { name: 'Merchant home' }));
    await screen.findByRole('heading', { name: 'Merchant home', level: 1 });
    expect(
      within(screen.getByRole('navigation', { name: 'Merchant centre' })).getByRole('link', {
        name: 'Merchant home',
      }),
    ).toHaveAttribute('aria-current', 'page');

    // The user side has its own navigation.
    await act(() => app.services.router.navigate('/user/setting'));
    await screen.findByRole('navigation', { name: 'My account' });
    expect(screen.queryByRole('navigation', { name: 'Merchant centre' })).not.toBeInTheDocument();
  });

  it.each([
    [375, 'Main sections'],
    [1280, 'Merchant centre'],
  ])('counts unread messages on the messages entry (%i px)', async (width, navigation) => {
    const app = await renderApp({
      path: '/mt/my',
      width,
      session: merchantSession(),
      server: server(),
    });
    await screen.findByRole('heading', { name: 'Me', level: 1 });
    act(() => app.services.store.set('chat', (chat) => ({ ...chat, unread: { 5: 2, 9: 1 } })));
    const nav = within(screen.getByRole('navigation', { name: navigation }));
    await waitFor(() =>
      expect(nav.getByRole('link', { name: /Messages/ })).toHaveTextContent('3 unread'),
    );
  });

  it('shows no bottom tabs on merchant pages that are not tab roots', async () => {
    await renderApp({ path: '/mt/heart', session: merchantSession(), server: server() });
    await screen.findByRole('heading', { name: 'Merchant home', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
