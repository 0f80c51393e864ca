import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type ServerHandler } from '../../test/fake-server.js';
import { appInfo } from '../../test/fixtures.js';
import {
  billLine,
  merchantSession,
  shopPayAccount,
  shopWithdrawal,
  withdrawTerms,
} from '../../test/merchant-trade-fixtures.js';
import { balance, page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

const income = billLine();
const wholesale = billLine({
  id: 302,
  type: 'wholesale',
  money: '-16.00',
  before: '130.00',
  after: '114.00',
  memo: '',
});

const { openAt: open, server } = screenTest({
  title: 'Finance',
  session: merchantSession(),
  routes: {
    'GET /wanlshop/pay/getBalance': () => ({
      data: { ...balance('130.00'), withdrawable: '128.71' },
    }),
    'GET /wanlshop/pay/moneyLog': ({ query }) => ({
      data: page(
        query.get('type') === 'income'
          ? [income]
          : query.get('type') === 'sys'
            ? []
            : [income, wholesale],
      ),
    }),
    'GET /wanlshop/pay/withdrawLog': ({ query }) => ({
      data: page(
        query.get('status') === 'rejected'
          ? [shopWithdrawal({ id: 83, status: 'rejected', memo: 'Wrong account', type: 'trc20' })]
          : query.get('status') === 'successed'
            ? []
            : [shopWithdrawal()],
      ),
    }),
    'GET /wanlshop/pay/initialWithdraw': () => ({ data: withdrawTerms() }),
    'GET /wanlshop/pay/getPayAccount': () => ({
      data: {
        list: [shopPayAccount(), shopPayAccount({ id: 62, type: 'trc20', account: 'TXabc' })],
      },
    }),
    'POST /wanlshop/pay/withdraw': () => ({ data: shopWithdrawal({ money: '50.00' }) }),
  },
});

const sections = () => within(screen.getByRole('tablist', { name: 'Finance' }));

describe('merchant finance', () => {
  it('shows the balance and the statement on mobile /mt/finance, signed, by bill tab', async () => {
    const app = await open('/mt/finance');
    const card = within(screen.getByRole('region', { name: 'Balance' }));
    expect(await card.findByText('$130.00')).toBeInTheDocument();
    expect(card.getByText('Withdrawable').nextSibling).toHaveTextContent('$128.71');
    expect(sections().getByRole('tab', { name: 'Merchant statement' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const credit = within(await screen.findByRole('article', { name: 'Sales income' }));
    expect(credit.getByText('+$30.00')).toBeInTheDocument();
    expect(credit.getByText('B202401010001')).toBeInTheDocument();
    const debit = within(screen.getByRole('article', { name: 'Wholesale cost' }));
    expect(debit.getByText('-$16.00')).toBeInTheDocument();
    expect(debit.getByText('After').nextSibling).toHaveTextContent('$114.00');

    const tabs = within(screen.getByRole('tablist', { name: 'Merchant statement' }));
    await app.user.click(tabs.getByRole('tab', { name: 'Sales income' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance?type=income'));
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/pay/moneyLog').at(-1)?.query.get('type')).toBe(
        'income',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Wholesale cost' })).not.toBeInTheDocument(),
    );
    await app.user.click(tabs.getByRole('tab', { name: 'System adjustment' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance'));
  });

  it('goes between the statement and the withdrawals as child routes on mobile', async () => {
    const app = await open('/mt/finance/bill');
    await screen.findByRole('article', { name: 'Sales income' });
    await app.user.click(sections().getByRole('tab', { name: 'Merchant withdrawals' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance/withdraw'));
    const record = within(await screen.findByRole('article', { name: '$50.00' }));
    expect(record.getByText('Applying')).toBeInTheDocument();
    expect(record.getByText('Bank account · 6222000011112222')).toBeInTheDocument();
    expect(record.getByText('Service fee').nextSibling).toHaveTextContent('$0.50');
    expect(screen.getAllByRole('heading', { name: 'Finance', level: 1 })).toHaveLength(1);

    const tabs = within(screen.getByRole('tablist', { name: 'Withdrawal status' }));
    await app.user.click(tabs.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance/withdraw?status=rejected'));
    const note = await screen.findByText('Note: Wrong account');
    const rejected = within(note.closest('article')!);
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('USDT (TRC20 network) · 6222000011112222')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'Successful' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'Applying' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance/withdraw'));
    await app.user.click(sections().getByRole('tab', { name: 'Merchant statement' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance/bill'));
  });

  it('has the statement and the withdrawals as pages of their own on desktop', async () => {
    const app = await open('/mt/finance/withdraw', { width: 1280 });
    expect(await screen.findByRole('article', { name: '$50.00' })).toBeInTheDocument();
    await app.user.click(sections().getByRole('tab', { name: 'Merchant statement' }));
    await waitFor(() => expect(app.path()).toBe('/mt/finance/bill'));
    expect(await screen.findByRole('article', { name: 'Sales income' })).toBeInTheDocument();
  });

  it('marks a paid-out withdrawal as successful', async () => {
    await open('/mt/finance/withdraw', {
      server: server({
        'GET /wanlshop/pay/withdrawLog': () => ({
          data: page([
            shopWithdrawal({ id: 84, status: 'successed', type: 'btc', account: 'bc1q' }),
          ]),
        }),
      }),
    });
    const record = within(await screen.findByRole('article', { name: '$50.00' }));
    expect(record.getByText('Successful')).toBeInTheDocument();
    expect(record.getByText('Bitcoin (BTC) · bc1q')).toBeInTheDocument();
  });

  it("withdraws in place with the wallet's withdraw form, then reads the records again", async () => {
    const app = await open('/mt/finance/withdraw');
    await screen.findByRole('article', { name: '$50.00' });
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw' }));
    expect(await dialog.findByText('Available balance: $130.00')).toBeInTheDocument();
    await app.user.type(dialog.getByLabelText('Amount ($)'), '5');
    await app.user.type(dialog.getByLabelText('Payment password'), 'secret1');
    await app.user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await dialog.findByText('The minimum withdrawal is $10.00')).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/pay/withdraw')).toHaveLength(0);

    await app.user.clear(dialog.getByLabelText('Amount ($)'));
    await app.user.type(dialog.getByLabelText('Amount ($)'), '50');
    expect(dialog.getByText('Service fee (1%)').nextSibling).toHaveTextContent('$0.50');
    expect(dialog.getByText('Taken from your balance').nextSibling).toHaveTextContent('$50.50');
    const records = app.server.calls('GET /wanlshop/pay/withdrawLog').length;
    await app.user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expectToast(app, 'Submitted');
    const call = app.server.calls('POST /wanlshop/pay/withdraw')[0];
    expect(call?.body).toEqual({ money: '50.00', account_id: 61, captcha: 'secret1' });
    expect(call?.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/pay/withdrawLog').length).toBeGreaterThan(records),
    );
    expect(app.path()).toBe('/mt/finance/withdraw');
  });

  it('enters and shows amounts in the currency of the language (stored = entered x rate)', async () => {
    const app = await open('/mt/finance/withdraw', {
      width: 1280,
      server: server({
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'EUR', symbol: '€', rate: '2' }],
          }),
        }),
      }),
    });
    const card = within(screen.getByRole('region', { name: 'Balance' }));
    expect(await card.findByText('€65.00')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw' }));
    await app.user.type(await dialog.findByLabelText('Amount (€)'), '25');
    await app.user.type(dialog.getByLabelText('Payment password'), 'secret1');
    await app.user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expectToast(app, 'Submitted');
    expect(app.server.calls('POST /wanlshop/pay/withdraw')[0]?.body).toMatchObject({
      money: '50.00',
      account_id: 61,
    });
  });

  it('sends a merchant without a payout account to add one, coming back to finance', async () => {
    const app = await open('/mt/finance', {
      history: 'browser',
      server: server({ 'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [] } }) }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw' }));
    expect(await dialog.findByText('Add an account to withdraw to first.')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('link', { name: 'Add a withdraw account' }));
    await screen.findByRole('heading', { name: 'Add a withdraw account', level: 1 });
    expect(window.location.pathname + window.location.search).toBe(
      '/user/withdraw/account/edit?redirect=%2Fmt%2Ffinance',
    );
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument();
    // The form took the dialog's place in the history: back returns to finance itself.
    window.history.back();
    await screen.findByRole('heading', { name: 'Finance', level: 1 });
    expect(window.history.state).not.toHaveProperty('bazaarOverlay');
  });

  it('says when the balance or the lists cannot be loaded, with retries', async () => {
    let fail = true;
    const failing =
      (data: () => unknown): ServerHandler =>
      () =>
        fail ? { refuse: 'Server error', status: 500 } : { data: data() };
    const app = await open('/mt/finance/withdraw', {
      server: server({
        'GET /wanlshop/pay/getBalance': failing(() => balance('130.00')),
        'GET /wanlshop/pay/withdrawLog': failing(() => page([shopWithdrawal()])),
        'GET /wanlshop/pay/moneyLog': failing(() => page([income])),
      }),
    });
    const card = within(screen.getByRole('region', { name: 'Balance' }));
    expect(await card.findAllByText('—')).toHaveLength(2);
    expect(await screen.findByText('The withdrawals could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: '$50.00' })).toBeInTheDocument();
    fail = true;
    await app.user.click(sections().getByRole('tab', { name: 'Merchant statement' }));
    expect(await screen.findByText('The statement could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Sales income' })).toBeInTheDocument();
  });
});
