import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { bankAccount, payAccount } from '../../test/wallet-fixtures.js';
import { serverWith } from '../../test/screen-test.js';

const server = serverWith({
  'POST /wanlshop/pay/addPayAccount': ({ body }) => ({
    data: { ...payAccount({ id: 43 }), ...(body as object) },
  }),
  'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [payAccount(), bankAccount()] } }),
});

async function open(
  path = '/user/withdraw/account/edit',
  options: Parameters<typeof renderApp>[0] = {},
) {
  const app = await renderApp({ path, session: sessionAnswer(), server: server(), ...options });
  await screen.findByRole('heading', { name: 'Add a withdraw account', level: 1 });
  return app;
}

describe('add a withdraw account', () => {
  it('asks a crypto wallet only its address, then goes back to the list', async () => {
    const app = await open();
    expect(screen.getByRole('radio', { name: 'Bitcoin (BTC)' })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: 'USDT (TRC20 network)' }));
    expect(screen.queryByLabelText('Account holder')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter the account number or wallet address'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet address')).toHaveFocus();
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')).toHaveLength(0);

    // Checked by its real format and checksum before anything is sent.
    await app.user.type(screen.getByLabelText('Wallet address'), 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This is not a valid USDT (TRC-20) address'),
    ).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('Wallet address'));
    await app.user.type(
      screen.getByLabelText('Wallet address'),
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
    );
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/has a typo: its checksum does not match/)).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')).toHaveLength(0);
    await app.user.clear(screen.getByLabelText('Wallet address'));
    await app.user.type(
      screen.getByLabelText('Wallet address'),
      '  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t  ',
    );
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw/account/list'));
    expect(app.toasts()).toContain('Submitted');
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')[0]?.body).toEqual({
      type: 'trc20',
      account: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
  }, 90_000);

  it('asks a Japanese bank account its bank, branch code, deposit type, number and holder, field by field', async () => {
    const app = await open('/user/withdraw/account/edit', { width: 1280 });
    await app.user.click(screen.getByRole('radio', { name: 'Japanese bank account' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the bank name')).toBeInTheDocument();
    expect(screen.getByLabelText('Bank name')).toHaveFocus();
    await app.user.type(screen.getByLabelText('Bank name'), 'MUFG');
    await app.user.type(screen.getByLabelText('Branch code'), 'Shibuya');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The branch code has 3 digits')).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('Branch code'));
    await app.user.type(screen.getByLabelText('Branch code'), '135');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose the deposit type')).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'Ordinary (futsū)' }));
    await app.user.type(screen.getByLabelText('Account number'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A Japanese account number has 7 digits')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Account number'), '7');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Please enter the account holder's name")).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder')).toHaveFocus();
    await app.user.type(screen.getByLabelText('Account holder'), 'サトウ ハナ');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw/account/list'));
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')[0]?.body).toEqual({
      type: 'bank_jp',
      account: '1234567',
      name: 'サトウ ハナ',
      bank_name: 'MUFG',
      address: '135',
      account_type: 'ordinary',
    });
  }, 90_000);

  it('sends only the fields of the kind chosen last, and returns to the withdrawal', async () => {
    const app = await open('/user/withdraw/account/edit?redirect=%2Fuser%2Fwithdraw');
    await app.user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await app.user.type(screen.getByLabelText('Account holder'), 'Li Wei');
    expect(screen.queryByLabelText('Branch address')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'Ethereum (ETH)' }));
    await app.user.type(
      screen.getByLabelText('Wallet address'),
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    );
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw'));
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')[0]?.body).toEqual({
      type: 'eth',
      account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    });
  });

  it("stays on the form when the server refuses, with the server's message", async () => {
    const app = await open('/user/withdraw/account/edit', {
      server: server({
        'POST /wanlshop/pay/addPayAccount': () => ({
          refuse: 'Please choose a payout method',
          data: { field: 'type' },
        }),
      }),
    });
    await app.user.type(
      screen.getByLabelText('Wallet address'),
      'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    );
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.toasts()).toContain('Please choose a payout method'));
    expect(app.path()).toBe('/user/withdraw/account/edit');
  });
});
