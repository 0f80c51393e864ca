import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { bankAccount, payAccount } from '../../test/wallet-fixtures.js';

function server(handlers: Record<string, ServerHandler> = {}) {
  return createFakeServer({
    'POST /wanlshop/pay/addPayAccount': ({ body }) => ({
      data: { ...payAccount({ id: 43 }), ...(body as object) },
    }),
    'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [payAccount(), bankAccount()] } }),
    ...handlers,
  });
}

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

    await app.user.type(screen.getByLabelText('Wallet address'), '  TXYZ123  ');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw/account/list'));
    expect(app.toasts()).toContain('Submitted');
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')[0]?.body).toEqual({
      type: 'trc20',
      account: 'TXYZ123',
    });
  });

  it('asks a Japanese bank account its holder, bank and branch, field by field', async () => {
    const app = await open('/user/withdraw/account/edit', { width: 1280 });
    await app.user.click(screen.getByRole('radio', { name: 'Japanese bank account' }));
    await app.user.type(screen.getByLabelText('Account number'), '1234567');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Please enter the account holder's name")).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder')).toHaveFocus();
    await app.user.type(screen.getByLabelText('Account holder'), 'Sato Hana');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the bank name')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Bank name'), 'MUFG');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the bank branch address')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Branch address'), 'Shibuya branch');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw/account/list'));
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')[0]?.body).toEqual({
      type: 'bank_jp',
      account: '1234567',
      name: 'Sato Hana',
      bank_name: 'MUFG',
      address: 'Shibuya branch',
    });
  });

  it('sends only the fields of the kind chosen last, and returns to the withdrawal', async () => {
    const app = await open('/user/withdraw/account/edit?redirect=%2Fuser%2Fwithdraw');
    await app.user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await app.user.type(screen.getByLabelText('Account holder'), 'Li Wei');
    expect(screen.queryByLabelText('Branch address')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'Ethereum (ETH)' }));
    await app.user.type(screen.getByLabelText('Wallet address'), '0x71C7656EC7ab88b098');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw'));
    expect(app.server.calls('POST /wanlshop/pay/addPayAccount')[0]?.body).toEqual({
      type: 'eth',
      account: '0x71C7656EC7ab88b098',
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
    await app.user.type(screen.getByLabelText('Wallet address'), 'bc1qxy2kg');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.toasts()).toContain('Please choose a payout method'));
    expect(app.path()).toBe('/user/withdraw/account/edit');
  });
});
