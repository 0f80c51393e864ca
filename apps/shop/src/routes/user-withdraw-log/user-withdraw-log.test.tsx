import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { withdrawRecord } from '../../test/wallet-fixtures.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const applying = withdrawRecord();
const rejected = withdrawRecord({
  id: 62,
  type: 'bank_jp',
  account: '1234567',
  name: 'Sato Hana',
  bank_name: 'MUFG',
  address: 'Shibuya branch',
  status: 'rejected',
  memo: 'The account name does not match',
  reviewtime: 1_700_100_000,
});

const { open, server } = screenTest({
  title: 'Withdrawal records',
  path: '/user/withdraw_log',
  session: sessionAnswer(),
  now: () => (1_700_000_000 + 5 * 60) * 1000,
  routes: {
    'GET /wanlshop/pay/withdrawLog': ({ query }) =>
      query.get('status') === 'created'
        ? { data: page([applying]) }
        : query.get('status') === 'rejected'
          ? { data: page([rejected]) }
          : { data: page([]) },
  },
});

const row = (record: HTMLElement, label: string) =>
  within(record).getByText(label).nextElementSibling;

describe('withdrawal records', () => {
  it('lists the applying withdrawals first, with account, amounts, time and status', async () => {
    const app = await open();
    const tabs = within(screen.getByRole('tablist', { name: 'Withdrawal status' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Applying',
      'Successful',
      'Rejected',
    ]);
    expect(tabs.getByRole('tab', { name: 'Applying' })).toHaveAttribute('aria-selected', 'true');
    const record = await screen.findByRole('article', {
      name: 'USDT (TRC20 network) ···KcbLSE',
    });
    expect(within(record).getByText('Applying')).toBeInTheDocument();
    expect(row(record, 'Amount')).toHaveTextContent('$50.00');
    expect(row(record, 'Service fee')).toHaveTextContent('$0.50');
    expect(row(record, 'Tax')).toHaveTextContent('$5.00');
    expect(row(record, 'Payout')).toHaveTextContent('$45.00');
    expect(row(record, 'Requested')).toHaveTextContent('5 minutes ago');
    expect(within(record).queryByText('Reason')).not.toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/pay/withdrawLog')[0]?.query.get('status')).toBe(
      'created',
    );
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('switches tabs by the address: a rejection tells its reason, an empty tab says so', async () => {
    const app = await open({ path: '/user/withdraw_log?status=rejected', width: 1280 });
    const record = await screen.findByRole('article', {
      name: 'Japanese bank account 1234567',
    });
    expect(within(record).getByText('Rejected')).toBeInTheDocument();
    expect(row(record, 'Reason')).toHaveTextContent('The account name does not match');
    await app.user.click(screen.getByRole('tab', { name: 'Successful' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw_log?status=successed'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('says when the records cannot be loaded, and retries', async () => {
    const down = outage(() => ({ data: page([applying]) }));
    const app = await open({
      server: server({
        'GET /wanlshop/pay/withdrawLog': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
