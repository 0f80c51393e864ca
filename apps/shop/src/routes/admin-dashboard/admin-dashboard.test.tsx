import type { LedgerCheck } from '@bazaar/api/contract';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { operatorSession, totalOf } from '../../test/admin-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { serverWith } from '../../test/screen-test.js';

/** 2026-03-01 03:00 UTC and the next night: when the books were and will be checked. */
const CHECKED = 1_772_334_000;
const NEXT = CHECKED + 86_400;

/** The last check of the books as the server answers it. */
function check(overrides: Partial<LedgerCheck> = {}): LedgerCheck {
  return {
    state: 'ok',
    starttime: CHECKED - 2,
    checktime: CHECKED,
    nexttime: NEXT,
    problem_count: 0,
    findings: [],
    totals: { users: '10250.00', platform: '1340.50', external: '11590.50', internal: '0.00' },
    ...overrides,
  };
}

const server = serverWith({
  'GET /admin/reconciliation': () => ({ data: check() }),
  'GET /admin/applications': () => ({ data: totalOf(2) }),
  'GET /admin/recharges': () => ({ data: totalOf(5) }),
  'GET /admin/withdraws': () => ({ data: totalOf(0) }),
  'GET /admin/refunds': () => ({ data: totalOf(1) }),
  'GET /admin/vouchers': () => ({ data: { ...totalOf(0), budget: '0.00' } }),
  'GET /admin/feedback': ({ query }) => ({
    data: totalOf(query.get('status') === 'overdue' ? 1 : 3),
  }),
  'GET /admin/complaints': ({ query }) => ({
    data: totalOf(query.get('status') === 'overdue' ? 0 : 4),
  }),
});

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

describe('the books on the operator dashboard', () => {
  /** The books' region, once its check has loaded. */
  async function books() {
    const region = screen.getByRole('region', { name: 'The books' });
    await within(region).findByText(/^Checked /);
    return region;
  }

  it('shows the last check, its totals in the base currency and the next one', async () => {
    await open(1280);
    const region = await books();
    expect(within(region).getByText('Reconciled')).toBeInTheDocument();
    const totals = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(totals).toEqual(['$10,250.00', '$1,340.50', '$11,590.50', '$0.00']);
    expect(within(region).getByText("Users' balances")).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(region).toHaveTextContent(/next check/);
  });

  it('raises an alert with every problem when the books did not reconcile', async () => {
    await open(375, {
      'GET /admin/reconciliation': () => ({
        data: check({
          state: 'failed',
          problem_count: 3,
          findings: [
            {
              kind: 'balance',
              account_type: 'user',
              account: '12',
              balance: '101.00',
              log_sum: '100.00',
            },
            {
              kind: 'chain',
              account_type: 'platform',
              account: 'escrow',
              log_id: 88,
              before: '5.00',
              expected: '4.00',
            },
            { kind: 'internal', internal: '1.00' },
          ],
        }),
      }),
    });
    const region = await books();
    expect(within(region).getByText('Do not reconcile')).toBeInTheDocument();
    expect(within(region).getByRole('alert')).toHaveTextContent(
      /found problems in the books \(3\)/,
    );
    const problems = within(within(region).getByRole('list', { name: 'Problems found' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'User 12: the balance is $101.00, but its money log adds up to $100.00',
      'Platform account “Escrow”: log entry 88 starts at $5.00, but the entry before it ended at $4.00',
      'Movements inside the platform add up to $1.00 instead of 0: money was created or lost',
    ]);
  });

  it('raises an alert when the last check did not finish, and says when none has run', async () => {
    await open(375, {
      'GET /admin/reconciliation': () => ({ data: check({ state: 'unfinished' }) }),
    });
    const region = await books();
    expect(within(region).getByRole('alert')).toHaveTextContent(/did not finish/);
  });

  it("says when no check has run yet, in the operator's language", async () => {
    await renderApp({
      path: '/admin',
      width: 375,
      language: 'ja',
      session: operatorSession(),
      server: server({
        'GET /admin/reconciliation': () => ({
          data: check({ state: 'never', checktime: null, starttime: null, totals: null }),
        }),
      }),
    });
    const region = await screen.findByRole('region', { name: '帳簿' });
    await within(region).findByText('未照合');
    expect(region).toHaveTextContent('まだ照合されていません');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});
