import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServer, type ServerHandler } from '../../test/fake-server.js';
import { sessionAnswer } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';
import { bankAccount, payAccount } from '../../test/wallet-fixtures.js';
import { outage } from '../../test/outage.js';

function server(handlers: Record<string, ServerHandler> = {}) {
  let list = [payAccount(), bankAccount()];
  return createFakeServer({
    'GET /wanlshop/pay/getPayAccount': () => ({ data: { list } }),
    'POST /wanlshop/pay/delPayAccount': ({ body }) => {
      list = list.filter((account) => account.id !== (body as { id: number }).id);
      return { data: {} };
    },
    ...handlers,
  });
}

async function open(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({
    path: '/user/withdraw/account/list',
    session: sessionAnswer(),
    server: server(),
    ...options,
  });
  await screen.findByRole('heading', { name: 'Withdraw accounts', level: 1 });
  return app;
}

const row = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;

describe('withdraw accounts', () => {
  it('shows each account with the fields of its kind', async () => {
    await open();
    const wallet = await screen.findByRole('region', { name: 'USDT (TRC20 network)' });
    expect(row(wallet, 'Wallet address')).toHaveTextContent('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(within(wallet).queryByText('Account holder')).not.toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Japanese bank account' });
    expect(row(bank, 'Account number')).toHaveTextContent('1234567');
    expect(row(bank, 'Account holder')).toHaveTextContent('Sato Hana');
    expect(row(bank, 'Bank name')).toHaveTextContent('MUFG');
    expect(row(bank, 'Branch code')).toHaveTextContent('135');
    expect(row(bank, 'Deposit type')).toHaveTextContent('Ordinary (futsū)');
  });

  it('deletes an account only after the confirmation', async () => {
    const app = await open();
    const bank = await screen.findByRole('region', { name: 'Japanese bank account' });
    const remove = within(bank).getByRole('button', {
      name: 'Delete Japanese bank account 1234567',
    });
    await app.user.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Delete this withdraw account?');
    await app.user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(app.server.calls('POST /wanlshop/pay/delPayAccount')).toHaveLength(0);
    await waitFor(() => expect(remove).toHaveFocus());

    await app.user.click(remove);
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(app.toasts()).toContain('Deleted'));
    expect(app.server.calls('POST /wanlshop/pay/delPayAccount')[0]?.body).toEqual({ id: 42 });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Japanese bank account' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps the account when the server refuses to delete it', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/pay/delPayAccount': () => ({ refuse: 'Not found', status: 404 }),
      }),
    });
    const wallet = await screen.findByRole('region', { name: 'USDT (TRC20 network)' });
    await app.user.click(within(wallet).getByRole('button', { name: /Delete/ }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(app.toasts()).toContain('Not found'));
    expect(app.toasts()).not.toContain('Deleted');
    expect(screen.getByRole('region', { name: 'USDT (TRC20 network)' })).toBeInTheDocument();
  });

  it('says when there is none yet, and adds one', async () => {
    const app = await open({
      width: 1280,
      server: server({ 'GET /wanlshop/pay/getPayAccount': () => ({ data: { list: [] } }) }),
    });
    expect(await screen.findByText('No withdraw accounts yet')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add an account' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw/account/edit'));
  });

  it('adds an account from the list', async () => {
    const app = await open();
    await screen.findByRole('region', { name: 'USDT (TRC20 network)' });
    await app.user.click(screen.getByRole('button', { name: 'Add an account' }));
    await waitFor(() => expect(app.path()).toBe('/user/withdraw/account/edit'));
  });

  it('says when the accounts cannot be loaded, and retries', async () => {
    const down = outage(() => ({ data: { list: [payAccount()] } }));
    const app = await open({
      server: server({
        'GET /wanlshop/pay/getPayAccount': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('region', { name: 'USDT (TRC20 network)' })).toBeVisible();
  });
});
