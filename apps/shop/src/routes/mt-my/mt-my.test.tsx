import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { merchantSession, merchantShop } from '../../test/merchant-shop-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';

async function open(width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path: '/mt/my',
    width,
    session: merchantSession(),
    server: createFakeServer({
      'GET /wanlshop/merchant/shop': () => ({ data: merchantShop() }),
      'GET /wanlshop/user/profile': () => ({ data: merchantSession() }),
      ...handlers,
    }),
  });
  await screen.findByRole('heading', { name: 'Me', level: 1 });
  return app;
}

const links = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("merchant's me", () => {
  it.each([375, 1280])(
    'shows the shop, the merchant pages and the account (%i px)',
    async (width) => {
      await open(width);
      const shop = await screen.findByRole('region', { name: 'Tea House' });
      // Counts in the one number format (1,520 visitors, as on every other screen).
      expect(within(shop).getByText('1,520')).toBeInTheDocument();
      expect(links('Shop management')).toEqual([
        ['Merchant home', '/mt/heart'],
        ['Shop settings', '/mt/shop'],
        ['Goods', '/mt/goods'],
        ['Wholesale market', '/mt/market'],
        ['Couple shops', '/user/couple'],
      ]);
      expect(links('Account')).toEqual([
        ['Settings', '/user/setting'],
        ['Switch to user', '/user'],
      ]);
    },
  );

  it('switches back to the user side', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('link', { name: 'Switch to user' }));
    await waitFor(() => expect(app.path()).toBe('/user'));
    // The shopper's tabs are back.
    const tabs = within(await screen.findByRole('navigation', { name: 'Main sections' }));
    expect(tabs.getByRole('link', { name: 'Me' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks its merchant tab', async () => {
    await open();
    const tabs = within(screen.getByRole('navigation', { name: 'Main sections' }));
    expect(tabs.getByRole('link', { name: 'Me' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Console' })).not.toHaveAttribute('aria-current');
  });

  it('offers a retry when the shop cannot be loaded', async () => {
    const down = outage(() => ({ data: merchantShop() }));
    const app = await open(375, {
      'GET /wanlshop/merchant/shop': down.handler,
    });
    await down.retry(app);
    expect(await screen.findByRole('region', { name: 'Tea House' })).toBeInTheDocument();
  });
});
