import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { appInfo, sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import {
  bankAccount,
  payAccount,
  withdrawRecord,
  withdrawTerms,
} from '../../test/wallet-fixtures.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const { open, server } = screenTest({
  title: 'Withdraw',
  path: '/user/withdraw',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/pay/initialWithdraw': () => ({ data: withdrawTerms() }),
    'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [payAccount(), bankAccount()] } }),
    'POST /wanlshop/pay/withdraw': () => ({ data: withdrawRecord() }),
    'GET /wanlshop/pay/withdrawLog': () => ({
      data: { total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] },
    }),
  },
});

const amountField = () => screen.findByLabelText('Amount ($)');
const quote = (label: string) =>
  within(screen.getByLabelText('Costs of this withdrawal')).getByText(label).nextElementSibling;
const submit = () => screen.getByRole('button', { name: 'Withdraw' });

describe('withdraw', () => {
  it('shows the terms and the costs before submitting, then files the withdrawal once', async () => {
    const app = await open();
    expect(await screen.findByText('Available balance: $120.50')).toBeInTheDocument();
    expect(
      screen.getByText('You can withdraw up to $119.31; the minimum is $10.00.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Pay to/ })).toHaveTextContent(
      'USDT (TRC20 network) ···KcbLSE',
    );
    expect(quote('Service fee (1%)')).toHaveTextContent('–');
    await app.user.type(await amountField(), '50');
    expect(quote('Service fee (1%)')).toHaveTextContent('$0.50');
    expect(quote('Tax (10%)')).toHaveTextContent('$5.00');
    expect(quote('Taken from your balance')).toHaveTextContent('$50.50');
    expect(quote('You receive')).toHaveTextContent('$45.00');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());

    await waitFor(() => expect(app.path()).toBe('/user/withdraw_log'));
    expect(app.toasts()).toContain('Submitted');
    const [call] = app.server.calls('POST /wanlshop/pay/withdraw');
    expect(call?.body).toEqual({ money: '50.00', account_id: 41, captcha: 'secret1' });
    expect(call?.headers['Idempotency-Key']).toMatch(/\S+/);
  });

  it('pays to the account chosen, and withdraws everything the balance allows', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: /Pay to/ }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Japanese bank account 1234567' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Withdraw all' }));
    expect(await amountField()).toHaveValue('119.31');
    expect(quote('Taken from your balance')).toHaveTextContent('$120.50');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());
    await waitFor(() => expect(app.server.calls('POST /wanlshop/pay/withdraw')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/pay/withdraw')[0]?.body).toMatchObject({
      money: '119.31',
      account_id: 42,
    });
  });

  it('checks the amount and the payment password before sending anything', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter a valid amount')).toBeInTheDocument();
    expect(await amountField()).toHaveFocus();

    await app.user.type(await amountField(), '5');
    await app.user.click(submit());
    expect(await screen.findByText('The minimum withdrawal is $10.00')).toBeInTheDocument();

    await app.user.clear(await amountField());
    await app.user.type(await amountField(), '20');
    await app.user.click(submit());
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/pay/withdraw')).toHaveLength(0);
  });

  it('shows the balance and a way to top up when the amount and its fee exceed it', async () => {
    const app = await open();
    await app.user.type(await amountField(), '119.32');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent(
      'The amount plus the service fee exceeds your balance ($120.50). You can withdraw at most $119.31',
    );
    expect(app.server.calls('POST /wanlshop/pay/withdraw')).toHaveLength(0);
    await app.user.click(within(prompt).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(app.path()).toBe('/user/recharge'));
  });

  it('shows the balance the server reports when it refuses for want of money', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/pay/withdraw': () => ({
          refuse: 'Insufficient balance. Available balance: 20.00',
          data: { balance: '20.00' },
        }),
      }),
    });
    await app.user.type(await amountField(), '50');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Insufficient balance. Available balance: $20.00',
    );
    expect(app.path()).toBe('/user/withdraw');
    // Changing the amount puts the prompt away.
    await app.user.type(await amountField(), '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the most allowed when the server finds the balance changed', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/pay/withdraw': () => ({
          refuse: 'The amount plus the service fee exceeds your balance',
          data: { field: 'money', balance: '30.00', max: '29.70' },
        }),
      }),
    });
    await app.user.type(await amountField(), '50');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('You can withdraw at most $29.70');
  });

  it("shows the server's other refusals, staying on the form", async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/pay/withdraw': () => ({
          refuse: 'Incorrect payment password',
          data: { field: 'captcha' },
        }),
      }),
    });
    await app.user.type(await amountField(), '50');
    await app.user.type(screen.getByLabelText('Payment password'), 'wrong12');
    await app.user.click(submit());
    await waitFor(() => expect(app.toasts()).toContain('Incorrect payment password'));
    expect(screen.queryByRole('alert', { name: /balance/ })).not.toBeInTheDocument();
    expect(app.path()).toBe('/user/withdraw');
  });

  it('says when the balance does not cover the minimum withdrawal', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/pay/initialWithdraw': () => ({
          data: withdrawTerms({ money: '5.00', max: '4.95' }),
        }),
      }),
    });
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent(
      'Your balance of $5.00 does not cover the minimum withdrawal of $10.00 with its service fee.',
    );
    expect(screen.queryByLabelText('Amount ($)')).not.toBeInTheDocument();
    await app.user.click(within(prompt).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(app.path()).toBe('/user/recharge'));
  });

  it('sends the user to add an account when there is none, and back here after', async () => {
    const app = await open({
      server: server({ 'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [] } }) }),
    });
    expect(await screen.findByText('Add an account to withdraw to first.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Add a withdraw account' }));
    await waitFor(() =>
      expect(app.path()).toBe('/user/withdraw/account/edit?redirect=%2Fuser%2Fwithdraw'),
    );
  });

  it('says when the terms cannot be loaded, and retries', async () => {
    const down = outage(() => ({ data: withdrawTerms() }));
    const app = await open({
      server: server({
        'GET /wanlshop/pay/initialWithdraw': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByText('Available balance: $120.50')).toBeInTheDocument();
  });

  it('takes the amount in the currency of the language', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'EUR', symbol: '€', rate: '2' }],
          }),
        }),
      }),
    });
    const amount = await screen.findByLabelText('Amount (€)');
    expect(screen.getByText('Available balance: €60.25')).toBeInTheDocument();
    await app.user.type(amount, '25');
    expect(quote('You receive')).toHaveTextContent('€22.50');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());
    await waitFor(() => expect(app.server.calls('POST /wanlshop/pay/withdraw')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/pay/withdraw')[0]?.body).toMatchObject({
      money: '50.00',
    });
  });

  it('withdraws the whole of what is allowed from its amount as shown in another currency', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'EUR', symbol: '€', rate: '2' }],
          }),
        }),
      }),
    });
    await screen.findByLabelText('Amount (€)');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw all' }));
    // 119.31 / 2 is shown as 59.66, which must not ask for a cent more than allowed.
    expect(screen.getByLabelText('Amount (€)')).toHaveValue('59.66');
    await app.user.type(screen.getByLabelText('Payment password'), 'secret1');
    await app.user.click(submit());
    await waitFor(() => expect(app.server.calls('POST /wanlshop/pay/withdraw')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/pay/withdraw')[0]?.body).toMatchObject({
      money: '119.31',
    });
  });

  it('is the wallet on desktop, which withdraws from a dialog there', async () => {
    const app = await renderApp({
      path: '/user/withdraw',
      session: sessionAnswer(),
      server: server(),
      width: 1280,
    });
    await waitFor(() => expect(app.path()).toBe('/user/wallet'));
    expect(screen.queryByRole('heading', { name: 'Page not found', level: 1 })).toBeNull();
  });
});
