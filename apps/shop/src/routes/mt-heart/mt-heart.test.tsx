import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { merchantSession, merchantShop } from '../../test/merchant-shop-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';

async function open(width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path: '/mt/heart',
    width,
    session: merchantSession(),
    server: createFakeServer({
      'GET /wanlshop/merchant/shop': () => ({ data: merchantShop() }),
      ...handlers,
    }),
  });
  await screen.findByRole('heading', { name: 'Merchant home', level: 1 });
  return app;
}

describe('merchant home', () => {
  it.each([375, 1280])(
    'shows the shop at a glance and the quick entries (%i px)',
    async (width) => {
      await open(width);
      const shop = within(await screen.findByRole('region', { name: 'Tea House' }));
      expect(shop.getByText(/Shop ID 12 · Rating 4.90/)).toBeInTheDocument();
      expect(shop.getByText('Leaves from the hills')).toBeInTheDocument();
      expect(
        Object.fromEntries(
          shop
            .getAllByRole('term')
            .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
        ),
      ).toEqual({ Visitors: '1,520', Fans: '120', 'Goods on sale': '12', Orders: '87' });
      expect(shop.getByRole('link', { name: 'Merchant console' })).toHaveAttribute('href', '/mt');
      expect(shop.getByRole('link', { name: 'Shop settings' })).toHaveAttribute('href', '/mt/shop');
      const entries = within(screen.getByRole('region', { name: 'Quick entries' }));
      expect(entries.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Wholesale market',
        'Goods',
        'Orders',
        'Shop',
        'Statement',
      ]);
    },
  );

  it('offers a retry when the shop cannot be loaded', async () => {
    const down = outage(() => ({ data: merchantShop() }));
    const app = await open(375, {
      'GET /wanlshop/merchant/shop': down.handler,
    });
    await down.retry(app);
    expect(await screen.findByRole('region', { name: 'Tea House' })).toBeInTheDocument();
  });
});
