import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { refundInfo } from '../../test/order-fixtures.js';
import { expectToast } from '../../test/render-app.js';
import { screenTest } from '../../test/screen-test.js';

const rejected = refundInfo({
  state: 2,
  refuse_reason: 'The seal was intact',
  images: ['/uploads/proof-1.png'],
  actions: ['edit', 'close', 'ask_platform'],
});

const { openAt: open, server } = screenTest({
  title: 'Modify refund request',
  path: '/user/refund/edit/71',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/refund/getRefundInfo': () => ({ data: rejected }),
    'POST /wanlshop/refund/editRefund': () => ({ data: refundInfo() }),
  },
});

describe('refund modification', () => {
  it('fills the form with the request and saves the change', async () => {
    const app = await open();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByRole('group', { name: 'Refunded item' })).toHaveTextContent('Green tea');
    expect(screen.getByRole('radio', { name: 'Refund only (no return)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Received' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Quality problem' })).toBeChecked();
    const amount = screen.getByRole('textbox', { name: 'Refund amount ($)' });
    expect(amount).toHaveValue('25.00');
    // The most is what the line allows with this refund left out (`max_money`).
    expect(screen.getByText('At most $30.00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Broken seal');
    const pictures = screen.getByRole('group', { name: 'Evidence pictures' });
    expect(within(pictures).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('radio', { name: 'Missing items' }));
    await app.user.clear(amount);
    await app.user.paste('30');
    await app.user.click(save);
    await expectToast(app, 'Modified successfully');
    // A modification asks nothing: the spec's confirmation is for a new refund.
    expect(screen.queryByRole('alertdialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/refund/editRefund')[0]?.body).toEqual({
      id: 71,
      money: '30.00',
      type: 0,
      reason: 5,
      expressType: 1,
      images: ['/uploads/proof-1.png'],
      refund_content: 'Broken seal',
    });
    await waitFor(() => expect(app.path()).toBe('/user/refund/details/71'));
  });

  it('refuses an amount over what the line allows, on desktop too', async () => {
    const app = await open('/user/refund/edit/71', { width: 1280 });
    const amount = await screen.findByRole('textbox', { name: 'Refund amount ($)' });
    await app.user.clear(amount);
    await app.user.paste('30.01');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The refund cannot exceed the amount paid ($30.00)'),
    ).toBeInTheDocument();
    expect(app.server.calls('POST /wanlshop/refund/editRefund')).toHaveLength(0);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const app = await open('/user/refund/edit/71', {
      server: server({
        'POST /wanlshop/refund/editRefund': () => ({
          refuse: 'This action is not available for the refund in its current status',
        }),
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Save' }));
    await expectToast(app, 'This action is not available for the refund in its current status');
    expect(app.path()).toBe('/user/refund/edit/71');
  });

  it.each([
    [1, 'Seller agreed'],
    [4, 'Refund succeeded'],
  ])('does not modify a refund in state %i (%s)', async (state) => {
    await open('/user/refund/edit/71', {
      server: server({
        'GET /wanlshop/refund/getRefundInfo': () => ({
          data: refundInfo({ state, type: 1, actions: [] }),
        }),
      }),
    });
    expect(
      await screen.findByText('This refund request can no longer be modified.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund details' })).toHaveAttribute(
      'href',
      '/user/refund/details/71',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says when the refund cannot be loaded, and retries', async () => {
    let fail = true;
    const app = await open('/user/refund/edit/71', {
      server: server({
        'GET /wanlshop/refund/getRefundInfo': () =>
          fail ? { refuse: 'Not found', status: 404 } : { data: rejected },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This refund could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'My refunds' })).toHaveAttribute(
      'href',
      '/user/refund/list',
    );
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says so for an id that is not one', async () => {
    await open('/user/refund/edit/0');
    expect(screen.getByRole('alert')).toHaveTextContent('This refund could not be loaded.');
  });
});
