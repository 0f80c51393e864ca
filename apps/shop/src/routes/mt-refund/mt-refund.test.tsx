import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { merchantSession, shopRefund, shopRefundInfo } from '../../test/merchant-trade-fixtures.js';
import { page } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

/** A refund only, awaiting the seller. */
const pending = shopRefund();
/** A return and refund whose goods are on their way back. */
const returning = shopRefund({
  id: 72,
  type: 1,
  state: 6,
  money: '12.50',
  user: { id: 8, username: 'bo', nickname: 'Bo' },
  goods: { ...pending.goods, id: 32, title: 'Oolong', difference: '' },
  express_name: 'Swift Post',
  express_no: 'SP9',
});
/** A refund the seller rejected. */
const rejected = shopRefund({
  id: 73,
  state: 2,
  refuse_reason: 'Seal intact',
  user: { id: 10, username: 'cy', nickname: '' },
  goods: { ...pending.goods, id: 33, title: 'Cake' },
});

const { open, server } = screenTest({
  title: 'Refund management',
  path: '/mt/refund',
  session: merchantSession(),
  routes: {
    'GET /wanlshop/merchant/refunds': ({ query }) =>
      query.get('state') === '5'
        ? { data: page([]) }
        : { data: page([pending, returning, rejected]) },
    'POST /wanlshop/merchant/refundAgree': () => ({ data: shopRefundInfo({ state: 4 }) }),
    'POST /wanlshop/merchant/refundReject': () => ({ data: shopRefundInfo({ state: 2 }) }),
    'POST /wanlshop/merchant/refundReceive': () => ({ data: shopRefundInfo({ state: 4 }) }),
  },
});

const card = async (buyer: string) =>
  within(
    (await screen.findByRole('heading', { name: `Buyer: ${buyer}`, level: 3 })).closest('li')!,
  );

