import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile, installFakeUploads } from '../../test/fake-xhr.js';
import { appInfo, sessionAnswer } from '../../test/fixtures.js';
import { balance, orderInfo, page } from '../../test/order-fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { rechargeAccounts, rechargeRecord } from '../../test/wallet-fixtures.js';
import { screenTest } from '../../test/screen-test.js';

const pending = rechargeRecord();
const rejected = rechargeRecord({
  id: 90,
  money: '20.00',
  method: 'bank',
  order_no: 'BANK-77',
  status: 'rejected',
  memo: 'No transfer arrived',
  createtime: 1_699_999_000,
});

const { open, server } = screenTest({
  title: 'Top up',
  path: '/user/recharge',
  session: sessionAnswer(),
  now: () => (1_700_000_000 + 10 * 60) * 1000,
  routes: {
    'GET /wanlshop/pay/rechargeAccounts': () => ({ data: { list: rechargeAccounts() } }),
    'GET /wanlshop/pay/rechargeLog': () => ({ data: page([pending, rejected]) }),
    'POST /wanlshop/pay/recharge': ({ body }) => ({
      data: rechargeRecord({ id: 92, ...(body as object) }),
    }),
  },
});

const form = () => within(screen.getByRole('form', { name: 'Top-up form' }));
const row = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling;

let restore = () => {};
afterEach(() => restore());

