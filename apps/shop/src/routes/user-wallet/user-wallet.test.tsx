import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { appInfo, sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import {
  billDetails,
  billItem,
  payAccount,
  walletBalance,
  withdrawRecord,
  withdrawTerms,
} from '../../test/wallet-fixtures.js';
import { screenTest } from '../../test/screen-test.js';

const payment = billItem();
const topUp = billItem({
  id: 80,
  money: '100.00',
  before: '50.50',
  after: '150.50',
  type: 'recharge',
  service_ids: '91',
  memo: 'Top-up TX-0001 (trc20)',
  createtime: 1_699_990_000,
});
/** Twenty minutes after the payment. */
const now = () => (1_700_000_000 + 20 * 60) * 1000;

const { open, server } = screenTest({
  title: 'My wallet',
  path: '/user/wallet',
  session: sessionAnswer(),
  now,
  routes: {
    'GET /wanlshop/pay/getBalance': () => ({ data: walletBalance() }),
    'GET /wanlshop/pay/moneyLog': ({ query }) =>
      query.get('type') === 'all' ? { data: page([payment, topUp]) } : { data: page([]) },
    'GET /wanlshop/pay/details': ({ query }) =>
      query.get('id') === '81'
        ? { data: billDetails() }
        : { data: billDetails({ ...topUp, orders: [] }) },
  },
});

const region = (name: string) => within(screen.getByRole('region', { name }));
const figure = async (label: string) =>
  (await within(await screen.findByRole('region', { name: 'Assets' })).findByText(label))
    .nextElementSibling;

describe('wallet', () => {
  it('shows the balance, points, withdrawable and unpaid amounts and the entries', async () => {
    await open();
    expect(await figure('Total balance')).toHaveTextContent('$120.50');
    expect(await figure('Points')).toHaveTextContent('30');
    expect(await figure('Withdrawable')).toHaveTextContent('$119.31');
    expect(await figure('Unpaid orders')).toHaveTextContent('$30.00');
    const entries = within(screen.getByRole('list', { name: 'Wallet actions' }));
    expect(entries.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/user/recharge');
    // Mobile withdraws on its own page.
    expect(entries.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/user/withdraw',
    );
    expect(entries.getByRole('link', { name: 'Withdraw accounts' })).toHaveAttribute(
      'href',
      '/user/withdraw/account/list',
    );
    expect(entries.getByRole('link', { name: 'Withdrawal records' })).toHaveAttribute(
      'href',
      '/user/withdraw_log',
    );
  });

  it('lists the bill with signed amounts, the balance around each and the relative time', async () => {
    const app = await open();
    const bills = region('Bill records');
    const lines = await bills.findAllByRole('button', { name: /Payment|Top-up/ });
    expect(lines[0]).toHaveTextContent('Payment');
    expect(lines[0]).toHaveTextContent('-$30.00');
    expect(lines[0]).toHaveTextContent('Balance $150.50 → $120.50');
    expect(lines[0]).toHaveTextContent('20 minutes ago');
    expect(lines[1]).toHaveTextContent('+$100.00');
    expect(bills.getByText('No more data')).toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/pay/moneyLog')[0]?.query.get('page')).toBe('1');
  });

  it('switches the bill tabs by the address, empty ones saying so', async () => {
    const app = await open();
    const tabs = within(screen.getByRole('tablist', { name: 'Bill type' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Payment',
      'Top-up',
      'Withdrawal',
      'Refund',
      'System adjustment',
      'System top-up',
      'System deduction',
    ]);
    await app.user.click(tabs.getByRole('tab', { name: 'Top-up' }));
    await waitFor(() => expect(app.path()).toBe('/user/wallet?type=recharge'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/pay/moneyLog').at(-1)?.query.get('type')).toBe(
        'recharge',
      ),
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/user/wallet'));
  });

  it('opens on the tab of the address and pages to "no more data"', async () => {
    const paged = server({
      'GET /wanlshop/pay/moneyLog': ({ query }) =>
        query.get('page') === '2'
          ? { data: page([billItem({ id: 70, type: 'refund', money: '5.00' })], 2, 2) }
          : { data: page([billItem({ type: 'refund', money: '8.00' })], 1, 2) },
    });
    const app = await open({ path: '/user/wallet?type=refund', server: paged });
    expect(screen.getByRole('tab', { name: 'Refund' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('button', { name: /\+\$8\.00/ });
    expect(app.server.calls('GET /wanlshop/pay/moneyLog')[0]?.query.get('type')).toBe('refund');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /\+\$5\.00/ })).toBeInTheDocument();
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('shows a record with its orders, and goes to an order', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: /Payment/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill details' });
    const rows = within(details);
    expect((await rows.findByText('Amount')).nextElementSibling).toHaveTextContent('-$30.00');
    expect(rows.getByText('Balance before').nextElementSibling).toHaveTextContent('$150.50');
    expect(rows.getByText('Balance after').nextElementSibling).toHaveTextContent('$120.50');
    expect(rows.getByText('Type').nextElementSibling).toHaveTextContent('Payment');
    // The server's own note (the order numbers) is shown as the orders themselves.
    expect(rows.queryByText('Note')).not.toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/pay/details')[0]?.query.get('id')).toBe('81');
    await app.user.click(rows.getByRole('link', { name: 'Order B202401010001' }));
    await waitFor(() => expect(app.path()).toBe('/user/order/details/501'));
  });

  it('shows a top-up with the way to the top-ups, and closes', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: /Top-up/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill details' });
    const link = await within(details).findByRole('link', { name: 'My top-ups' });
    expect(link).toHaveAttribute('href', '/user/recharge');
    expect(within(details).queryByText('Top-up TX-0001 (trc20)')).not.toBeInTheDocument();
    expect(within(details).queryByText('Orders')).not.toBeInTheDocument();
    await app.user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Top-up/ })).toHaveFocus());
  });

  it("shows an operator's note, and leads from a withdrawal to the withdrawal records", async () => {
    const adjustment = billItem({
      id: 79,
      type: 'sys_deduct',
      money: '-2.00',
      memo: 'Duplicate credit corrected',
    });
    const withdrawal = billItem({ id: 78, type: 'withdraw', money: '-50.50', memo: 'Withdrawal' });
    const app = await open({
      server: server({
        'GET /wanlshop/pay/moneyLog': () => ({ data: page([adjustment, withdrawal]) }),
        'GET /wanlshop/pay/details': ({ query }) => ({
          data: billDetails({
            ...(query.get('id') === '79' ? adjustment : withdrawal),
            orders: [],
          }),
        }),
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: /System deduction/ }));
    let details = await screen.findByRole('dialog', { name: 'Bill details' });
    expect((await within(details).findByText('Note')).nextElementSibling).toHaveTextContent(
      'Duplicate credit corrected',
    );
    await app.user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: /Withdrawal/ }));
    details = await screen.findByRole('dialog', { name: 'Bill details' });
    expect(within(details).queryByText('Note')).not.toBeInTheDocument();
    await app.user.click(await within(details).findByRole('link', { name: 'Withdrawal records' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw_log'));
  });

  it('says when a record cannot be loaded and retries', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/pay/details': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: billDetails() },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: /Payment/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill details' });
    const alert = await within(details).findByRole('alert');
    expect(alert).toHaveTextContent('This record could not be loaded.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(details).findByText('Balance before')).toBeInTheDocument();
  });

  it('says when the wallet or the bill cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/pay/getBalance': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: walletBalance() },
        'GET /wanlshop/pay/moneyLog': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([payment]) },
      }),
    });
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 20_000 });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
    expect(alerts[0]).toBeInTheDocument();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) {
      await app.user.click(retry);
    }
    expect(await figure('Total balance')).toHaveTextContent('$120.50');
    expect(await screen.findByRole('button', { name: /Payment/ })).toBeInTheDocument();
  });

  it('shows amounts in the currency of the language', async () => {
    await open({
      server: server({
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'EUR', symbol: '€', rate: '2' }],
          }),
        }),
      }),
    });
    await waitFor(async () => expect(await figure('Total balance')).toHaveTextContent('€60.25'));
    expect(await screen.findByRole('button', { name: /Payment/ })).toHaveTextContent('-€15.00');
  });

  it('withdraws in place on desktop, then reads the wallet again', async () => {
    const app = await open({
      width: 1280,
      server: server({
        'GET /wanlshop/pay/initialWithdraw': () => ({ data: withdrawTerms() }),
        'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [payAccount()] } }),
        'POST /wanlshop/pay/withdraw': () => ({ data: withdrawRecord() }),
      }),
    });
    const entries = within(screen.getByRole('list', { name: 'Wallet actions' }));
    expect(entries.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
    await app.user.click(entries.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await app.user.type(await within(dialog).findByLabelText('Amount ($)'), '50');
    await app.user.type(within(dialog).getByLabelText('Payment password'), 'secret1');
    const balances = app.server.calls('GET /wanlshop/pay/getBalance').length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.toasts()).toContain('Submitted');
    expect(app.server.calls('POST /wanlshop/pay/withdraw')[0]?.body).toEqual({
      money: '50.00',
      account_id: 41,
      captcha: 'secret1',
    });
    expect(app.path()).toBe('/user/wallet');
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/pay/getBalance').length).toBeGreaterThan(balances),
    );
    await waitFor(() => expect(entries.getByRole('button', { name: 'Withdraw' })).toHaveFocus());
  });

  it('leaves the desktop withdrawal to add an account, coming back to the wallet', async () => {
    const app = await open({
      width: 1280,
      server: server({
        'GET /wanlshop/pay/initialWithdraw': () => ({ data: withdrawTerms() }),
        'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [] } }),
      }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByText('Add an account to withdraw to first.')).toBeVisible();
    await app.user.click(within(dialog).getByRole('link', { name: 'Add a withdraw account' }));
    await waitFor(() =>
      expect(app.path()).toBe('/user/withdraw/account/edit?redirect=%2Fuser%2Fwallet'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows "Manage withdraw accounts" out of the desktop withdrawal in the browser history, back returning to the wallet', async () => {
    const app = await open({
      width: 1280,
      history: 'browser',
      server: server({
        'GET /wanlshop/pay/initialWithdraw': () => ({ data: withdrawTerms() }),
        'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [payAccount()] } }),
      }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await app.user.click(
      await within(dialog).findByRole('link', { name: 'Manage withdraw accounts' }),
    );
    await screen.findByRole('heading', { name: 'Withdraw accounts', level: 1 });
    expect(window.location.pathname).toBe('/user/withdraw/account/list');
    window.history.back();
    await screen.findByRole('heading', { name: 'My wallet', level: 1 });
    expect(window.location.pathname).toBe('/user/wallet');
    // The new page took the dialog's history entry: back returns to the wallet's own entry.
    expect(window.history.state).not.toHaveProperty('bazaarOverlay');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
