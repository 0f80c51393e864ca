import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { operatorSession, totalOf } from '../../test/admin-fixtures.js';
import { renderApp } from '../../test/render-app.js';

function server(handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'GET /admin/applications': () => ({ data: totalOf(2) }),
    'GET /admin/recharges': () => ({ data: totalOf(5) }),
    'GET /admin/withdraws': () => ({ data: totalOf(0) }),
    'GET /admin/refunds': () => ({ data: totalOf(1) }),
    'GET /admin/feedback': ({ query }) => ({
      data: totalOf(query.get('status') === 'overdue' ? 1 : 3),
    }),
    'GET /admin/complaints': ({ query }) => ({
      data: totalOf(query.get('status') === 'overdue' ? 0 : 4),
    }),
    ...handlers,
  });
}

async function open(width = 375, handlers: Record<string, ServerHandler> = {}) {
  const app = await renderApp({
    path: '/admin',
    width,
    session: operatorSession(),
    server: server(handlers),
  });
  await screen.findByRole('heading', { name: 'Operator console', level: 1 });
  return app;
}

/** The tiles of a section as [text, href]. */
function tiles(name: string) {
  return within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('operator dashboard', () => {
  it('counts what waits in each queue, asking for the total only, and links to each list', async () => {
    const app = await open();
    await waitFor(() => expect(tiles('Waiting for you')[0]?.[0]).toBe('Merchant applications2'));
    expect(tiles('Waiting for you')).toEqual([
      ['Merchant applications2', '/admin/applications'],
      ['Top-ups5', '/admin/recharges'],
      ['Withdrawals0', '/admin/withdraws'],
      ['Refund arbitration1', '/admin/refunds'],
      ['Feedback31 over 72 hours', '/admin/feedback'],
      ['Reports4', '/admin/complaints'],
    ]);
    const applications = app.server.calls('GET /admin/applications')[0]!.query;
    expect(Object.fromEntries(applications)).toEqual({ verify: '2', limit: '1' });
    expect(app.server.calls('GET /admin/recharges')[0]?.query.get('status')).toBe('created');
    expect(app.server.calls('GET /admin/refunds')[0]?.query.get('state')).toBe('3');
    expect(
      app.server.calls('GET /admin/complaints').map((call) => call.query.get('status')),
    ).toEqual(expect.arrayContaining(['open', 'overdue']));
    expect(tiles('Catalogue and site')).toEqual([
      ['Wholesale market', '/admin/market'],
      ['Categories', '/admin/categories'],
      ['Banners', '/admin/banners'],
      ['Currencies', '/admin/currencies'],
      ['Switch to user', '/user'],
    ]);
    // Mobile: no side navigation.
    expect(screen.queryByRole('navigation', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('shows the side navigation on desktop with the dashboard marked', async () => {
    await open(1280);
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Merchant applications',
      'Top-ups',
      'Withdrawals',
      'Refund arbitration',
      'Wholesale market',
      'Categories',
      'Banners',
      'Currencies',
      'Feedback',
      'Reports',
      'Switch to user',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when counts cannot be loaded and reads them again', async () => {
    let fail = true;
    const app = await open(375, {
      'GET /admin/withdraws': () =>
        fail ? { refuse: 'Server error', status: 500 } : { data: totalOf(6) },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Some counts could not be loaded.');
    expect(tiles('Waiting for you')[2]).toEqual(['Withdrawals–', '/admin/withdraws']);
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(tiles('Waiting for you')[2]).toEqual(['Withdrawals6', '/admin/withdraws']),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