describe('top up', () => {
  it("shows the notice and the platform's account of the method chosen", async () => {
    const app = await open();
    expect(screen.getByRole('complementary', { name: 'Before you transfer' })).toHaveTextContent(
      'Only transfer to the account shown on this page. After the transfer, send your username and a screenshot of the transfer to customer service to have it credited. If a top-up fails, contact customer service. Do not make private transfers.',
    );
    await screen.findByRole('form', { name: 'Top-up form' });
    expect(form().getByRole('radio', { name: 'USDT (TRC20 network) · USDT' })).toBeChecked();
    const account = screen.getByRole('region', { name: 'Transfer to this account' });
    expect(row(account, 'Currency to send')).toHaveTextContent('USDT');
    expect(row(account, 'Wallet address')).toHaveTextContent('TPlatformWallet111111111111111111');
    expect(within(account).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await app.user.click(form().getByRole('radio', { name: 'Bank account · USD' }));
    expect(row(account, 'Currency to send')).toHaveTextContent('USD');
    expect(row(account, 'Account number')).toHaveTextContent('6222 0200 0000');
    expect(row(account, 'Account holder')).toHaveTextContent('Bazaar Ltd');
    expect(row(account, 'Bank name')).toHaveTextContent('HSBC');
  });

  it('checks the form, waits for the screenshot, then files the top-up once and starts again', async () => {
    const uploads = installFakeUploads(() => ({
      data: { url: '/uploads/transfer.png', name: 'transfer.png' },
    }));
    restore = uploads.restore;
    uploads.hold();
    const app = await open();
    await screen.findByRole('form', { name: 'Top-up form' });
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    expect(await form().findByText('Please enter a valid amount')).toBeInTheDocument();
    expect(form().getByLabelText('Amount ($)')).toHaveFocus();

    await app.user.type(form().getByLabelText('Amount ($)'), '100');
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    expect(
      await form().findByText("Please enter the transfer's reference number"),
    ).toBeInTheDocument();
    expect(form().getByLabelText('Transfer reference number')).toHaveFocus();
    await app.user.type(form().getByLabelText('Transfer reference number'), ' TX-9 ');

    const screenshot = form().getByRole('group', { name: 'Transfer screenshot' });
    await app.user.upload(
      screenshot.querySelector<HTMLInputElement>('input[type="file"]')!,
      imageFile('transfer.png'),
    );
    expect(
      await within(screenshot).findByRole('progressbar', { name: 'Uploading picture 1' }),
    ).toHaveAttribute('aria-valuenow', '50');
    // One screenshot at most: no room for another.
    expect(within(screenshot).queryByRole('button', { name: 'Add picture' })).toBeNull();
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    await waitFor(() =>
      expect(app.toasts()).toContain('Please wait until the screenshot is uploaded.'),
    );
    expect(app.server.calls('POST /wanlshop/pay/recharge')).toHaveLength(0);

    uploads.release();
    await waitFor(() =>
      expect(within(screenshot).queryByRole('progressbar')).not.toBeInTheDocument(),
    );
    const logs = app.server.calls('GET /wanlshop/pay/rechargeLog').length;
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    await waitFor(() => expect(app.toasts()).toContain('Submitted'));
    const [call] = app.server.calls('POST /wanlshop/pay/recharge');
    expect(call?.body).toEqual({
      money: '100.00',
      method: 'trc20',
      order_no: 'TX-9',
      image: '/uploads/transfer.png',
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/\S+/);
    await waitFor(() => expect(form().getByLabelText('Amount ($)')).toHaveValue(''));
    expect(form().queryByRole('img', { name: 'Picture 1' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/pay/rechargeLog').length).toBeGreaterThan(logs),
    );
  });

  it('refuses a screenshot that is not a picture, and one that did not upload', async () => {
    const uploads = installFakeUploads(() => ({ refuse: 'Upload failed' }));
    restore = uploads.restore;
    const app = await open({ width: 1280 });
    await screen.findByRole('form', { name: 'Top-up form' });
    const screenshot = form().getByRole('group', { name: 'Transfer screenshot' });
    const input = () => screenshot.querySelector<HTMLInputElement>('input[type="file"]')!;
    const anyFile = userEvent.setup({ applyAccept: false, delay: null });
    await anyFile.upload(input(), imageFile('transfer.gif', 'image/gif'));
    expect(await within(screenshot).findByRole('alert')).toHaveTextContent('transfer.gif');
    expect(uploads.uploads).toHaveLength(0);

    await app.user.upload(input(), imageFile('transfer.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(within(screenshot).getAllByRole('alert').at(-1)).toHaveTextContent(
        'A picture did not upload',
      ),
    );
    await app.user.type(form().getByLabelText('Amount ($)'), '30');
    await app.user.type(form().getByLabelText('Transfer reference number'), 'TX-10');
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    await waitFor(() =>
      expect(app.toasts()).toContain('The screenshot did not upload: remove it and try again.'),
    );
    expect(app.server.calls('POST /wanlshop/pay/recharge')).toHaveLength(0);
  });

  it('takes the amount in the currency of the language, the screenshot being optional', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/common/info': () => ({
          data: appInfo({
            currencyList: [{ language: 'en', code: 'EUR', symbol: '€', rate: '2' }],
          }),
        }),
      }),
    });
    await screen.findByRole('form', { name: 'Top-up form' });
    await app.user.click(form().getByRole('radio', { name: 'Bank account · USD' }));
    await app.user.type(await form().findByLabelText('Amount (€)'), '12.5');
    await app.user.type(form().getByLabelText('Transfer reference number'), 'BANK-1');
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    await waitFor(() => expect(app.server.calls('POST /wanlshop/pay/recharge')).toHaveLength(1));
    expect(app.server.calls('POST /wanlshop/pay/recharge')[0]?.body).toEqual({
      money: '25.00',
      method: 'bank',
      order_no: 'BANK-1',
    });
  });

  it("keeps the form when the server refuses, showing the server's message", async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/pay/recharge': () => ({
          refuse: "Please enter the transfer's reference number",
          data: { field: 'order_no' },
        }),
      }),
    });
    await screen.findByRole('form', { name: 'Top-up form' });
    await app.user.type(form().getByLabelText('Amount ($)'), '10');
    await app.user.type(form().getByLabelText('Transfer reference number'), 'TX-11');
    await app.user.click(form().getByRole('button', { name: 'Submit top-up' }));
    await waitFor(() =>
      expect(app.toasts()).toContain("Please enter the transfer's reference number"),
    );
    expect(app.toasts()).not.toContain('Submitted');
    expect(form().getByLabelText('Amount ($)')).toHaveValue('10');
  });

  it('lists the top-ups with their status, and the reason of a rejected one', async () => {
    await open();
    const history = within(screen.getByRole('region', { name: 'My top-ups' }));
    const first = await history.findByRole('article', { name: '$100.00' });
    expect(within(first).getByText('Applying')).toBeInTheDocument();
    expect(row(first, 'Transfer method')).toHaveTextContent('USDT (TRC20 network)');
    expect(row(first, 'Transfer reference number')).toHaveTextContent('TX-0001');
    expect(row(first, 'Submitted')).toHaveTextContent('10 minutes ago');
    expect(within(first).queryByText('Reason')).not.toBeInTheDocument();
    const second = history.getByRole('article', { name: '$20.00' });
    expect(within(second).getByText('Rejected')).toBeInTheDocument();
    expect(row(second, 'Reason')).toHaveTextContent('No transfer arrived');
    expect(history.getByText('No more data')).toBeInTheDocument();
  });

  it('shows a method it does not know as the server names it', async () => {
    await open({
      server: server({
        'GET /wanlshop/pay/rechargeLog': () => ({
          data: page([rechargeRecord({ method: 'alipay' })]),
        }),
      }),
    });
    const item = await screen.findByRole('article', { name: '$100.00' });
    expect(row(item, 'Transfer method')).toHaveTextContent('alipay');
  });

  it('sends the user to customer service when no account receives top-ups', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/pay/rechargeAccounts': () => ({ data: { list: [] } }),
        'GET /wanlshop/pay/rechargeLog': () => ({ data: page([]) }),
      }),
    });
    expect(
      await screen.findByText(
        'No top-up account is available right now. Please contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Contact customer service' }));
    await waitFor(() => expect(app.path()).toBe('/user/service'));
  });

  it('says when the accounts or the top-ups cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open({
      server: server({
        'GET /wanlshop/pay/rechargeAccounts': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: { list: rechargeAccounts() } },
        'GET /wanlshop/pay/rechargeLog': () =>
          fail ? { refuse: 'Server error', status: 500 } : { data: page([pending]) },
      }),
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2), {
      timeout: 20_000,
    });
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) {
      await app.user.click(retry);
    }
    expect(await screen.findByRole('form', { name: 'Top-up form' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '$100.00' })).toBeInTheDocument();
  });

  it('is where the payment of an order leads when the balance is short', async () => {
    const app = await renderApp({
      path: '/user/order/details/501',
      session: sessionAnswer(),
      server: server({
        'GET /wanlshop/order/getOrderInfo': () => ({ data: orderInfo() }),
        'GET /wanlshop/pay/getBalance': () => ({ data: balance('5.00') }),
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    const prompt = await within(payment).findByRole('alert');
    expect(prompt).toHaveTextContent('Insufficient balance. Available balance: $5.00');
    await app.user.click(within(prompt).getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('heading', { name: 'Top up', level: 1 })).toBeInTheDocument();
    expect(app.path()).toBe('/user/recharge');
    expect(await screen.findByRole('form', { name: 'Top-up form' })).toBeInTheDocument();
  });
});