describe('merchant refunds', () => {
  it("lists the shop's refunds with the seller's actions of each state", async () => {
    await open();
    const first = await card('Ann');
    expect(first.getByText('Green tea')).toBeInTheDocument();
    expect(first.getByText('In process')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Agree' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Refund details' })).toHaveAttribute(
      'href',
      '/mt/refund_details/71',
    );
    const back = await card('Bo');
    expect(back.getByRole('button', { name: 'Confirm return received' })).toBeInTheDocument();
    expect(back.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    const refused = await card('cy');
    expect(refused.getByText(/Seal intact/)).toBeInTheDocument();
    expect(refused.queryByRole('button')).not.toBeInTheDocument();
  });

  it('agrees to a refund only after confirming the amount, and reads the list again', async () => {
    const app = await open();
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Agree' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Agree to refund $25.00 to the buyer? The money is paid at once.',
    );
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(app.server.calls('POST /wanlshop/merchant/refundAgree')).toHaveLength(0);

    await app.user.click((await card('Ann')).getByRole('button', { name: 'Agree' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Agree' }),
    );
    await expectToast(app, 'Refund agreed');
    expect(app.server.calls('POST /wanlshop/merchant/refundAgree')[0]?.body).toEqual({ id: 71 });
    await waitFor(() => expect(app.server.calls('GET /wanlshop/merchant/refunds')).toHaveLength(2));
  });

  it('rejects only with a reason, which the domain requires', async () => {
    const app = await open();
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the refund' }));
    await app.user.click(dialog.getByRole('button', { name: 'Reject refund' }));
    expect(
      await dialog.findByText('Please give a reason for rejecting the refund'),
    ).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/merchant/refundReject')).toHaveLength(0);
    await app.user.type(dialog.getByLabelText('Reason for rejecting'), '  The seal is intact  ');
    await app.user.click(dialog.getByRole('button', { name: 'Reject refund' }));
    await expectToast(app, 'Refund rejected');
    expect(app.server.calls('POST /wanlshop/merchant/refundReject')[0]?.body).toEqual({
      id: 71,
      refuse_reason: 'The seal is intact',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reject the refund' })).not.toBeInTheDocument(),
    );
  });

  it('closes the rejection and the confirmations without sending anything', async () => {
    const app = await open();
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the refund' }));
    await app.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reject the refund' })).not.toBeInTheDocument(),
    );
    await app.user.click(
      (await card('Bo')).getByRole('button', { name: 'Confirm return received' }),
    );
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(app.server.calls('POST /wanlshop/merchant/refundReject')).toHaveLength(0);
    expect(app.server.calls('POST /wanlshop/merchant/refundReceive')).toHaveLength(0);
  });

  it('keeps the rejection open when the server refuses it', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/merchant/refundReject': () => ({
          refuse: 'This refund cannot change in its current status',
        }),
      }),
    });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the refund' }));
    await app.user.type(dialog.getByLabelText('Reason for rejecting'), 'No');
    await app.user.click(dialog.getByRole('button', { name: 'Reject refund' }));
    await expectToast(app, 'This refund cannot change in its current status');
    expect(screen.getByRole('dialog', { name: 'Reject the refund' })).toBeInTheDocument();
  });

  it('confirms the returned goods; a short balance shows the top-up', async () => {
    const app = await open({
      server: server({
        'POST /wanlshop/merchant/refundReceive': () => ({
          refuse: 'Insufficient balance. Available balance: 5.00',
          data: { balance: '5.00', action: 'recharge' },
        }),
      }),
    });
    await app.user.click(
      (await card('Bo')).getByRole('button', { name: 'Confirm return received' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Confirm that the returned goods arrived? $12.50 is refunded to the buyer at once.',
    );
    await app.user.click(within(question).getByRole('button', { name: 'Confirm return received' }));
    const short = within(await screen.findByRole('dialog', { name: 'Insufficient balance' }));
    expect(short.getByRole('alert')).toHaveTextContent(
      'Insufficient balance. Available balance: $5.00',
    );
    expect(app.server.calls('POST /wanlshop/merchant/refundReceive')[0]?.body).toEqual({ id: 72 });
    await app.user.click(short.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Insufficient balance' }),
      ).not.toBeInTheDocument(),
    );
    await app.user.click(
      (await card('Bo')).getByRole('button', { name: 'Confirm return received' }),
    );
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Confirm return received',
      }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Insufficient balance' }));
    await app.user.click(again.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(app.path()).toBe('/user/recharge'));
  });

  it('confirms a return on desktop and says the refund succeeded', async () => {
    const app = await open({ width: 1280 });
    await app.user.click(
      (await card('Bo')).getByRole('button', { name: 'Confirm return received' }),
    );
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Confirm return received',
      }),
    );
    await expectToast(app, 'Refund successful');
  });

  it('filters by the refund tabs in the address, with "no data", and retries a failed list', async () => {
    let fail = true;
    const app = await open({
      path: '/mt/refund?state=6',
      server: server({
        'GET /wanlshop/merchant/refunds': ({ query }) =>
          query.get('state') === '5'
            ? { data: page([]) }
            : fail
              ? { refuse: 'Server error', status: 500 }
              : { data: page([pending]) },
      }),
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Refund status' }));
    expect(tabs.getByRole('tab', { name: 'Return shipped' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('The refunds could not be loaded.')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(app.path()).toBe('/mt/refund?state=5'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await app.user.click(tabs.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(app.path()).toBe('/mt/refund'));
    expect(await screen.findByText('The refunds could not be loaded.')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Ann')).toBeTruthy();
  });

  it('agrees to a return and refund with its own question', async () => {
    const app = await open({
      server: server({
        'GET /wanlshop/merchant/refunds': () => ({ data: page([shopRefund({ type: 1 })]) }),
      }),
    });
    await app.user.click((await card('Ann')).getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Agree to this return and refund? The buyer will send the goods back to you.',
    );
  });
});
