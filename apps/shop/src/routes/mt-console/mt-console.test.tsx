import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { consoleStats, merchantSession } from '../../test/merchant-shop-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { outage } from '../../test/outage.js';
import { serverWith } from '../../test/screen-test.js';

const JAN_1_2025 = 1_735_689_600;

const server = serverWith({
  'GET /wanlshop/merchant/console': ({ query }) => {
    const period = query.get('period');
    if (period === 'year') {
      return {
        data: consoleStats({
          period: 'year',
          start: JAN_1_2025,
          sales: '98000.00',
          series: Array.from({ length: 12 }, (_, index) => ({
            label: index + 1,
            start: JAN_1_2025 + index * 31 * 86_400,
            sales: index === 10 ? '5000.00' : '100.00',
            income: '0.00',
            orders: 1,
            visitors: 3,
          })),
        }),
      };
    }
    return { data: consoleStats() };
  },
});

async function open(path = '/mt', width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path,
    width,
    session: merchantSession(),
    server: server(handlers),
  });
  await screen.findByRole('heading', { name: 'Merchant console', level: 1 });
  return app;
}

/** The figures of the statistics card, label -> value. */
async function figures() {
  const card = await screen.findByRole('region', { name: 'Shop statistics' });
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('merchant console', () => {
  it.each([375, 1280])("shows today's figures and sales chart (%i px)", async (width) => {
    const app = await open('/mt', width);
    expect(await figures()).toEqual({
      Sales: '$1,234.50',
      Income: '$800.00',
      Orders: '9',
      Visitors: '140',
      'Orders to ship': '3',
      'Total income': '$15,000.00',
    });
    expect(app.server.calls('GET /wanlshop/merchant/console')[0]?.query.get('period')).toBe(
      'today',
    );
    const chart = screen.getByRole('table', { name: 'Sales trend' });
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(within(rows[10]!).getByRole('rowheader')).toHaveTextContent('09:00');
    expect(within(rows[10]!).getByRole('cell')).toHaveTextContent('$1,000.00');
    // The quick entries of the spec.
    const entries = within(screen.getByRole('region', { name: 'Quick entries' }));
    expect(entries.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mt/market',
      '/mt/goods',
      '/mt/order',
      '/mt/shop',
      '/mt/finance/bill',
    ]);
  });

  it('switches the period through the address, with month labels this year', async () => {
    const app = await open();
    const tabs = within(await screen.findByRole('tablist'));
    await app.user.click(tabs.getByRole('tab', { name: 'This year' }));
    await waitFor(() => expect(app.path()).toBe('/mt?period=year'));
    await waitFor(async () => expect((await figures()).Sales).toBe('$98,000.00'));
    const rows = within(screen.getByRole('table', { name: 'Sales trend' })).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Jan');
    await app.user.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Today' }));
    await waitFor(() => expect(app.path()).toBe('/mt'));
  });

  it('labels the days of this month by date', async () => {
    await open('/mt?period=month', 375, {
      'GET /wanlshop/merchant/console': () => ({
        data: consoleStats({
          period: 'month',
          start: JAN_1_2025,
          series: [1, 2].map((day) => ({
            label: day,
            start: JAN_1_2025 + (day - 1) * 86_400,
            sales: '10.00',
            income: '0.00',
            orders: 1,
            visitors: 1,
          })),
        }),
      }),
    });
    const rows = within(await screen.findByRole('table', { name: 'Sales trend' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1/1',
      '1/2',
    ]);
  });

  it('shows the merchant tabs on mobile, the current one marked', async () => {
    await open();
    const tabs = within(screen.getByRole('navigation', { name: 'Main sections' }));
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mt',
      '/mt/service',
      '/mt/my',
    ]);
    expect(tabs.getByRole('link', { name: 'Console' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('offers a retry when the statistics cannot be loaded', async () => {
    const down = outage(() => ({ data: consoleStats() }));
    const app = await open('/mt', 375, {
      'GET /wanlshop/merchant/console': down.handler,
    });
    await down.retry(app);
    expect((await figures()).Orders).toBe('9');
  });
});
